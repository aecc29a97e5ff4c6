import Foundation
import Testing
import UIKit

/// Interactions added to views (`addInteraction`), and the pointer interaction, whose
/// delegate says where its regions are and how the pointer looks in them.
@MainActor
@Suite struct PointerInteractionTests {
  final class Recorder: NSObject, UIInteraction {
    var view: UIView?
    var calls: [String] = []
    func willMove(to view: UIView?) { calls.append("will \(view?.tag ?? -1)") }
    func didMove(to view: UIView?) {
      self.view = view
      calls.append("did \(view?.tag ?? -1)")
    }
  }

  final class Regions: NSObject, UIPointerInteractionDelegate {
    var requests: [CGPoint] = []
    func pointerInteraction(
      _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
      defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
      requests.append(request.location)
      return UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "left")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
      -> UIPointerStyle?
    {
      UIPointerStyle(effect: .lift(UITargetedPreview(view: interaction.view!)))
    }
  }

  /// The view keeps its interactions in order and tells each before and after it moves; adding
  /// one to another view takes it from the first.
  @Test func viewsKeepAndMoveInteractions() {
    let first = UIView()
    first.tag = 1
    let second = UIView()
    second.tag = 2
    let interaction = Recorder()
    first.addInteraction(interaction)
    #expect(first.interactions.count == 1 && first.interactions[0] === interaction)
    second.addInteraction(interaction)
    #expect(first.interactions.isEmpty && second.interactions.count == 1)
    second.removeInteraction(interaction)
    second.removeInteraction(interaction)
    #expect(second.interactions.isEmpty && interaction.view == nil)
    #expect(
      interaction.calls == [
        "will 1", "did 1", "will -1", "did -1", "will 2", "did 2", "will -1", "did -1",
      ])
  }

  /// Without a delegate's answer the region is the view's bounds and the style the system's.
  @Test func defaultsAreTheBoundsAndTheSystemPointer() {
    final class Silent: NSObject, UIPointerInteractionDelegate {}
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
    let delegate = Silent()
    let interaction = UIPointerInteraction(delegate: delegate)
    #expect(interaction.region(at: .zero) == nil)
    view.addInteraction(interaction)
    #expect(interaction.view === view && interaction.isEnabled)
    let region = interaction.region(at: CGPoint(x: 3, y: 4))
    #expect(region?.rect == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(interaction.style(for: region!) == nil)
  }

  @Test func theDelegateGivesRegionsAndStyles() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    let delegate = Regions()
    let interaction = UIPointerInteraction(delegate: delegate)
    view.addInteraction(interaction)
    let region = try #require(interaction.region(at: CGPoint(x: 3, y: 4)))
    #expect(delegate.requests == [CGPoint(x: 3, y: 4)])
    #expect(region.identifier == AnyHashable("left"))
    let style = try #require(interaction.style(for: region))
    guard case .lift(let preview) = style.effect else {
      Issue.record("expected a lift effect")
      return
    }
    #expect(preview.view === view && preview.size == view.bounds.size)
    interaction.isEnabled = false
    #expect(interaction.region(at: .zero) == nil)
  }

  @Test func stylesAndShapes() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let hover = UIPointerStyle(effect: .hover(UITargetedPreview(view: view), prefersShadow: true))
    guard case .hover(_, let tint, let shadow, let scaled)? = hover.effect else {
      Issue.record("expected a hover effect")
      return
    }
    #expect(tint == .overlay && shadow && scaled)
    #expect(UIPointerStyle.hidden().isHidden && !UIPointerStyle.system.isHidden)
    let beam = UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
    #expect(beam.effect == nil && beam.constrainedAxes == .vertical)
    guard case .roundedRect(_, let radius) = UIPointerShape.roundedRect(.zero) else { return }
    #expect(radius == UIPointerShape.defaultCornerRadius)
  }
}
