import ArgumentParser
import Cassowary
import Foundation

/// `offscreen-bench solver FILE`: builds and solves a neutral constraint workload (see
/// `shared/bench/README.md`); a `resize` workload then moves its edit variable through every
/// suggested width, reading every value after each, as kiwi's `updateVariables` does.
struct SolverBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solver", abstract: "Times the Cassowary solver on a solver_*.json workload.")

  @Argument(help: "A solver workload file.")
  var file: String

  @OptionGroup var options: RunOptions

  @Flag(help: "Also print the solved value of every variable.")
  var values = false

  func run() throws {
    let workload = try SolverWorkload(try loadWorkload(file))
    var perSuggest: [Double] = []
    var solver = Solver()
    var fields = try measure(runs: options.runs) {
      let (solved, suggestMilliseconds) = try workload.run()
      solver = solved
      if let suggestMilliseconds { perSuggest.append(suggestMilliseconds) }
    }
    fields["workload"] = workload.name
    _ = blackHole
    fields["constraints"] = workload.constraints.count
    if workload.edit != nil {
      fields["per_suggest_median_ms"] = median(Array(perSuggest.dropFirst()))
    }
    if values {
      fields["values"] = Dictionary(
        uniqueKeysWithValues: workload.variables.map { ($0.key, solver.value(of: $0.value)) })
    }
    try printResult(fields)
  }
}

/// A solver workload, parsed (parsing is not timed).
struct SolverWorkload {
  let name: String
  let variables: [String: Variable]
  let constraints: [Constraint]
  let edit: (variable: Variable, strength: Strength, suggestions: [Double])?

  init(_ json: [String: Any]) throws {
    let name = json["name"] as? String ?? "solver"
    self.name = name
    var byName: [String: Variable] = [:]
    func variable(_ name: String) -> Variable {
      if let known = byName[name] { return known }
      let made = Variable(name)
      byName[name] = made
      return made
    }
    for name in json["variables"] as? [String] ?? [] { _ = variable(name) }
    guard let list = json["constraints"] as? [[String: Any]] else {
      throw WorkloadError("\(name): no constraints list")
    }
    constraints = try list.map { item in
      guard let lhs = item["lhs"] as? [[Any]], let op = item["op"] as? String,
        let rhs = (item["rhs"] as? NSNumber)?.doubleValue,
        let strength = (item["strength"] as? NSNumber)?.doubleValue
      else { throw WorkloadError("\(name): malformed constraint \(item)") }
      let terms = try lhs.map { pair -> Term in
        guard pair.count == 2, let coefficient = (pair[0] as? NSNumber)?.doubleValue,
          let name = pair[1] as? String
        else { throw WorkloadError("malformed term \(pair)") }
        return Term(variable(name), coefficient)
      }
      let relation: Relation
      switch op {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw WorkloadError("\(name): unknown operator \(op)")
      }
      return Constraint(
        Expression(terms), relation, Expression(constant: rhs), strength: Strength(strength))
    }
    if json["kind"] as? String == "resize" {
      guard let edit = json["edit"] as? [String: Any], let target = edit["variable"] as? String,
        let strength = (edit["strength"] as? NSNumber)?.doubleValue,
        let suggestions = edit["suggest"] as? [Any]
      else { throw WorkloadError("\(name): a resize needs an edit object") }
      self.edit = (
        variable(target), Strength(strength),
        suggestions.compactMap { ($0 as? NSNumber)?.doubleValue }
      )
    } else {
      edit = nil
    }
    variables = byName
  }

  /// Builds and solves; for a resize, also returns the mean milliseconds per suggestion.
  func run() throws -> (Solver, Double?) {
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    guard let edit else {
      readAll(solver)
      return (solver, nil)
    }
    try solver.addEditVariable(edit.variable, strength: edit.strength)
    readAll(solver)
    let elapsed = try milliseconds {
      for width in edit.suggestions {
        try solver.suggestValue(width, for: edit.variable)
        readAll(solver)
      }
    }
    return (solver, elapsed / Double(edit.suggestions.count))
  }

  /// Reads every variable's value, as a layout pass does after a solve.
  private func readAll(_ solver: Solver) {
    var sum = 0.0
    for variable in variables.values { sum += solver.value(of: variable) }
    blackHole = sum
  }
}

/// Keeps values read in a timed loop from being optimised away.
nonisolated(unsafe) private var blackHole = 0.0
