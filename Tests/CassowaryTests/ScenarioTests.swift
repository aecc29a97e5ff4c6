import Cassowary
import Testing

/// Scenarios from the Cassowary paper and kiwi's tests, with answers worked out by hand.
struct ScenarioTests {
  @Test func equality_fixesVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(x + 2, .equal, 20))
    #expect(isClose(solver.value(of: x), 18))
  }

  @Test func twoEqualities_solveLinearSystem() throws {
    // x + y = 10, x − y = 4  ⇒  x = 7, y = 3.
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(Constraint(x + y, .equal, 10))
    try solver.addConstraint(Constraint(x - y, .equal, 4))
    #expect(isClose(solver.value(of: x), 7))
    #expect(isClose(solver.value(of: y), 3))
  }

  @Test func inequality_bindsWeakPreference() throws {
    // x wants 0 (weak) but must be ≥ 10, and y wants 100 but must be ≤ x + 5.
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(Constraint(x, .equal, 0, strength: .low))
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
    try solver.addConstraint(Constraint(y, .equal, 100, strength: .low))
    try solver.addConstraint(Constraint(y, .lessThanOrEqual, x + 5))
    // Level 250 errors: |x| + |y − 100| with y ≤ x + 5, x ≥ 10: any x in [10, …] with
    // y = x + 5 costs x + 95 − x = 95 … minimum at x = 10 costs 10 + 85 = 95; x = 95 costs 95.
    // The total is 95 along the whole segment, so check the invariants, not one vertex.
    let xValue = solver.value(of: x)
    let yValue = solver.value(of: y)
    #expect(xValue >= 10 - 1e-9)
    #expect(yValue <= xValue + 5 + 1e-9)
    #expect(isClose(abs(xValue) + abs(yValue - 100), 95))
  }

  @Test func midpoint_classicExample() throws {
    // A weak wish for left = 90 pushes right to its limit.
    let (solver, left, mid, right) = try midpointSystem()
    try solver.addConstraint(Constraint(left, .equal, 90, strength: .low))
    #expect(isClose(solver.value(of: left), 90))
    #expect(isClose(solver.value(of: right), 100))
    #expect(isClose(solver.value(of: mid), 95))
  }

  @Test func editVariable_dragsMidpointWithinBounds() throws {
    let (solver, left, mid, right) = try midpointSystem()
    try solver.addConstraint(Constraint(left, .equal, 0, strength: .low))
    try solver.addConstraint(Constraint(right, .equal, 20, strength: .low))
    try solver.addEditVariable(mid, strength: .high)
    // mid at 40: left and right must average 40; the weak wishes (left 0, right 20) cost
    // |left| + |right − 20| = left + right − 20 = 60 whenever left ≤ … so check the sum.
    try solver.suggestValue(40, for: mid)
    #expect(isClose(solver.value(of: mid), 40))
    #expect(isClose(solver.value(of: left) + solver.value(of: right), 80))
    // mid at 99 cannot hold (right ≤ 100, left ≤ right − 10 ⇒ mid ≤ 95): it stops at 95.
    try solver.suggestValue(99, for: mid)
    #expect(isClose(solver.value(of: mid), 95))
    #expect(isClose(solver.value(of: right), 100))
    #expect(isClose(solver.value(of: left), 90))
    // Back to 5: left ≥ 0, right ≥ left + 10 ⇒ mid ≥ 5 holds exactly with left 0, right 10.
    try solver.suggestValue(5, for: mid)
    #expect(isClose(solver.value(of: left), 0))
    #expect(isClose(solver.value(of: right), 10))
  }

  @Test func editVariable_resizeRelaysOutRow() throws {
    // A container of width W holding two views 8 apart with 16 margins; the views want 100
    // each (low); required widths ≥ 20. W is edited strongly.
    let solver = Solver()
    let width = Variable("W")
    let a = Variable("a.width")
    let b = Variable("b.width")
    try solver.addConstraint(Constraint(16 + a + 8 + b + 16, .equal, width))
    for view in [a, b] {
      try solver.addConstraint(Constraint(view, .greaterThanOrEqual, 20))
      try solver.addConstraint(Constraint(view, .equal, 100, strength: .low))
    }
    try solver.addEditVariable(width, strength: .high)
    for (suggested, total) in [(240.0, 200.0), (100, 60), (400, 360), (30, 40)] {
      try solver.suggestValue(suggested, for: width)
      // W holds when the widths allow it (a + b ≥ 40); the low wishes never move W.
      let expectedWidth = max(suggested, 80)
      #expect(isClose(solver.value(of: width), expectedWidth))
      #expect(isClose(solver.value(of: a) + solver.value(of: b), max(total, 40)))
      #expect(solver.value(of: a) >= 20 - 1e-9 && solver.value(of: b) >= 20 - 1e-9)
    }
  }

  @Test func removingConstraint_restoresPreviousSolution() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(x, .equal, 10, strength: .low))
    let strong = Constraint(x, .equal, 50, strength: .high)
    try solver.addConstraint(strong)
    #expect(isClose(solver.value(of: x), 50))
    try solver.removeConstraint(strong)
    #expect(isClose(solver.value(of: x), 10))
  }

  @Test func removingRequiredEquality_freesChainBehindIt() throws {
    // a = 10; b = a + 5; c = b + 5 (required); remove a = 10, and a weak a = 0 takes over.
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let pin = Constraint(a, .equal, 10)
    try solver.addConstraint(pin)
    try solver.addConstraint(Constraint(b, .equal, a + 5))
    try solver.addConstraint(Constraint(c, .equal, b + 5))
    try solver.addConstraint(Constraint(a, .equal, 0, strength: .low))
    #expect(isClose(solver.value(of: c), 20))
    try solver.removeConstraint(pin)
    #expect(isClose(solver.value(of: a), 0))
    #expect(isClose(solver.value(of: b), 5))
    #expect(isClose(solver.value(of: c), 10))
    try solver.addConstraint(pin)
    #expect(isClose(solver.value(of: c), 20))
  }

  @Test func addingEditVariable_keepsCurrentValue() throws {
    // x wants 7 (low); a strong edit on x must not pull it anywhere until a suggestion.
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(x, .equal, 7, strength: .low))
    try solver.addEditVariable(x, strength: .high)
    #expect(isClose(solver.value(of: x), 7))
    try solver.suggestValue(12, for: x)
    #expect(isClose(solver.value(of: x), 12))
  }

  @Test func removingEditVariable_releasesIt() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(x, .equal, 7, strength: .low))
    try solver.addEditVariable(x, strength: .high)
    try solver.suggestValue(30, for: x)
    #expect(isClose(solver.value(of: x), 30))
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(isClose(solver.value(of: x), 7))
  }

  @Test func redundantRequiredEqualities_areAcceptedAndRemovable() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let first = Constraint(x, .equal, y)
    let again = Constraint(x - y, .equal, 0)
    try solver.addConstraint(Constraint(y, .equal, 4))
    try solver.addConstraint(first)
    try solver.addConstraint(again)
    #expect(isClose(solver.value(of: x), 4))
    try solver.removeConstraint(first)
    #expect(isClose(solver.value(of: x), 4))
    try solver.removeConstraint(again)
    #expect(solver.hasConstraint(again) == false)
  }

  @Test func chainOfViews_fillsContainer() throws {
    // Three views in a row in 332 pt: 16 + w0 + 8 + w1 + 8 + w2 + 16, weak widths 100 that
    // cannot all hold (natural 348): total width 284, each between 20 and 100.
    let solver = Solver()
    let container = Variable("container.width")
    let widths = (0..<3).map { Variable("v\($0).width") }
    let lefts = (0..<3).map { Variable("v\($0).left") }
    try solver.addConstraint(Constraint(container, .equal, 332))
    try solver.addConstraint(Constraint(lefts[0], .equal, 16))
    for index in 1..<3 {
      try solver.addConstraint(
        Constraint(lefts[index], .equal, lefts[index - 1] + widths[index - 1] + 8))
    }
    for width in widths {
      try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 20))
      try solver.addConstraint(Constraint(width, .equal, 100, strength: .low))
    }
    try solver.addConstraint(Constraint(lefts[2] + widths[2], .lessThanOrEqual, container - 16))
    let total = widths.map { solver.value(of: $0) }.reduce(0, +)
    #expect(isClose(total, 284))
    #expect(isClose(solver.value(of: lefts[2]) + solver.value(of: widths[2]), 316))
    for width in widths { #expect(solver.value(of: width) >= 20 - 1e-9) }
  }

  @Test func unconstrainedVariable_readsZero() {
    #expect(Solver().value(of: Variable("loose")) == 0)
  }

  @Test func reset_forgetsEverything() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = Constraint(x, .equal, 3)
    try solver.addConstraint(pin)
    solver.reset()
    #expect(!solver.hasConstraint(pin))
    #expect(solver.value(of: x) == 0)
    try solver.addConstraint(Constraint(x, .equal, 5))
    #expect(isClose(solver.value(of: x), 5))
  }

  @Test func dump_namesVariablesAndObjective() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(x, .equal, 3, strength: .low))
    let dump = solver.dump()
    #expect(dump.contains("objective @250"))
    #expect(dump.contains("x = 3.0"))
  }
}

/// The Cassowary paper's example: left, mid, right with mid = (left + right)/2,
/// left + 10 ≤ right, right ≤ 100, left ≥ 0, all required.
private func midpointSystem() throws -> (Solver, left: Variable, mid: Variable, right: Variable) {
  let solver = Solver()
  let left = Variable("left")
  let mid = Variable("mid")
  let right = Variable("right")
  try solver.addConstraint(Constraint(2 * mid, .equal, left + right))
  try solver.addConstraint(Constraint(left + 10, .lessThanOrEqual, right))
  try solver.addConstraint(Constraint(right, .lessThanOrEqual, 100))
  try solver.addConstraint(Constraint(left, .greaterThanOrEqual, 0))
  return (solver, left, mid, right)
}
