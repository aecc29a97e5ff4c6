import Cassowary

/// `count` views in a row from x = 16, 8 pt apart, each at least 20 wide (required) and
/// preferably 100 (low), ending at least 16 pt before the container's width.
struct ViewChain {
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
