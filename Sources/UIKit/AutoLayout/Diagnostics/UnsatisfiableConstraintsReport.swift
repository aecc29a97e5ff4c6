/// UIKit's console report when the required constraints cannot all hold, word for word where
/// it matters, naming the constraints (with their identifiers) and the one broken.
@MainActor
enum UnsatisfiableConstraintsReport {
  static func log(conflicts: [String], breaking broken: String) {
    let list = conflicts.map { "    \"\($0)\"" }.joined(separator: ",\n")
    LayoutLog.report(
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, \
      refer to the documentation for the UIView property \
      translatesAutoresizingMaskIntoConstraints)
      (
      \(list)
      )

      Will attempt to recover by breaking constraint
      \(broken)

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the \
      debugger.
      """)
  }
}
