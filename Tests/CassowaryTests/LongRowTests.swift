import Cassowary
import Testing

/// Chains of views long enough that the rows summing them up are rewritten through the dense
/// accumulator and moved between row slots (rows of more than 16 terms): resizing, refusing
/// and removing must give the layouts worked out by hand.
struct LongRowTests {
  /// `count` views in a row from x = 16, 8 pt apart, each at least 20 wide (required) and
  /// preferably 100 (low), ending at least 16 pt before the container's width.
  private struct Chain {
    let container = Variable("container.width")
    let lefts: [Variable]
    let widths: [Variable]

    init(count: Int) {
      lefts = (0..<count).map { Variable("v\($0).left") }
      widths = (0..<count).map { Variable("v\($0).width") }
      preferences = widths.map { Constraint($0, .equal, 100, strength: .low) }
    }

    var count: Int { lefts.count }

    /// The constraints, and each view's low preference for 100 separately.
    var constraints: [Constraint] { required + preferences }

    let preferences: [Constraint]

    var required: [Constraint] {
      var list = [Constraint(lefts[0], .equal, 16)]
      for index in 0..<count {
        list.append(Constraint(widths[index], .greaterThanOrEqual, 20))
        if index > 0 {
          list.append(Constraint(lefts[index] - lefts[index - 1] - widths[index - 1], .equal, 8))
        }
      }
      list.append(
        Constraint(lefts[count - 1] + widths[count - 1] - container, .lessThanOrEqual, -16))
      return list
    }

    /// The narrowest container that fits every view at 20.
    var minimumWidth: Double { 32 + 8 * Double(count - 1) + 20 * Double(count) }

    /// What the views that still prefer 100 (all but the first `free`) must give up together
    /// to fit in `width`, the free ones taking 20: the least total error at the low priority.
    func shortfall(at width: Double, free: Int) -> Double {
      let wanted = 100 * Double(count - free) + 20 * Double(free)
      return max(0, wanted - (width - 32 - 8 * Double(count - 1)))
    }

    /// Whether the solver's layout fits a container of `width` with the least shortfall.
    func isLaidOut(_ solver: Solver, width: Double, free: Int = 0) -> Bool {
      guard isClose(solver.value(of: container), width), isClose(solver.value(of: lefts[0]), 16)
      else { return false }
      var given = 0.0
      for index in 0..<count {
        let size = solver.value(of: widths[index])
        guard size >= 20 - 1e-6 else { return false }
        if index >= free {
          guard size <= 100 + 1e-6 else { return false }
          given += 100 - size
        }
        if index > 0 {
          let expected =
            solver.value(of: lefts[index - 1]) + solver.value(of: widths[index - 1]) + 8
          guard isClose(solver.value(of: lefts[index]), expected) else { return false }
        }
      }
      let right = solver.value(of: lefts[count - 1]) + solver.value(of: widths[count - 1])
      let least = shortfall(at: width, free: free)
      return right <= width - 16 + 1e-6 && isClose(given, least, tolerance: 1e-5)
    }
  }

  @Test(arguments: [20, 45])
  func suggestOnLongChain_matchesLeastShortfall_andASolveFromScratch(count: Int) throws {
    let chain = Chain(count: count)
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
    let chain = Chain(count: 30)
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
    let chain = Chain(count: 30)
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
