import Foundation

/// A proxy for the current testing context, through which a test runs named substeps
/// (activities), as Apple's XCTest has it.
///
/// Divergence: XCTest on Linux has no results browser to group a test's steps in, so an
/// activity is its block run in place; failures inside it are reported at their own lines, as
/// any other failure.
public final class XCTContext: Sendable {
  private init() {}

  /// Runs `block` as the activity named `name`, and returns what the block returns; an error
  /// the block throws is rethrown.
  @MainActor @preconcurrency
  public class func runActivity<Result>(
    named name: String, block: @MainActor (any XCTActivity) throws -> Result
  ) rethrows -> Result {
    try block(NamedActivity(name: name))
  }
}

/// A named substep of a test, which `XCTContext.runActivity(named:block:)` hands its block.
public protocol XCTActivity: NSObjectProtocol {
  /// The name the activity was run with.
  var name: String { get }
}

/// The activity `runActivity(named:block:)` makes.
private final class NamedActivity: NSObject, XCTActivity {
  let name: String

  init(name: String) {
    self.name = name
    super.init()
  }
}
