import Cassowary
import Testing

/// Each refusal is a typed value naming what went wrong, and leaves the solver as it was.
struct ErrorTests {
  /// A small solved layout to refuse things against: x ∈ [0, 100] wants 30, y = x + 10.
  private func layout() throws -> (Solver, x: Variable, y: Variable, bounds: [Constraint]) {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let bounds = [
      Constraint(x, .greaterThanOrEqual, 0), Constraint(x, .lessThanOrEqual, 100),
      Constraint(y, .equal, x + 10),
    ]
    for constraint in bounds { try solver.addConstraint(constraint) }
    try solver.addConstraint(Constraint(x, .equal, 30, strength: .low))
    return (solver, x, y, bounds)
  }

  @Test func unsatisfiableEquality_namesConflictAndKeepsState() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = Constraint(x, .equal, 10)
    try solver.addConstraint(pin)
    let before = SolverSnapshot(solver)
    let clash = Constraint(x, .equal, 20)
    #expect(throws: SolverError.unsatisfiableConstraint(clash, conflicts: [pin])) {
      try solver.addConstraint(clash)
    }
    #expect(SolverSnapshot(solver) == before)
    #expect(!solver.hasConstraint(clash))
  }

  @Test func unsatisfiableInequality_namesTheBoundsItCrosses() throws {
    let (solver, x, y, bounds) = try layout()
    let before = SolverSnapshot(solver)
    // y ≥ 200 needs x ≥ 190, past x ≤ 100: the conflict is x ≤ 100 with y = x + 10.
    let clash = Constraint(y, .greaterThanOrEqual, 200)
    #expect(throws: SolverError.unsatisfiableConstraint(clash, conflicts: [bounds[1], bounds[2]])) {
      try solver.addConstraint(clash)
    }
    #expect(SolverSnapshot(solver) == before)
    #expect(isClose(solver.value(of: x), 30))
    // The solver still works after the refusal.
    try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 90))
    #expect(isClose(solver.value(of: x), 80))
  }

  @Test func unsatisfiableAfterWeakPull_rollsBackEveryPivot() throws {
    // Non-unique optimum (a chain squeezed by weak wishes): a refused constraint must not
    // leave the solver at another optimal vertex.
    let solver = Solver()
    let widths = (0..<4).map { Variable("w\($0)") }
    for width in widths {
      try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 10))
      try solver.addConstraint(Constraint(width, .equal, 50, strength: .low))
    }
    let sum = widths.dropFirst().reduce(Expression(widths[0])) { $0 + $1 }
    try solver.addConstraint(Constraint(sum, .lessThanOrEqual, 120))
    let before = SolverSnapshot(solver)
    let clash = Constraint(sum, .greaterThanOrEqual, 130)
    #expect(throws: SolverError.self) { try solver.addConstraint(clash) }
    #expect(SolverSnapshot(solver) == before)
  }

  @Test func constantOnlyConstraints_holdOrAreRefused() throws {
    let solver = Solver()
    try solver.addConstraint(Constraint(0, .equal, 0))
    try solver.addConstraint(Constraint(0, .lessThanOrEqual, 5))
    let before = SolverSnapshot(solver)
    for impossible in [Constraint(0, .equal, 5), Constraint(0, .greaterThanOrEqual, 5)] {
      #expect(throws: SolverError.unsatisfiableConstraint(impossible, conflicts: [])) {
        try solver.addConstraint(impossible)
      }
    }
    #expect(SolverSnapshot(solver) == before)
  }

  @Test func duplicateConstraint() throws {
    let (solver, _, _, bounds) = try layout()
    let before = SolverSnapshot(solver)
    #expect(throws: SolverError.duplicateConstraint(bounds[0])) {
      try solver.addConstraint(bounds[0])
    }
    #expect(SolverSnapshot(solver) == before)
  }

  @Test func unknownConstraint() throws {
    let (solver, x, _, _) = try layout()
    let before = SolverSnapshot(solver)
    let stranger = Constraint(x, .equal, 1)
    #expect(throws: SolverError.unknownConstraint(stranger)) {
      try solver.removeConstraint(stranger)
    }
    #expect(SolverSnapshot(solver) == before)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteConstraint_isRefused(_ bad: Double) throws {
    let (solver, x, y, _) = try layout()
    let before = SolverSnapshot(solver)
    for constraint in [
      Constraint(x, .equal, Expression(constant: bad)),
      Constraint(bad * x, .lessThanOrEqual, 3),
      Constraint(x + bad * y, .greaterThanOrEqual, 0, strength: .low),
    ] {
      #expect(throws: SolverError.nonFiniteConstraint(constraint)) {
        try solver.addConstraint(constraint)
      }
    }
    #expect(SolverSnapshot(solver) == before)
  }

  @Test(arguments: [0.0, -5, 1000.5, .nan, .infinity])
  func invalidStrength_isRefused(_ priority: Double) throws {
    let (solver, x, _, _) = try layout()
    let before = SolverSnapshot(solver)
    let constraint = Constraint(x, .equal, 1, strength: Strength(priority))
    #expect(throws: SolverError.self) { try solver.addConstraint(constraint) }
    #expect(throws: SolverError.self) {
      try solver.addEditVariable(x, strength: Strength(priority))
    }
    #expect(SolverSnapshot(solver) == before)
  }

  @Test func editVariableErrors() throws {
    let (solver, x, y, _) = try layout()
    try solver.addEditVariable(x, strength: .high)
    let before = SolverSnapshot(solver)
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, strength: .low)
    }
    #expect(throws: SolverError.unknownEditVariable(y)) { try solver.suggestValue(3, for: y) }
    #expect(throws: SolverError.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
    #expect(throws: SolverError.requiredEditVariable(y)) {
      try solver.addEditVariable(y, strength: .required)
    }
    #expect(SolverSnapshot(solver) == before)
  }

  @Test func nonFiniteSuggestion_isRefused() throws {
    let (solver, x, _, _) = try layout()
    try solver.addEditVariable(x, strength: .high)
    try solver.suggestValue(60, for: x)
    let before = SolverSnapshot(solver)
    for bad in [Double.nan, .infinity] {
      #expect {
        try solver.suggestValue(bad, for: x)
      } throws: { error in
        guard case .nonFiniteSuggestion(let variable, _) = error as? SolverError else {
          return false
        }
        return variable == x
      }
    }
    #expect(SolverSnapshot(solver) == before)
    #expect(isClose(solver.value(of: x), 60))
  }

  @Test func errorDescriptions_nameTheCulprit() {
    let x = Variable("width")
    #expect(SolverError.unknownEditVariable(x).description.contains("width"))
    let constraint = Constraint(x, .equal, 3)
    let report = SolverError.unsatisfiableConstraint(constraint, conflicts: [constraint])
    #expect(report.description.contains("conflicts with"))
  }
}
