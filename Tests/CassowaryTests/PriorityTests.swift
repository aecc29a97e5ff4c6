import Cassowary
import Testing

/// Priorities are ordered strictly, as Auto Layout orders them, not weighted.
struct PriorityTests {
  @Test func oneAt501_beatsTwentyAt500() throws {
    let solver = Solver()
    let x = Variable("x")
    for _ in 0..<20 {
      try solver.addConstraint(Constraint(x, .equal, 0, strength: Strength(500)))
    }
    try solver.addConstraint(Constraint(x, .equal, 100, strength: Strength(501)))
    #expect(isClose(solver.value(of: x), 100))
  }

  @Test func fourAt250_doNotOutvoteOneAt750() throws {
    // Weighted sums (kiwi's tiers at 250 × 4 = 1000 > 750) would move x; UIKit does not.
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(x, .equal, 10, strength: .high))
    for _ in 0..<4 { try solver.addConstraint(Constraint(x, .equal, 90, strength: .low)) }
    #expect(isClose(solver.value(of: x), 10))
  }

  @Test func withinOnePriority_errorsAddUp() throws {
    // Three wishes at one priority: x = 0 twice, x = 30 once: the sum of errors
    // 2|x| + |x − 30| is least at x = 0.
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(x, .equal, 0, strength: .low))
    try solver.addConstraint(Constraint(x, .equal, 0, strength: .low))
    try solver.addConstraint(Constraint(x, .equal, 30, strength: .low))
    #expect(isClose(solver.value(of: x), 0))
  }

  @Test func lowerPriority_stillSatisfiedAsFarAsHigherAllows() throws {
    // x ≤ 40 at 750 caps the 250 wish x = 100: x comes as close as allowed, 40.
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(x, .equal, 100, strength: .low))
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 40, strength: .high))
    #expect(isClose(solver.value(of: x), 40))
  }

  @Test func fractionalPriorities_areOrderedToo() throws {
    let solver = Solver()
    let x = Variable("x")
    for _ in 0..<10 {
      try solver.addConstraint(Constraint(x, .equal, 1, strength: Strength(500)))
    }
    try solver.addConstraint(Constraint(x, .equal, 2, strength: Strength(500.5)))
    #expect(isClose(solver.value(of: x), 2))
  }

  @Test func hierarchy_threeLevels() throws {
    // 1 @999: x ≥ 50; 5 @500: x = 0; 1 @750: x = 70 ⇒ 70 (the 750 wish outranks all 500s).
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 50, strength: Strength(999)))
    for _ in 0..<5 { try solver.addConstraint(Constraint(x, .equal, 0, strength: Strength(500))) }
    try solver.addConstraint(Constraint(x, .equal, 70, strength: .high))
    #expect(isClose(solver.value(of: x), 70))
  }
}
