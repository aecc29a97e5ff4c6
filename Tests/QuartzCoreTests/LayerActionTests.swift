import Foundation
import QuartzCore
import Testing

/// A delegate that answers one event with an action, another with `NSNull`, and nil to the
/// rest.
@MainActor
private final class ActionDelegate: CALayerDelegate {
  let fade = CABasicAnimation(keyPath: "opacity")
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    switch event {
    case "opacity": fade
    case "bounds": NSNull()
    default: nil
    }
  }
}

/// A layer class whose default action for "position" is an animation.
private final class MovingLayer: CALayer {
  static let move = CABasicAnimation(keyPath: "position")
  override class func defaultAction(forKey event: String) -> (any CAAction)? {
    event == "position" ? move : nil
  }
}

/// `CALayer.action(forKey:)` searches the delegate, then `actions`, then the class's default
/// action, as Core Animation documents; `NSNull` ends the search with no action.
@MainActor
@Suite struct LayerActionTests {
  @Test func actionsAreNilByDefaultAndFoundByEvent() {
    let layer = CALayer()
    #expect(layer.actions == nil)
    #expect(layer.action(forKey: "position") == nil)
    let slide = CABasicAnimation(keyPath: "position")
    layer.actions = ["position": slide, "bounds": NSNull()]
    #expect(layer.action(forKey: "position") as? CABasicAnimation === slide)
    #expect(layer.action(forKey: "bounds") == nil)
  }

  @Test func theDelegateIsAskedFirstAndNSNullEndsTheSearch() {
    let delegate = ActionDelegate()
    let layer = MovingLayer()
    layer.delegate = delegate
    layer.actions = ["opacity": NSNull(), "bounds": CABasicAnimation(keyPath: "bounds")]
    #expect(layer.action(forKey: "opacity") as? CABasicAnimation === delegate.fade)
    #expect(layer.action(forKey: "bounds") == nil)
    #expect(layer.action(forKey: "position") as? CABasicAnimation === MovingLayer.move)
    layer.actions?["position"] = NSNull()
    #expect(layer.action(forKey: "position") == nil)
  }

  /// An animation run as an action is added to the layer under the event's key.
  @Test func anAnimationsActionAddsItToTheLayer() {
    let layer = CALayer()
    CABasicAnimation(keyPath: "opacity").run(forKey: "opacity", object: layer, arguments: nil)
    #expect(layer.animation(forKey: "opacity") != nil)
  }
}
