import Foundation
import Testing
import UIKit

/// `NSException` as Apple documents it (a name, a reason and details; `raise()` ends an app
/// that does not catch it) and `UIViewController.storyboard`, nil with no storyboards on Linux.
@MainActor
@Suite struct ExceptionAndStoryboardTests {
  @Test func anExceptionKeepsItsNameReasonAndDetails() {
    let exception = NSException(
      name: .invalidArgumentException, reason: "the delegate must be the controller",
      userInfo: ["key": 1])
    #expect(exception.name == .invalidArgumentException)
    #expect(exception.reason == "the delegate must be the controller")
    #expect(exception.userInfo?["key"] as? Int == 1)
  }

  /// The names are Apple's strings.
  @Test func exceptionNamesAreApplesStrings() {
    #expect(NSExceptionName.invalidArgumentException.rawValue == "NSInvalidArgumentException")
    #expect(
      NSExceptionName.internalInconsistencyException.rawValue
        == "NSInternalInconsistencyException")
    #expect(NSExceptionName.rangeException.rawValue == "NSRangeException")
    #expect(NSExceptionName.genericException.rawValue == "NSGenericException")
    #expect(NSExceptionName.undefinedKeyException.rawValue == "NSUnknownKeyException")
  }

  /// Raising ends the process, as an uncaught exception ends an iOS app.
  @Test func raisingEndsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      NSException(name: .rangeException, reason: "index 3 beyond bounds", userInfo: nil).raise()
    }
  }

  @Test func controllersHaveNoStoryboard() {
    #expect(UIViewController().storyboard == nil)
  }
}
