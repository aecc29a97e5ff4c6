import Cassowary
import TestSupport
import Testing

/// Random small systems checked against ``BruteForceOracle``: the solver's answer must meet
/// every required constraint and reach the oracle's least error vector; a required
/// constraint is refused exactly when the oracle finds no point for it.
struct PropertyTests {
  private static let priorities: [Double] = [1000, 1000, 999, 750, 500, 501, 250, 250, 50]
  private static let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]

  private func randomConstraint(
    dimension: Int, using generator: inout SeededGenerator
  ) -> PlainConstraint {
    var coefficients = (0..<dimension).map { _ in Double(Int.random(in: -3...3, using: &generator))
    }
    if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
    return PlainConstraint(
      coefficients: coefficients,
      relation: Self.relations.randomElement(using: &generator)!,
      bound: Double(Int.random(in: -20...60, using: &generator)),
      priority: Self.priorities.randomElement(using: &generator)!)
  }

  /// The box 0 ≤ x ≤ 50 (required) keeps every system bounded.
  private func box(dimension: Int) -> [PlainConstraint] {
    (0..<dimension).flatMap { axis -> [PlainConstraint] in
      var unit = [Double](repeating: 0, count: dimension)
      unit[axis] = 1
      return [
        PlainConstraint(
          coefficients: unit, relation: .greaterThanOrEqual, bound: 0, priority: 1000),
        PlainConstraint(coefficients: unit, relation: .lessThanOrEqual, bound: 50, priority: 1000),
      ]
    }
  }

  private func check(
    _ solver: Solver, _ variables: [Variable], _ accepted: [PlainConstraint], seed: UInt64
  ) {
    let point = variables.map { solver.value(of: $0) }
    let optimum = BruteForceOracle.optimum(accepted, dimension: variables.count)
    #expect(optimum != nil, "seed \(seed): the oracle found no point for accepted constraints")
    #expect(
      BruteForceOracle.isFeasible(point, accepted),
      "seed \(seed): \(point) breaks a required constraint")
    guard let optimum else { return }
    let errors = BruteForceOracle.errorVector(at: point, accepted)
    #expect(
      !BruteForceOracle.lexicographicallyLess(optimum, errors),
      "seed \(seed): solver errors \(errors) at \(point), optimum \(optimum)")
  }

  @Test(arguments: 0..<120)
  func randomSystem_matchesBruteForceOptimum(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    let dimension = seed % 3 == 0 ? 3 : 2
    let variables = (0..<dimension).map { Variable("x\($0)") }
    let solver = Solver()
    var accepted = box(dimension: dimension)
    for plain in accepted { try solver.addConstraint(plain.constraint(over: variables)) }
    var added: [(PlainConstraint, Constraint)] = []
    for _ in 0..<Int.random(in: 3...6, using: &generator) {
      let plain = randomConstraint(dimension: dimension, using: &generator)
      let constraint = plain.constraint(over: variables)
      let feasible = BruteForceOracle.optimum(accepted + [plain], dimension: dimension) != nil
      let before = SolverSnapshot(solver)
      do {
        try solver.addConstraint(constraint)
        #expect(feasible, "seed \(UInt64(seed)): accepted an unsatisfiable \(constraint)")
        accepted.append(plain)
        added.append((plain, constraint))
      } catch {
        guard case .unsatisfiableConstraint = error else {
          Issue.record("seed \(seed): unexpected \(error)")
          return
        }
        #expect(!feasible, "seed \(seed): refused a satisfiable \(constraint)")
        #expect(SolverSnapshot(solver) == before, "seed \(seed): state changed by refusal")
      }
      check(solver, variables, accepted, seed: UInt64(seed))
    }
    // Remove half of what was added, in random order, checking after each removal.
    for (plain, constraint) in added.shuffled(using: &generator).prefix(added.count / 2 + 1) {
      try solver.removeConstraint(constraint)
      accepted.removeAll {
        $0.coefficients == plain.coefficients && $0.bound == plain.bound
          && $0.relation == plain.relation && $0.priority == plain.priority
      }
      // A duplicate plain constraint removed above is re-added so the lists match.
      let stillThere = added.filter { solver.hasConstraint($0.1) }.map(\.0)
      accepted = box(dimension: dimension) + stillThere
      check(solver, variables, accepted, seed: UInt64(seed))
    }
  }

  @Test(arguments: 0..<40)
  func randomEdits_matchBruteForceOptimum(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(1000 + seed))
    let variables = (0..<2).map { Variable("x\($0)") }
    let solver = Solver()
    var accepted = box(dimension: 2)
    for _ in 0..<4 {
      var plain = randomConstraint(dimension: 2, using: &generator)
      if plain.priority == 1000 { plain.priority = 500 }
      accepted.append(plain)
    }
    for plain in accepted { try solver.addConstraint(plain.constraint(over: variables)) }
    let edited = variables[seed % 2]
    let strength = [Strength(900), Strength(600), Strength(300)][seed % 3]
    try solver.addEditVariable(edited, strength: strength)
    var unit = [0.0, 0.0]
    unit[seed % 2] = 1
    for _ in 0..<5 {
      let value = Double(Int.random(in: -10...70, using: &generator))
      try solver.suggestValue(value, for: edited)
      let wish = PlainConstraint(
        coefficients: unit, relation: .equal, bound: value, priority: strength.priority)
      check(solver, variables, accepted + [wish], seed: UInt64(1000 + seed))
    }
  }
}
