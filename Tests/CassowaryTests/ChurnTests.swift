import Cassowary
import TestSupport
import Testing

/// UI-shaped systems with unique answers, taken apart and put back in random orders: the
/// answer must come back every time (exercises removal through rows of user variables).
struct ChurnTests {
  /// A table cell as in the benchmark's `solver_cells`: a container at `top`, 320 wide and
  /// 44 high, with two labels; the answer is a.width 120, b.width 200, b.top = top + 24.
  private struct Cell {
    let top = Variable("c.top")
    let width = Variable("c.width")
    let height = Variable("c.height")
    let aTop = Variable("a.top")
    let aWidth = Variable("a.width")
    let aHeight = Variable("a.height")
    let bTop = Variable("b.top")
    let bWidth = Variable("b.width")
    let bHeight = Variable("b.height")

    func constraints(top value: Double) -> [Constraint] {
      [
        Constraint(top, .equal, Expression(constant: value)),
        Constraint(width, .equal, 320), Constraint(height, .equal, 44),
        Constraint(aTop - top, .equal, 4),
        Constraint(aWidth, .equal, 120, strength: .high),
        Constraint(aHeight, .equal, 18, strength: .high),
        Constraint(bTop - aTop - aHeight, .equal, 2),
        Constraint(bWidth - width, .lessThanOrEqual, -32),
        Constraint(bWidth, .equal, 200, strength: .low),
        Constraint(bHeight, .equal, 18, strength: .high),
        Constraint(bTop + bHeight - top - height, .lessThanOrEqual, 0),
        Constraint(aWidth, .greaterThanOrEqual, 0),
      ]
    }
  }

  private func expectSolved(_ solver: Solver, _ cells: [Cell], seed: UInt64) {
    for (index, cell) in cells.enumerated() {
      #expect(isClose(solver.value(of: cell.aWidth), 120), "seed \(seed) cell \(index)")
      #expect(isClose(solver.value(of: cell.bWidth), 200), "seed \(seed) cell \(index)")
      #expect(
        isClose(solver.value(of: cell.bTop), Double(index) * 50 + 24), "seed \(seed) cell \(index)")
    }
  }

  @Test(arguments: 0..<8)
  func cells_removedAndReAddedInRandomOrder_comeBack(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let cells = (0..<4).map { _ in Cell() }
    let constraints = cells.enumerated().flatMap { $1.constraints(top: Double($0) * 50) }
    let solver = Solver()
    for constraint in constraints.shuffled(using: &generator) {
      try solver.addConstraint(constraint)
    }
    expectSolved(solver, cells, seed: seed)
    for _ in 0..<3 {
      let removed = constraints.shuffled(using: &generator).prefix(20)
      for constraint in removed { try solver.removeConstraint(constraint) }
      for constraint in removed.shuffled(using: &generator) {
        try solver.addConstraint(constraint)
      }
      expectSolved(solver, cells, seed: seed)
    }
  }

  @Test func nestedViews_removingOuterPinFreesTheWholeStack() throws {
    // v0 pinned at 0; each v(i).left = v(i−1).left + 1. A low wish v0.left = 7 takes over when
    // the pin goes, and every nested view follows.
    let solver = Solver()
    let lefts = (0..<30).map { Variable("v\($0).left") }
    let pin = Constraint(lefts[0], .equal, 0)
    try solver.addConstraint(pin)
    for index in 1..<lefts.count {
      try solver.addConstraint(Constraint(lefts[index] - lefts[index - 1], .equal, 1))
    }
    try solver.addConstraint(Constraint(lefts[0], .equal, 7, strength: .low))
    #expect(isClose(solver.value(of: lefts[29]), 29))
    try solver.removeConstraint(pin)
    for (index, left) in lefts.enumerated() {
      #expect(isClose(solver.value(of: left), Double(7 + index)))
    }
  }
}
