import Cassowary
import TestSupport
import Testing

/// `replaceConstraint(_:with:)`: a new constant moves the tableau as it stands, so what the
/// constraints leave free stays put; anything else, or a conflict, goes the full way.
struct ReplaceConstraintTests {
  /// A view placed by nothing but its margin (its guide `g == s + m`, a subview `l == g`):
  /// the view's own position `s` is free, and stays where it was when the margin changes.
  /// Removing the guide constraint and adding it again chose `s` to define instead, and the
  /// view moved by the margin each time (the margin-relative stack loop of issue 18).
  @Test func newConstant_keepsFreeVariablesWhereTheyWere() throws {
    let s = Variable("s")
    let g = Variable("g")
    let l = Variable("l")
    let solver = Solver()
    var guide = Constraint(g, .equal, s + 8)
    try solver.addConstraint(guide)
    try solver.addConstraint(Constraint(l, .equal, g))
    #expect([solver.value(of: s), solver.value(of: l)] == [0, 8])
    for margin in [55.0, 110, 8] {
      let moved = Constraint(g, .equal, s + Expression(constant: margin))
      try solver.replaceConstraint(guide, with: moved)
      guide = moved
      #expect([solver.value(of: s), solver.value(of: l)] == [0, margin])
    }
    #expect(solver.hasConstraint(guide))
  }

  @Test func newConstant_ofEachKindOfConstraint_isSolvedFor() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 0, strength: Strength(1)))
    // A required inequality (a slack marker), then a strong equality (error markers).
    var floor = Constraint(x, .greaterThanOrEqual, 10)
    try solver.addConstraint(floor)
    #expect(solver.value(of: x) == 10)
    var next = Constraint(x, .greaterThanOrEqual, 15)
    try solver.replaceConstraint(floor, with: next)
    floor = next
    #expect(solver.value(of: x) == 15)
    var strong = Constraint(x, .equal, 40, strength: Strength(750))
    try solver.addConstraint(strong)
    #expect(solver.value(of: x) == 40)
    next = Constraint(x, .equal, 12, strength: Strength(750))
    try solver.replaceConstraint(strong, with: next)
    strong = next
    #expect(solver.value(of: x) == 15)
    // A required equality (a dummy marker).
    let pin = Constraint(x, .equal, 30)
    try solver.addConstraint(pin)
    try solver.replaceConstraint(pin, with: Constraint(x, .equal, 20))
    #expect(solver.value(of: x) == 20)
  }

  @Test func anotherRelation_isRemovedAndAdded() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 50, strength: Strength(1)))
    let cap = Constraint(x, .lessThanOrEqual, 20)
    try solver.addConstraint(cap)
    let floor = Constraint(x, .greaterThanOrEqual, 70)
    try solver.replaceConstraint(cap, with: floor)
    #expect(solver.value(of: x) == 70)
    #expect(!solver.hasConstraint(cap) && solver.hasConstraint(floor))
  }

  /// A constant that breaks the required constraints throws, as adding it would, and leaves
  /// the old constraint and values as they were.
  @Test func conflictingConstant_throwsAndKeepsTheOld() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 20))
    try solver.addConstraint(Constraint(y, .equal, x + 5))
    let pin = Constraint(x, .equal, 10)
    try solver.addConstraint(pin)
    let conflicting = Constraint(x, .equal, 30)
    #expect(throws: SolverError.self) { try solver.replaceConstraint(pin, with: conflicting) }
    #expect(solver.hasConstraint(pin) && !solver.hasConstraint(conflicting))
    #expect([solver.value(of: x), solver.value(of: y)] == [10, 15])
    // A redundant required equality held by the other one: moving it is a conflict too.
    let again = Constraint(x, .equal, 10)
    try solver.addConstraint(again)
    #expect(throws: SolverError.self) {
      try solver.replaceConstraint(again, with: Constraint(x, .equal, 12))
    }
    #expect(solver.hasConstraint(again))
    #expect(solver.value(of: x) == 10)
  }

  /// Random systems whose constraints get new constants one by one must reach the same
  /// error vector as a solver built from scratch with the constants they have now.
  @Test(arguments: 0..<40)
  func newConstants_matchSolveFromScratch(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(9000 + seed))
    let dimension = 4 + seed % 4
    let variables = (0..<dimension).map { Variable("x\($0)") }
    let solver = Solver()
    var accepted: [(plain: PlainConstraint, constraint: Constraint)] = []
    let box = PlainConstraint.box(dimension: dimension)
    let randoms = (0..<(dimension + 4)).map { _ in
      PlainConstraint.random(dimension: dimension, using: &generator)
    }
    // The box first: every part of it is accepted, and the random ones are what change.
    for plain in box + randoms {
      let constraint = plain.constraint(over: variables)
      if (try? solver.addConstraint(constraint)) != nil { accepted.append((plain, constraint)) }
    }
    for step in 0..<10 {
      let which = Int.random(in: box.count..<accepted.count, using: &generator)
      var plain = accepted[which].plain
      plain.bound = Double(Int.random(in: -60...160, using: &generator))
      let replacement = plain.constraint(over: variables)
      if (try? solver.replaceConstraint(accepted[which].constraint, with: replacement)) != nil {
        accepted[which] = (plain, replacement)
      } else {
        // Only a required constant can fail (its new value conflicts); the old one stays.
        #expect(plain.priority == 1000 && solver.hasConstraint(accepted[which].constraint))
      }
      let point = variables.map { solver.value(of: $0) }
      let fresh = Solver()
      for plain in accepted.map(\.plain) {
        try fresh.addConstraint(plain.constraint(over: variables))
      }
      let freshPoint = variables.map { fresh.value(of: $0) }
      let plains = accepted.map(\.plain)
      let context = "seed \(seed) step \(step): \(point) vs \(freshPoint)"
      #expect(BruteForceOracle.isFeasible(point, plains), "\(context)")
      let errors = BruteForceOracle.errorVector(at: point, plains)
      let freshErrors = BruteForceOracle.errorVector(at: freshPoint, plains)
      #expect(
        !BruteForceOracle.lexicographicallyLess(freshErrors, errors)
          && !BruteForceOracle.lexicographicallyLess(errors, freshErrors),
        "\(context): errors \(errors), from scratch \(freshErrors)")
    }
  }
}
