import Cassowary

/// Everything observable about a solver, to show that a refused call changed nothing.
struct SolverSnapshot: Equatable {
  let dump: String
  let values: [Variable: Double]

  init(_ solver: Solver) {
    dump = solver.dump()
    values = solver.values
  }
}

/// Asserts `value` is within `tolerance` of `expected`.
func isClose(_ value: Double, _ expected: Double, tolerance: Double = 1e-6) -> Bool {
  abs(value - expected) <= tolerance
}
