import Cassowary
import Testing

/// Chains of views long enough that the rows summing them up are rewritten through the dense
/// accumulator and moved between row slots (rows of more than 16 terms): resizing, refusing
/// and removing must give the layouts worked out by hand.
struct LongRowTests {
  @Test(arguments: [20, 45])
  func suggestOnLongChain_matchesLeastShortfall_andASolveFromScratch(count: Int) throws {
    let chain = ViewChain(count: count)
    let natural = chain.minimumWidth + 80 * Double(count)
    let solver = Solver()
    for constraint in chain.constraints { try solver.addConstraint(constraint) }
    try solver.addEditVariable(chain.container, strength: .high)
    let sweep = [
      natural + 50, natural - 700, chain.minimumWidth + 5, natural - 1, 2 * natural,
      chain.minimumWidth + 300, natural - 123.5, chain.minimumWidth,
    ]
    for width in sweep {
      try solver.suggestValue(width, for: chain.container)
      #expect(chain.isLaidOut(solver, width: width), "\(count) views, suggested \(width)")
      let fresh = Solver()
      for constraint in chain.constraints { try fresh.addConstraint(constraint) }
      try fresh.addConstraint(
        Constraint(chain.container, .equal, Expression(constant: width), strength: .high))
      #expect(chain.isLaidOut(fresh, width: width), "\(count) views, from scratch at \(width)")
    }
    // Dropping preferences finds the rows of their (often basic) error symbols again.
    let width = natural - 40 * Double(count)
    try solver.suggestValue(width, for: chain.container)
    for free in 1...6 {
      try solver.removeConstraint(chain.preferences[free - 1])
      #expect(chain.isLaidOut(solver, width: width, free: free), "\(count) views, \(free) free")
    }
  }

  @Test func unsatisfiableRequired_onCrampedLongChain_leavesSolverUnchanged() throws {
    let chain = ViewChain(count: 30)
    let solver = Solver()
    for constraint in chain.constraints { try solver.addConstraint(constraint) }
    try solver.addConstraint(Constraint(chain.container, .equal, 2000))
    let before = SolverSnapshot(solver)
    let last = chain.lefts[29] + chain.widths[29]
    #expect(throws: SolverError.self) {
      try solver.addConstraint(Constraint(last, .greaterThanOrEqual, 5000))
    }
    #expect(SolverSnapshot(solver) == before)
    #expect(chain.isLaidOut(solver, width: 2000))
  }

  @Test func replacingContainerPin_onLongChain_reflowsEveryView() throws {
    let chain = ViewChain(count: 30)
    let solver = Solver()
    for constraint in chain.constraints { try solver.addConstraint(constraint) }
    let cramped = Constraint(chain.container, .equal, 1500)
    try solver.addConstraint(cramped)
    #expect(chain.isLaidOut(solver, width: 1500))
    try solver.removeConstraint(cramped)
    let roomy = Constraint(chain.container, .equal, 4000)
    try solver.addConstraint(roomy)
    #expect(chain.isLaidOut(solver, width: 4000))
    for width in chain.widths { #expect(isClose(solver.value(of: width), 100)) }
    try solver.removeConstraint(roomy)
    try solver.addConstraint(
      Constraint(chain.container, .equal, Expression(constant: chain.minimumWidth)))
    for width in chain.widths { #expect(isClose(solver.value(of: width), 20)) }
  }
}
