import Testing
import UIKit

/// Selectors made from strings, and messages sent to a class: the idiom that reaches the
/// shared application by name (`UIApplication.perform(NSSelectorFromString("sharedApplication"))`)
/// gives the shared application, as on iOS.
@MainActor
@Suite struct ClassMessagingTests {
  @Test func selectorsConvertToAndFromStrings() {
    #expect(NSSelectorFromString("tapped:") == Selector("tapped:"))
    #expect(NSStringFromSelector(Selector("reload")) == "reload")
  }

  @Test func theSharedApplicationIsReachedByName() {
    let selector = NSSelectorFromString("sharedApplication")
    #expect(UIApplication.responds(to: selector))
    #expect(!UIView.responds(to: selector))
    #expect(!UIApplication.responds(to: NSSelectorFromString("sharedWorkspace")))
    let shared = UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
    #expect(shared === UIApplication.shared)
    #expect(UIView.perform(selector) == nil)
  }
}
