import Cassowary
import Testing

/// Degenerate systems, where many pivots keep the objective unchanged, still terminate.
struct DegeneracyTests {
  @Test func manyInequalitiesThroughOnePoint_terminate() throws {
    // Twenty constraints all tight at the origin (x, y ≥ 0 and k·x + y ≤ 0 … ≥ 0 mixes),
    // with wishes pulling away: every ratio test ties at zero.
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
    try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 0))
    for k in 1...10 {
      let slope = Double(k)
      try solver.addConstraint(Constraint(slope * x + y, .lessThanOrEqual, 0))
      try solver.addConstraint(Constraint(x + slope * y, .lessThanOrEqual, 0))
    }
    try solver.addConstraint(Constraint(x, .equal, 5, strength: .high))
    try solver.addConstraint(Constraint(y, .equal, 7, strength: .low))
    #expect(isClose(solver.value(of: x), 0))
    #expect(isClose(solver.value(of: y), 0))
  }

  @Test func bealeCyclingExample_terminates() throws {
    // Beale's classic LP that cycles under Dantzig's rule without anti-cycling: minimise
    // −3/4 x4 + 20 x5 − 1/2 x6 + 6 x7 subject to three rows tight at 0. Written here as
    // a low wish that the objective reach −10, which minimises it. Optimum: x4 = 1, x6 = 1,
    // x5 = x7 = 0, value −5/4.
    let solver = Solver()
    let v = (0..<8).map { Variable("x\($0)") }
    for index in 4...7 { try solver.addConstraint(Constraint(v[index], .greaterThanOrEqual, 0)) }
    try solver.addConstraint(
      Constraint(0.25 * v[4] - 8 * v[5] - v[6] + 9 * v[7], .lessThanOrEqual, 0))
    try solver.addConstraint(
      Constraint(0.5 * v[4] - 12 * v[5] - 0.5 * v[6] + 3 * v[7], .lessThanOrEqual, 0))
    try solver.addConstraint(Constraint(v[6], .lessThanOrEqual, 1))
    let objective = -0.75 * v[4] + 20 * v[5] - 0.5 * v[6] + 6 * v[7]
    try solver.addConstraint(Constraint(objective, .equal, -10, strength: .low))
    let value =
      -0.75 * solver.value(of: v[4]) + 20 * solver.value(of: v[5]) - 0.5 * solver.value(of: v[6])
      + 6 * solver.value(of: v[7])
    #expect(isClose(value, -1.25))
  }

  @Test func repeatedAddRemove_returnsToSameValues() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(Constraint(x + y, .equal, 10))
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
    try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 0))
    try solver.addConstraint(Constraint(x, .equal, 3, strength: .low))
    let before = solver.values
    for round in 0..<50 {
      let push = Constraint(y, .equal, Expression(constant: Double(round % 10)), strength: .high)
      try solver.addConstraint(push)
      #expect(isClose(solver.value(of: y), Double(round % 10)))
      try solver.removeConstraint(push)
    }
    for (variable, value) in before { #expect(isClose(solver.value(of: variable), value)) }
  }
}
