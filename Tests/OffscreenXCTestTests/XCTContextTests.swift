import Foundation
import OffscreenXCTest
import Testing

/// `XCTContext.runActivity(named:block:)` as tests written for iOS call it.
@MainActor @Suite struct XCTContextTests {
  struct Refusal: Error, Equatable {}

  @Test func anActivityRunsItsBlockOnceWithItsNameAndGivesBackTheResult() {
    var names: [String] = []
    let result = XCTContext.runActivity(named: "move to full") { activity in
      names.append(activity.name)
      return 42
    }
    #expect(result == 42)
    #expect(names == ["move to full"])
  }

  @Test func activitiesNestAndEachHasItsOwnName() {
    let names = XCTContext.runActivity(named: "outer") { outer in
      [outer.name, XCTContext.runActivity(named: "inner") { $0.name }]
    }
    #expect(names == ["outer", "inner"])
  }

  @Test func anErrorTheBlockThrowsIsRethrown() {
    #expect(throws: Refusal()) {
      try XCTContext.runActivity(named: "refuses") { _ in throw Refusal() }
    }
  }
}
