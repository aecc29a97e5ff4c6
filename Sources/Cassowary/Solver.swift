// Cassowary: an exact, incremental linear constraint solver for user-interface layout.
//
// Variables, linear expressions and constraints (`==`, `<=`, `>=`) with a strength go in;
// the values that satisfy every required constraint, and satisfy the others as well as
// their priorities allow, come out. The solver is the incremental simplex of the Cassowary
// paper (Badros, Borning and Stuckey, 2001) in the shape of kiwi: constraints are added and
// removed one at a time by primal simplex, edit variables are moved by `suggestValue` and
// re-solved by dual simplex, which touches only the rows the edit reaches.
//
// Priorities are ordered exactly, as Apple's Auto Layout Guide says the engine satisfies
// constraints: from the highest priority to the lowest, a higher one winning over any number
// of lower ones. The objective is lexicographic, after the paper's symbolic weights: instead
// of one row with weighted error terms, the tableau has one objective row per priority in use.
// A symbol's reduced cost is the vector of its coefficients in those rows, read from the
// highest priority down, and it improves the objective only if its first non-zero entry is
// negative, so no amount of error at priority 500 can buy a unit at 501. Within one priority,
// each constraint's error counts once: they add up, and each is brought as close as the
// higher ones allow. Required constraints (1000) have no error terms at all; one that cannot
// hold is refused.
//
// Speed comes from sparsity: rows are hash maps keyed by integer symbol ids (`SymbolMap`), a
// column index lists the rows that mention each symbol so a pivot rewrites only those, and
// rows that define user variables may refer to other basic symbols unexpanded (see
// `Tableau`), so a chain or nesting of views costs space in proportion to its constraints and
// pivots never touch those rows. A restricted row can still be long (the row that sums a chain
// of views mentions every view's error terms); long rows are added through a dense
// `Accumulator`, and a substitution hands the long result the slot of the old long row so
// that column entries stay put (`RowRewrite`); a suggestion's dual simplex leaves short rows
// referring to such a row instead of copying it in (`LazyRows`). Values are read through an
// `Evaluation`, the rows of user variables flattened in dependency order, which outlives a
// suggestion's re-solve. Degenerate steps follow Bland's rule and cannot cycle. A required
// constraint that turns out unsatisfiable half-way through is undone from a journal
// of the rows it changed, so the solver is exactly as before the call; the error names the
// required constraints whose markers appear in the final row of infeasibility (the classic
// Cassowary explanation), which is what a UIKit-style report needs.

/// A constraint solver. Add constraints, then read values; move edit variables with
/// ``suggestValue(_:for:)`` for cheap re-solves.
///
/// Every method that throws leaves the solver exactly as it was before the call.
public final class Solver {
  // A solver is not shared between threads (it is not `Sendable`), and every method reaches
  // the engine once; dynamic exclusivity checks cost as much as reading a value.
  @exclusivity(unchecked) private var engine = Engine()

  public init() {}

  /// Adds a constraint and re-solves.
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already added;
  ///   ``SolverError/nonFiniteConstraint(_:)`` for an infinite or NaN coefficient or constant;
  ///   ``SolverError/invalidStrength(_:)`` for a priority outside `0 < priority ≤ 1000`;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` for a required constraint that
  ///   cannot hold with the required constraints already added.
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    try engine.add(constraint)
  }

  /// Removes a constraint and re-solves.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it was not added.
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    try engine.remove(constraint)
  }

  /// Puts `new` where `old` was, and re-solves. A constraint that differs from the old one
  /// only in its constant (a layout constraint's `constant` set, a margin that changed)
  /// moves in the tableau as it stands, as a suggested value does: variables the constraints
  /// leave free keep their values, where removing and adding could settle them elsewhere.
  /// - Throws: what ``removeConstraint(_:)`` and ``addConstraint(_:)`` throw; when `new`
  ///   cannot hold with the required constraints, `old` stays.
  public func replaceConstraint(_ old: Constraint, with new: Constraint) throws(SolverError) {
    try engine.replace(old, with: new)
  }

  /// Whether the constraint has been added and not removed.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    engine.constraints[constraint.id] != nil
  }

  /// Makes `variable` editable at a non-required strength. Its suggested value starts at the
  /// variable's current value, so adding it moves nothing until ``suggestValue(_:for:)``.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already is one;
  ///   ``SolverError/requiredEditVariable(_:)`` for a required strength;
  ///   ``SolverError/invalidStrength(_:)`` for a priority outside `0 < priority ≤ 1000`.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try engine.addEdit(variable, strength: strength)
  }

  /// Stops editing `variable` and re-solves.
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try engine.removeEdit(variable)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { engine.edits[variable] != nil }

  /// Asks for `value` as the edit variable's value at its strength, and re-solves
  /// incrementally (a window resize, a changed constant).
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable;
  ///   ``SolverError/nonFiniteSuggestion(_:_:)`` for an infinite or NaN value.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try engine.suggest(value, for: variable)
  }

  /// The solved value of `variable`; 0 for a variable no constraint mentions.
  public func value(of variable: Variable) -> Double { engine.value(of: variable) }

  /// The solved value of every variable that the constraints mention.
  public var values: [Variable: Double] {
    let values = engine.currentValues()
    var result: [Variable: Double] = [:]
    for (symbol, variable) in engine.variableOf.enumerated() {
      if let variable { result[variable] = values[symbol] }
    }
    return result
  }

  /// Removes every constraint and edit variable.
  public func reset() { engine = Engine() }

  /// The tableau as text: the objective rows by priority, each basic symbol's row (slack,
  /// error and dummy symbols read `s7`, `e7`, `d7`), the values and the edit variables.
  public func dump() -> String { engine.dump() }
}
