import Testing
import UIKit

/// UIView's hierarchy and coordinate calls, from its reference: convert(_:to:) maps between
/// bounds coordinates (nil meaning the window's), viewWithTag(_:) searches the view and its
/// subviews, isDescendant(of:) includes the view itself, and bringSubviewToFront(_:) /
/// sendSubviewToBack(_:) reorder the subviews (back to front).
@MainActor
@Suite struct HierarchyGeometryTests {
  @Test func convertBetweenViews() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let inner = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    let sibling = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    window.addSubview(outer)
    outer.addSubview(inner)
    window.addSubview(sibling)
    // inner's origin is at 10 + 5, 20 + 5 in the window.
    #expect(inner.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
    #expect(inner.convert(CGPoint(x: 1, y: 2), to: window) == CGPoint(x: 16, y: 27))
    // And 15 - 100, 25 - 100 from the sibling's origin.
    #expect(
      inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: sibling)
        == CGRect(x: -85, y: -75, width: 10, height: 10))
    #expect(inner.convert(CGPoint(x: -85, y: -75), from: sibling) == .zero)
    // A scrolled superview (bounds origin 0, 50) moves its subviews up by 50.
    outer.bounds.origin = CGPoint(x: 0, y: 50)
    #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: -25))
  }

  @Test func viewWithTagAndIsDescendant() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let deep = UIView()
    a.tag = 1
    b.tag = 2
    deep.tag = 2
    root.addSubview(a)
    a.addSubview(deep)
    root.addSubview(b)
    #expect(root.viewWithTag(1) === a)
    // Depth first: deep (under a, the first subview) comes before b.
    #expect(root.viewWithTag(2) === deep)
    #expect(root.viewWithTag(3) == nil)
    // The view itself matches (every view's tag is 0 by default).
    #expect(root.viewWithTag(0) === root)
    #expect(deep.isDescendant(of: root))
    #expect(deep.isDescendant(of: deep))
    #expect(!root.isDescendant(of: deep))
    #expect(!b.isDescendant(of: a))
  }

  @Test func bringToFrontAndSendToBack() {
    let root = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a, b, c] { root.addSubview(view) }
    root.bringSubviewToFront(a)
    #expect(root.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    root.sendSubviewToBack(c)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    // The layers follow the subviews' order.
    #expect(
      root.layer.sublayers?.map(ObjectIdentifier.init)
        == [c, b, a].map { ObjectIdentifier($0.layer) })
  }
}
