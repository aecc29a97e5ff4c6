import Testing

@testable import Mockup
@testable import UIKit

/// Mockups are shown as snapshot tests show their controllers (UIKit's `RenderingHost`).
@MainActor
@Suite struct MockupHostingTests {
  /// The screen's controller hears `viewDidAppear` before its picture is taken, as a snapshot
  /// test's controller does: the window's first update cycle ends before the render.
  @Test func render_endsTheScreenControllersAppearance() throws {
    let renderer = try MockupRenderer(
      Mockup.parse("canvas: {size: [4, 4], scale: 1}\nview: {class: UIView}", file: "t.yaml"))
    defer { renderer.close() }
    let screen = try #require(renderer.window.rootViewController?.children.first)
    #expect(screen.appearance == .appearing)
    _ = renderer.render()
    #expect(screen.appearance == .appeared)
  }
}
