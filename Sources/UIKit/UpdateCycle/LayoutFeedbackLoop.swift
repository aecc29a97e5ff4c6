/// Catches a layout feedback loop — a `layoutSubviews` that keeps invalidating layout — after
/// a bounded number of passes, and names the views that kept asking to be laid out.
@MainActor
enum LayoutFeedbackLoop {
  /// How many top-down passes one `layoutIfNeeded` may take before giving up.
  static let maximumPasses = 100

  private static var counts: [ObjectIdentifier: (view: UIView, count: Int)] = [:]

  static func recordLayout(of view: UIView) {
    let key = ObjectIdentifier(view)
    counts[key] = (view, (counts[key]?.count ?? 0) + 1)
  }

  /// Reports the loop under `root`, clears the marks so that nothing hangs, and forgets the
  /// counts.
  static func report(in root: UIView) {
    let culprits = counts.values.filter { $0.view.isDescendant(of: root) }
      .sorted { $0.count > $1.count }.prefix(5)
    let names = culprits.map { "  \($0.view.shortDescription) laid out \($0.count) times" }
    LayoutLog.report(
      "Layout feedback loop: after \(maximumPasses) layout passes under "
        + "\(root.shortDescription) views still need layout. A layoutSubviews() keeps "
        + "invalidating layout (setNeedsLayout, or a change of size or constraints). The views "
        + "laid out most often:\n" + names.joined(separator: "\n")
        + "\nLayout stops here for this pass.")
    clearMarks(under: root)
    counts = [:]
  }

  /// Forgets the counts once a layout call finishes normally.
  static func reset() { counts = [:] }

  private static func clearMarks(under view: UIView) {
    view.needsLayoutFlag = false
    for subview in view.subviews { clearMarks(under: subview) }
  }
}
