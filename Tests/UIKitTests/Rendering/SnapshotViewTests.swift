import CoreGraphics
import Raster
import Testing

@testable import UIKit

/// `snapshotView(afterScreenUpdates:)`: a view as large as the original's bounds, at the
/// origin, showing the original as it looked (subviews included) and not what changes after.
@MainActor
@Suite struct SnapshotViewTests {
  /// A 20 × 10 red view with a blue square on its right half.
  private func original() -> (UIView, UIView) {
    let view = UIView(frame: CGRect(x: 30, y: 40, width: 20, height: 10))
    view.backgroundColor = .red
    let square = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
    square.backgroundColor = .blue
    view.addSubview(square)
    return (view, square)
  }

  @Test func snapshotsShowTheViewAsItWas() throws {
    let (view, square) = original()
    let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
    #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    square.backgroundColor = .green
    let pixels = try #require(snapshot.renderedImage(scale: 1).cgImage?.pixmap)
    #expect(pixels[2, 5] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    #expect(pixels[17, 5] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
  }

  /// A part of the view: the 10 × 10 square on its right.
  @Test func resizableSnapshotsShowAPart() throws {
    let (view, _) = original()
    let snapshot = try #require(
      view.resizableSnapshotView(
        from: CGRect(x: 10, y: 0, width: 10, height: 10), afterScreenUpdates: true,
        withCapInsets: .zero))
    #expect(snapshot.bounds.size == CGSize(width: 10, height: 10))
    let pixels = try #require(snapshot.renderedImage(scale: 1).cgImage?.pixmap)
    #expect(pixels[1, 1] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    #expect(UIView().snapshotView(afterScreenUpdates: false) == nil)
  }
}
