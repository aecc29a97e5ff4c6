import Cassowary
import TestSupport

/// A constraint of a random test system in plain numbers: `Σ coefficients·x relation bound`.
struct PlainConstraint {
  var coefficients: [Double]
  var relation: Relation
  var bound: Double
  var priority: Double

  /// How far `point` is from satisfying it (0 when it holds).
  func violation(at point: [Double]) -> Double {
    let lhs = zip(coefficients, point).map(*).reduce(0, +)
    switch relation {
    case .equal: return abs(lhs - bound)
    case .lessThanOrEqual: return max(0, lhs - bound)
    case .greaterThanOrEqual: return max(0, bound - lhs)
    }
  }

  /// A layout-like constraint: a sum or difference of up to three of `dimension` variables
  /// against a bound, at a priority drawn mostly from the required one.
  static func random(dimension: Int, using generator: inout SeededGenerator) -> PlainConstraint {
    var coefficients = [Double](repeating: 0, count: dimension)
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      coefficients[Int.random(in: 0..<dimension, using: &generator)] += [1, -1, 1, -1, 2]
        .randomElement(using: &generator)!
    }
    if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
    return PlainConstraint(
      coefficients: coefficients,
      relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!,
      bound: Double(Int.random(in: -40...120, using: &generator)),
      priority: [1000, 1000, 1000, 750, 500, 250, 250].randomElement(using: &generator)!)
  }

  /// The required box `-100 ≤ xᵢ ≤ 300` that keeps a random system bounded.
  static func box(dimension: Int) -> [PlainConstraint] {
    (0..<dimension).flatMap { axis in
      var unit = [Double](repeating: 0, count: dimension)
      unit[axis] = 1
      return [
        PlainConstraint(
          coefficients: unit, relation: .greaterThanOrEqual, bound: -100, priority: 1000),
        PlainConstraint(coefficients: unit, relation: .lessThanOrEqual, bound: 300, priority: 1000),
      ]
    }
  }

  func constraint(over variables: [Variable]) -> Constraint {
    let lhs = Expression(zip(variables, coefficients).map { Term($0, $1) })
    return Constraint(lhs, relation, Expression(constant: bound), strength: Strength(priority))
  }
}

/// The exact lexicographic optimum of a small system, by enumeration, independent of the
/// simplex: the optimum of a piecewise-linear objective over a bounded polyhedron is reached
/// where `n` of the constraints' hyperplanes meet, so every such point is tried, those that
/// break a required constraint are dropped, and the least error vector (the sum of
/// violations per priority, highest priority first) wins.
enum BruteForceOracle {
  static let tolerance = 1e-6

  /// The least error vector over the points satisfying every required constraint, or nil
  /// when no point does.
  static func optimum(_ constraints: [PlainConstraint], dimension: Int) -> [Double]? {
    var best: [Double]?
    for point in candidatePoints(constraints, dimension: dimension)
    where isFeasible(point, constraints) {
      let errors = errorVector(at: point, constraints)
      if best == nil || lexicographicallyLess(errors, best!) { best = errors }
    }
    return best
  }

  static func isFeasible(_ point: [Double], _ constraints: [PlainConstraint]) -> Bool {
    constraints.allSatisfy { $0.priority < 1000 || $0.violation(at: point) <= tolerance }
  }

  /// Sums of violations per non-required priority, highest first.
  static func errorVector(at point: [Double], _ constraints: [PlainConstraint]) -> [Double] {
    let levels = Set(constraints.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
    return levels.map { level in
      constraints.filter { $0.priority == level }.map { $0.violation(at: point) }.reduce(0, +)
    }
  }

  static func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
    for (x, y) in zip(a, b) {
      if x < y - tolerance { return true }
      if x > y + tolerance { return false }
    }
    return false
  }

  /// Every point where `dimension` independent hyperplanes meet.
  private static func candidatePoints(_ constraints: [PlainConstraint], dimension: Int)
    -> [[Double]]
  {
    var points: [[Double]] = []
    for subset in combinations(of: constraints.count, choose: dimension) {
      let rows = subset.map { constraints[$0].coefficients }
      let rhs = subset.map { constraints[$0].bound }
      if let point = solve(rows, rhs) { points.append(point) }
    }
    return points
  }

  private static func combinations(of count: Int, choose size: Int) -> [[Int]] {
    guard size > 0 else { return [[]] }
    guard count >= size else { return [] }
    let withLast = combinations(of: count - 1, choose: size - 1).map { $0 + [count - 1] }
    return combinations(of: count - 1, choose: size) + withLast
  }

  /// Gaussian elimination with partial pivoting; nil for a singular system.
  private static func solve(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
    let n = rhs.count
    var a = zip(matrix, rhs).map { $0 + [$1] }
    for column in 0..<n {
      guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
        abs(a[pivot][column]) > 1e-9
      else { return nil }
      a.swapAt(column, pivot)
      for row in 0..<n where row != column {
        let factor = a[row][column] / a[column][column]
        for k in column...n { a[row][k] -= factor * a[column][k] }
      }
    }
    return (0..<n).map { a[$0][n] / a[$0][$0] }
  }
}
