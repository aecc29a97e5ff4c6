import Testing

@testable import Cassowary

/// The README's solver example, so it keeps compiling and meaning what it says.
@Suite struct ReadmeExampleTests {
  @Test func readmeExample_widthIsAsWideAsTheRequiredConstraintsAllow() throws {
    let left = Variable("left")
    let width = Variable("width")
    let solver = Solver()
    try solver.addConstraint(Constraint(left, .greaterThanOrEqual, 16))
    try solver.addConstraint(Constraint(left + width, .lessThanOrEqual, 390 - 16))
    try solver.addConstraint(Constraint(width, .equal, 400, strength: Strength(750)))
    // width ≤ 374 − left and left ≥ 16, so the closest width to 400 is 358, at left = 16.
    #expect(solver.value(of: width) == 358)
    #expect(solver.value(of: left) == 16)
  }
}
