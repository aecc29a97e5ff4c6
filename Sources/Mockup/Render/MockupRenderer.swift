import CoreGraphics
import Raster
import UIKit

/// Puts a mockup's views in a window the size of its canvas and draws them.
@MainActor
public final class MockupRenderer {
  public let mockup: Mockup
  public let views: MockupViews
  public let window: UIWindow
  private let host: RenderingHost

  /// Builds the mockup's views and shows them in a window of the canvas's size, scale,
  /// safe area and traits, through the `RenderingHost` snapshot tests show theirs in. Nothing
  /// is laid out until ``render()`` or ``layOut()``.
  public init(_ mockup: Mockup) throws {
    self.mockup = mockup
    views = try mockup.build()
    let canvas = mockup.canvas
    // As on iOS (and in snapshot tests), traits reach a screen's controller from its parent:
    // the mockup's controller is the child of a plain root that overrides its traits.
    let screenController = MockupViewController(root: views.root)
    let host = RenderingHost(
      hosting: canvas.navigation?.embed(screenController) ?? screenController,
      size: canvas.size, scale: canvas.scale, safeArea: canvas.safeArea, traits: canvas.traits)
    self.host = host
    window = host.window
    // The window's own colour follows the canvas's appearance as the views' do.
    window.overrideUserInterfaceStyle = canvas.appearance
    window.backgroundColor = canvas.backgroundColor
    window.makeKey()
    host.show()
    if let alert = canvas.alert?.makeController() {
      // Presented over the screen, the alert sits under the window, not the root: it
      // takes the canvas's appearance itself.
      alert.overrideUserInterfaceStyle = canvas.appearance
      host.root.present(alert, animated: false)
    }
  }

  /// Runs the update cycle (constraints, layout) without drawing.
  public func layOut() {
    window.updateConstraintsIfNeeded()
    window.layoutIfNeeded()
  }

  /// The window drawn at the canvas's scale, after a whole update cycle: the controllers that
  /// appeared hear `viewDidAppear`, as they do before a snapshot.
  public func render() -> Pixmap {
    host.update()
    let image = window.renderedImage(scale: mockup.canvas.scale)
    return image.cgImage!.pixmap
  }
}

/// The controller whose view is the mockup's root view, so the root gets a view controller's
/// margins and safe area as a screen's root view does.
final class MockupViewController: UIViewController {
  private let root: UIView

  init(root: UIView) {
    self.root = root
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() { view = root }
}

extension MockupRenderer {
  /// Renders `mockup` once and takes its window off screen again.
  public static func image(of mockup: Mockup) throws -> Pixmap {
    let renderer = try MockupRenderer(mockup)
    defer { renderer.close() }
    return renderer.render()
  }

  /// Hides the window, so the update cycle no longer runs for it.
  public func close() { window.isHidden = true }
}
