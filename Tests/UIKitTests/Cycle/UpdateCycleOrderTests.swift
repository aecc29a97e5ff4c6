import Testing

@testable import UIKit

/// The order of UIKit's update cycle, from "setNeedsLayout()", "layoutIfNeeded()",
/// "updateConstraints()" and "setNeedsDisplay()" in Apple's UIView reference: constraints are
/// updated from the leaves up (a view's after its subviews'), then layout runs from the top
/// down, then display (drawing) from the top down; the marks are notes that wait for the next
/// cycle, so several of them cost one pass.
@MainActor
@Suite struct UpdateCycleOrderTests {
  /// Each pair (earlier, later) appears in that order in the log.
  func expectOrder(_ pairs: [(String, String)], in log: CallLog) {
    for (earlier, later) in pairs {
      let first = log.index(of: earlier)
      let second = log.index(of: later)
      #expect(first != nil && second != nil && first! < second!, "\(earlier) before \(later)")
    }
  }

  @Test func constraintsBottomUpThenLayoutTopDownThenDisplayTopDown() async {
    let scene = TracingScene()
    await scene.settle()
    for view in scene.views {
      view.setNeedsUpdateConstraints()
      view.setNeedsLayout()
      view.setNeedsDisplay()
    }
    #expect(scene.log.entries.isEmpty, "the marks are notes: nothing runs before the turn ends")
    await endRunLoopTurn()
    let log = scene.log
    let bounds = { (view: TracingView) in "\(view.name).draw \(view.bounds)" }
    // Bottom-up: a subview's constraints before its superview's.
    expectOrder(
      [
        ("a1.updateConstraints", "a.updateConstraints"),
        ("a.updateConstraints", "root.updateConstraints"),
        ("b.updateConstraints", "root.updateConstraints"),
      ], in: log)
    // Top-down: a superview lays out (and draws) before its subviews.
    expectOrder(
      [
        ("root.layoutSubviews", "a.layoutSubviews"), ("a.layoutSubviews", "a1.layoutSubviews"),
        ("root.layoutSubviews", "b.layoutSubviews"),
        (bounds(scene.root), bounds(scene.a)), (bounds(scene.a), bounds(scene.a1)),
        (bounds(scene.root), bounds(scene.b)),
      ], in: log)
    // The three passes do not interleave: all constraints, then all layout, then all drawing.
    let kinds = log.entries.map { $0.split(separator: ".")[1].split(separator: " ")[0] }
    #expect(
      kinds == Array(repeating: "updateConstraints", count: 4)
        + Array(repeating: "layoutSubviews", count: 4) + Array(repeating: "draw", count: 4))
    scene.close()
  }

  @Test func threeSetNeedsLayoutCallsMakeOneLayoutAtTheEndOfTheTurn() async {
    let scene = TracingScene()
    await scene.settle()
    scene.a.setNeedsLayout()
    scene.a.setNeedsLayout()
    scene.a.setNeedsLayout()
    #expect(scene.log.entries(startingWith: "a.layoutSubviews").isEmpty)
    await endRunLoopTurn()
    #expect(scene.log.entries == ["a.layoutSubviews"])
    scene.close()
  }

  @Test func threeSetNeedsLayoutCallsMakeOneLayoutAtLayoutIfNeeded() async {
    let scene = TracingScene()
    await scene.settle()
    scene.a.setNeedsLayout()
    scene.a.setNeedsLayout()
    scene.a.setNeedsLayout()
    scene.a.layoutIfNeeded()
    #expect(scene.log.entries == ["a.layoutSubviews"])
    // Nothing is left for the end of the turn.
    await endRunLoopTurn()
    #expect(scene.log.entries == ["a.layoutSubviews"])
    scene.close()
  }

  /// "If no layout updates are pending, this method exits without modifying the layout or
  /// calling any layout-related callbacks."
  @Test func layoutIfNeededWithNothingPendingCallsNothing() async {
    let scene = TracingScene()
    await scene.settle()
    scene.root.layoutIfNeeded()
    #expect(scene.log.entries.isEmpty)
    scene.close()
  }

  /// Changing the bounds "automatically redisplays the view without calling its draw(_:)
  /// method", unless contentMode is .redraw.
  @Test func aSizeChangeLaysOutWithoutRedrawing() async {
    let scene = TracingScene()
    await scene.settle()
    scene.a.frame.size = CGSize(width: 12, height: 9)
    await endRunLoopTurn()
    #expect(scene.log.entries(startingWith: "a.layoutSubviews") == ["a.layoutSubviews"])
    #expect(scene.log.entries(startingWith: "a.draw").isEmpty)
    scene.close()
  }

  @Test func aSizeChangeRedrawsWithTheRedrawContentMode() async {
    let scene = TracingScene()
    scene.a.contentMode = .redraw
    await scene.settle()
    scene.a.frame.size = CGSize(width: 12, height: 9)
    await endRunLoopTurn()
    #expect(scene.log.entries(startingWith: "a.layoutSubviews") == ["a.layoutSubviews"])
    #expect(
      scene.log.entries(startingWith: "a.draw")
        == ["a.draw \(CGRect(x: 0, y: 0, width: 12, height: 9))"])
    scene.close()
  }

  @Test func setNeedsDisplayDrawsWithoutLayingOut() async {
    let scene = TracingScene()
    await scene.settle()
    scene.b.setNeedsDisplay()
    scene.b.setNeedsDisplay()
    #expect(scene.log.entries.isEmpty)
    await endRunLoopTurn()
    #expect(scene.log.entries == ["b.draw \(CGRect(x: 0, y: 0, width: 20, height: 20))"])
    scene.close()
  }

  /// setNeedsDisplay(_:) "marks the specified rectangle of the receiver as needing to be
  /// redrawn"; draw(_:) receives that rect.
  @Test func setNeedsDisplayInRectPassesTheRectToDraw() async {
    let scene = TracingScene()
    await scene.settle()
    let dirty = CGRect(x: 2, y: 4, width: 6, height: 8)
    scene.b.setNeedsDisplay(dirty)
    await endRunLoopTurn()
    #expect(scene.log.entries == ["b.draw \(dirty)"])
    scene.close()
  }

  /// Two rects marked in one turn are drawn once, in one draw(_:) covering both.
  @Test func twoDirtyRectsDrawOnceOverTheirUnion() async {
    let scene = TracingScene()
    await scene.settle()
    scene.b.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
    scene.b.setNeedsDisplay(CGRect(x: 5, y: 6, width: 3, height: 3))
    await endRunLoopTurn()
    // From (1, 1) to (8, 9).
    #expect(scene.log.entries == ["b.draw \(CGRect(x: 1, y: 1, width: 7, height: 8))"])
    scene.close()
  }
}
