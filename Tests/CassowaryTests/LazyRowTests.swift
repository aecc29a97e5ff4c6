import Testing

@testable import Cassowary

/// A suggestion's dual simplex leaves short rows referring to the long row that sums a chain
/// (lazy rows) instead of copying it into them. Views reaching their 20 pt minimum and leaving
/// it again, one or two per step as in a window resize, must give the layout of least
/// shortfall at every step; and adding or removing constraints, or a refused one, while rows
/// are lazy must behave as on a tableau without them.
struct LazyRowTests {
  private func chainSolver(_ chain: ViewChain) throws -> Solver {
    let solver = Solver()
    for constraint in chain.constraints { try solver.addConstraint(constraint) }
    try solver.addEditVariable(chain.container, strength: .high)
    return solver
  }

  @Test func smallResizeSteps_clampAndReleaseViewsOneByOne() throws {
    let chain = ViewChain(count: 30)
    let natural = chain.minimumWidth + 80 * Double(chain.count)
    var engine = Engine()
    for constraint in chain.constraints { try engine.add(constraint) }
    try engine.addEdit(chain.container, strength: .high)
    let solver = try chainSolver(chain)
    // Down from roomy to the minimum in 37 pt steps (about half a view's range each), and
    // back up past the natural width in 61 pt steps.
    let down = stride(from: natural + 100, through: chain.minimumWidth, by: -37)
    let up = stride(from: chain.minimumWidth, through: natural + 100, by: 61)
    var sawLazyRows = false
    for width in Array(down) + Array(up) {
      try solver.suggestValue(width, for: chain.container)
      #expect(chain.isLaidOut(solver, width: width), "suggested \(width)")
      try engine.suggest(width, for: chain.container)
      sawLazyRows = sawLazyRows || !engine.tableau.lazyRows.isEmpty
    }
    #expect(sawLazyRows)
  }

  @Test func oneBigStep_clampsManyViewsAtOnce() throws {
    let chain = ViewChain(count: 40)
    let solver = try chainSolver(chain)
    // The widths get 40 × 20 + 1210 pt, 1990 short of 4000: 24 views give their 80 pt and a
    // 25th gives 70 (a simplex vertex leaves one view between its bounds).
    let width = chain.minimumWidth + 80 * 15 + 10
    try solver.suggestValue(width, for: chain.container)
    #expect(chain.isLaidOut(solver, width: width))
    let clamped = chain.widths.filter { isClose(solver.value(of: $0), 20) }.count
    #expect(clamped == 24)
  }

  @Test func constraintsAddedAndRemoved_whileRowsAreLazy() throws {
    let chain = ViewChain(count: 30)
    var engine = Engine()
    for constraint in chain.constraints { try engine.add(constraint) }
    try engine.addEdit(chain.container, strength: .high)
    let width = chain.minimumWidth + 80 * 10 + 40
    try engine.suggest(width, for: chain.container)
    try engine.suggest(width + 30, for: chain.container)
    #expect(!engine.tableau.lazyRows.isEmpty)
    // The widths share 30 × 20 + 870 = 1470 pt. Freed of its preference, view 0 shrinks to
    // 20 so that the other 29 views, which want 2900, give up 2900 − 1450 = 1450.
    try engine.remove(chain.preferences[0])
    #expect(engine.tableau.lazyRows.isEmpty)
    #expect(isClose(engine.value(of: chain.widths[0]), 20))
    let given = chain.widths.dropFirst().map { 100 - engine.value(of: $0) }.reduce(0, +)
    #expect(isClose(given, 1450, tolerance: 1e-5))
    // A required 60 pt minimum on view 1 moves the shortfall to other views; the total stays.
    try engine.add(Constraint(chain.widths[1], .greaterThanOrEqual, 60))
    #expect(engine.value(of: chain.widths[1]) >= 60 - 1e-6)
    let givenAfter = chain.widths.dropFirst().map { 100 - engine.value(of: $0) }.reduce(0, +)
    #expect(isClose(givenAfter, 1450, tolerance: 1e-5))
    #expect(isClose(engine.value(of: chain.container), width + 30))
  }

  @Test func refusedConstraint_whileRowsAreLazy_leavesLayoutAsItWas() throws {
    let chain = ViewChain(count: 30)
    let solver = try chainSolver(chain)
    let width = chain.minimumWidth + 80 * 12 + 17
    try solver.suggestValue(width - 200, for: chain.container)
    try solver.suggestValue(width, for: chain.container)
    let before = chain.widths.map { solver.value(of: $0) }
    // Views 3 and 4 are at least 20 each: they cannot fit in 30 together.
    #expect(throws: SolverError.self) {
      try solver.addConstraint(Constraint(chain.widths[3] + chain.widths[4], .lessThanOrEqual, 30))
    }
    for (view, old) in zip(chain.widths, before) { #expect(isClose(solver.value(of: view), old)) }
    try solver.suggestValue(width + 500, for: chain.container)
    #expect(chain.isLaidOut(solver, width: width + 500))
  }
}
