import Cassowary
import TestSupport
import Testing

/// Random layout-like systems (sums and differences of a few variables, as UI constraints
/// are), moved by edit variables: after every suggestion the values read must meet every
/// required constraint and reach the same error vector as a solver built from scratch with
/// the suggestions as plain constraints at the edits' strengths. The two may pick different
/// optima when several tie, so values are compared through their errors.
struct SuggestPropertyTests {
  private func unit(_ axis: Int, _ dimension: Int) -> [Double] {
    var unit = [Double](repeating: 0, count: dimension)
    unit[axis] = 1
    return unit
  }

  @Test(arguments: 0..<60)
  func suggestThenRead_matchesSolveFromScratch(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(5000 + seed))
    let dimension = 5 + seed % 5
    let variables = (0..<dimension).map { Variable("x\($0)") }
    // A required box keeps every system bounded; it goes in after the random constraints,
    // and a few of those come out again, so that some user variables end up parametric.
    let box = PlainConstraint.box(dimension: dimension)
    let solver = Solver()
    var accepted: [(plain: PlainConstraint, constraint: Constraint)] = []
    let randoms = (0..<(dimension + Int.random(in: 2...8, using: &generator))).map { _ in
      PlainConstraint.random(dimension: dimension, using: &generator)
    }
    for plain in randoms + box {
      let constraint = plain.constraint(over: variables)
      if (try? solver.addConstraint(constraint)) != nil { accepted.append((plain, constraint)) }
    }
    var randomCount = accepted.count - box.count
    for _ in 0..<2 where randomCount > 0 {
      let position = Int.random(in: 0..<randomCount, using: &generator)
      try solver.removeConstraint(accepted.remove(at: position).constraint)
      randomCount -= 1
    }
    let edited = Array(variables.indices.shuffled(using: &generator).prefix(1 + seed % 2))
    let strengths = edited.map { _ in [250.0, 500, 750, 999].randomElement(using: &generator)! }
    for (axis, strength) in zip(edited, strengths) {
      try solver.addEditVariable(variables[axis], strength: Strength(strength))
    }
    var suggested = edited.map { solver.value(of: variables[$0]) }
    for step in 0..<8 {
      let which = Int.random(in: 0..<edited.count, using: &generator)
      suggested[which] = Double(Int.random(in: -150...350, using: &generator))
      try solver.suggestValue(suggested[which], for: variables[edited[which]])
      let wishes = edited.indices.map {
        PlainConstraint(
          coefficients: unit(edited[$0], dimension), relation: .equal, bound: suggested[$0],
          priority: strengths[$0])
      }
      let point = variables.map { solver.value(of: $0) }
      let fresh = Solver()
      for plain in accepted.map(\.plain) + wishes {
        try fresh.addConstraint(plain.constraint(over: variables))
      }
      let freshPoint = variables.map { fresh.value(of: $0) }
      let context = "seed \(seed) step \(step): \(point) vs \(freshPoint)"
      #expect(BruteForceOracle.isFeasible(point, accepted.map(\.plain)), "\(context)")
      let errors = BruteForceOracle.errorVector(at: point, accepted.map(\.plain) + wishes)
      let freshErrors = BruteForceOracle.errorVector(at: freshPoint, accepted.map(\.plain) + wishes)
      #expect(
        !BruteForceOracle.lexicographicallyLess(freshErrors, errors)
          && !BruteForceOracle.lexicographicallyLess(errors, freshErrors),
        "\(context): errors \(errors), from scratch \(freshErrors)")
    }
  }
}
