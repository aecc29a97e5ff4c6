import Foundation
import Testing
import XCTest

/// The name of the test that is running, for naming a failure's artifacts: Swift Testing's
/// current test, else the XCTest case an observer saw start, else nil.
enum TestIdentity {
  static func current() -> String? {
    if let test = Test.current {
      let file = test.sourceLocation.fileName.replacingOccurrences(of: ".swift", with: "")
      return "\(file).\(test.name)"
    }
    return XCTestCaseTracker.shared.currentName
  }

  /// The running Swift Testing test's file and line (XCTest does not tell them).
  static func location() -> (file: String, line: Int)? {
    guard let location = Test.current?.sourceLocation else { return nil }
    return (location.filePath, location.line)
  }

  /// Starts watching XCTest cases start and finish (XCTest on Linux does not say which case
  /// is running). The strategies call it when made; a case that was already running when it
  /// started gets its name into its failures' records when it finishes.
  static func observeXCTest() { _ = XCTestCaseTracker.shared }
}

/// Remembers the XCTest case that is running.
private final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
  // XCTest calls observers on the thread that runs the tests; the lock covers other readers.
  private let lock = NSLock()
  private var name: String?

  static let shared: XCTestCaseTracker = {
    let tracker = XCTestCaseTracker()
    onMainActor { XCTestObservationCenter.shared.addTestObserver(tracker) }
    return tracker
  }()

  var currentName: String? { lock.withLock { name } }

  func testCaseWillStart(_ testCase: XCTestCase) { lock.withLock { name = testCase.name } }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    lock.withLock { name = nil }
    SnapshotArtifacts.nameUnnamedFailures(testCase.name)
  }
}
