import Foundation
import QuartzCore

extension UIView {
  /// Whether the view is marked as needing the update-constraints pass.
  public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

  func markNeedsUpdateConstraints() {
    needsUpdateConstraintsFlag = true
    scheduleUpdateCycle()
  }

  func markNeedsLayout() {
    needsLayoutFlag = true
    scheduleUpdateCycle()
  }

  /// Queues the update cycle for the end of the run-loop turn if the view is in a window;
  /// views outside windows are brought up to date only by the `…IfNeeded` calls, as on iOS.
  func scheduleUpdateCycle() {
    if windowStorage != nil { UpdateScheduler.schedule() }
  }

  // MARK: Update constraints, bottom-up

  /// Calls ``updateConstraints()`` on every marked view of the subtree, subviews before their
  /// superview, and checks that each override called super.
  func runUpdateConstraintsPass() {
    for subview in subviewStorage { subview.runUpdateConstraintsPass() }
    guard needsUpdateConstraintsFlag else { return }
    needsUpdateConstraintsFlag = false
    calledSuperUpdateConstraints = false
    UpdateCycleTrace.observer?("updateConstraints()", self)
    if let controller = owningViewController {
      controller.runUpdateViewConstraints()
    } else {
      updateConstraints()
    }
    if !calledSuperUpdateConstraints {
      LayoutLog.report(
        "\(shortDescription) overrides updateConstraints() but did not call "
          + "super.updateConstraints() as its last step. UIKit raises an exception here; "
          + "Offscreen carries on.")
    }
  }

  // MARK: Layout, top-down

  /// UIKit's layoutIfNeeded: constraints are brought up to date, then layout runs from the
  /// highest ancestor that needs it through the whole subtree beneath it, until nothing is
  /// left to lay out or a feedback loop is evident.
  func runLayoutIfNeeded() {
    let root = rootView
    root.runUpdateConstraintsPass()
    root.engineIfBuilt?.sync()
    var start = self
    while let parent = start.superviewStorage, parent.needsLayoutFlag { start = parent }
    var passes = 0
    // The counts name the culprits of a loop; they hold the views, so they go when layout ends.
    defer { LayoutFeedbackLoop.reset() }
    while start.subtreeNeedsLayout {
      passes += 1
      guard passes <= LayoutFeedbackLoop.maximumPasses else {
        return LayoutFeedbackLoop.report(in: start)
      }
      start.layOutSubtree()
    }
  }

  /// Whether the view or one of its descendants is marked as needing layout.
  var subtreeNeedsLayout: Bool {
    needsLayoutFlag || subviewStorage.contains { $0.subtreeNeedsLayout }
  }

  private func layOutSubtree() {
    // Every view reached, laid out or not: a view moved by its superview has new insets.
    updateSafeAreaAndMargins()
    // Capsules and concentric corners follow the size and place the superview just gave.
    applyCornerConfiguration()
    if needsLayoutFlag {
      needsLayoutFlag = false
      LayoutFeedbackLoop.recordLayout(of: self)
      if superviewStorage == nil { applyEngineSizeToRoot() }
      UpdateCycleTrace.observer?("layoutSubviews()", self)
      layoutSublayers(of: layer)
    }
    for subview in subviewStorage { subview.layOutSubtree() }
  }

  // MARK: Display, top-down

  /// Redraws every view of the subtree marked as needing display, parents first.
  func runDisplayPass() {
    layer.displayIfNeeded()
    // What a clipping view (a scroll view) shows none of is not drawn until it comes into view.
    for subview in subviewStorage where !layer.clipsAway(subview.layer) {
      subview.runDisplayPass()
    }
  }

  /// Marks every view of the subtree as needing display (a window change or new traits).
  func setNeedsDisplayForSubtree() {
    layer.setNeedsDisplay()
    for subview in subviewStorage { subview.setNeedsDisplayForSubtree() }
    scheduleUpdateCycle()
  }
}
