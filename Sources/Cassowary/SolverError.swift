/// What the solver refused, with the offending constraint or variable.
///
/// After any of these is thrown the solver is exactly as it was before the call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints already added.
  /// `conflicts` are the required constraints that, with it, leave no solution.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// A coefficient or the constant of the constraint is infinite or NaN.
  case nonFiniteConstraint(Constraint)
  /// The strength's priority is not in `0 < priority ≤ 1000`.
  case invalidStrength(Strength)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// An edit variable must be weaker than required.
  case requiredEditVariable(Variable)
  /// A suggested value is infinite or NaN.
  case nonFiniteSuggestion(Variable, Double)

  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint, let conflicts):
      let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
      return "Unable to satisfy \(constraint); it conflicts with:\n\(list)"
    case .duplicateConstraint(let constraint): return "Duplicate constraint \(constraint)"
    case .unknownConstraint(let constraint): return "Unknown constraint \(constraint)"
    case .nonFiniteConstraint(let constraint): return "Non-finite value in \(constraint)"
    case .invalidStrength(let strength): return "Priority \(strength) is not in 1...1000"
    case .duplicateEditVariable(let variable): return "\(variable) is already an edit variable"
    case .unknownEditVariable(let variable): return "\(variable) is not an edit variable"
    case .requiredEditVariable(let variable): return "Edit variable \(variable) cannot be required"
    case .nonFiniteSuggestion(let variable, let value):
      return "Non-finite value \(value) suggested for \(variable)"
    }
  }
}
