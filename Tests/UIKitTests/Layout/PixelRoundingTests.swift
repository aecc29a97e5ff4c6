import Testing
import UIKit

/// Auto Layout rounds frames to the display's pixels, each edge to the nearest pixel, so
/// neighbours that share an edge still share it. Three equal views across 101 points: each
/// is 33.67 points wide.
@MainActor
@Suite struct PixelRoundingTests {
  func threeInARow(scale: CGFloat) -> [UIView] {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 101, height: 10), scale: scale)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 101, height: 10))
    window.screen = screen
    let views = [UIView(), UIView(), UIView()]
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: window.topAnchor),
        view.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      ])
    }
    NSLayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
      views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
      views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
      views[2].trailingAnchor.constraint(equalTo: window.trailingAnchor),
      views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
      views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
    ])
    window.layoutIfNeeded()
    return views
  }

  /// At 2×, edges at 33.67 and 67.33 round to 33.5 and 67.5 (67.33 and 134.67 pixels round to
  /// 67 and 135).
  @Test func atScale2() {
    let views = threeInARow(scale: 2)
    #expect(views.map(\.frame.minX) == [0, 33.5, 67.5])
    #expect(views.map(\.frame.width) == [33.5, 34, 33.5])
  }

  /// At 3×, 101 / 3 is 101 pixels exactly: every edge is on the grid already. (Frames hold
  /// an origin and a size in binary floating point, so a shared edge is the same pixel edge,
  /// equal to within rounding error rather than bit for bit.)
  @Test func atScale3() {
    let views = threeInARow(scale: 3)
    let pixelEdges = views.map { [$0.frame.minX * 3, $0.frame.maxX * 3] }
    for edges in pixelEdges {
      for edge in edges { #expect(abs(edge - edge.rounded()) < 1e-9) }
    }
    #expect(pixelEdges.map { $0.map { $0.rounded() } } == [[0, 101], [101, 202], [202, 303]])
  }

  /// A 140.5-point view centred in 303 points at 2× starts at 81.25, exactly between two
  /// pixels: it must land on the same one every time, whatever order the solver took (the
  /// noise in its arithmetic used to pick either side), with its width kept.
  @Test func halfPixelEdgesRoundTheSameWayEveryTime() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 303, height: 10))
    window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 303, height: 10), scale: 2)
    var xs: Set<CGFloat> = []
    for _ in 0..<20 {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      NSLayoutConstraint.activate([
        view.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        view.widthAnchor.constraint(equalToConstant: 140.5),
        view.topAnchor.constraint(equalTo: window.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(view.frame.width == 140.5)
      xs.insert(view.frame.minX)
    }
    #expect(xs == [81.5])
  }
}
