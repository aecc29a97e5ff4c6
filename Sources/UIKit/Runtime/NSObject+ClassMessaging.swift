import Foundation

/// Messages sent to a class rather than to an object, as Objective-C code sends them
/// (`UIApplication.responds(to: NSSelectorFromString("sharedApplication"))`, the idiom that
/// reaches the application from code that may run in an app extension).
///
/// Divergence: Linux cannot look a class method up by name; the class methods UIKit code sends
/// this way are known by name: `sharedApplication` of `UIApplication` and its subclasses.
@MainActor
extension NSObject {
  /// Whether the class has the class method `aSelector` names.
  public nonisolated class func responds(to aSelector: Selector) -> Bool {
    aSelector.name == "sharedApplication" && self is UIApplication.Type
  }

  /// Calls the class method `aSelector` names and hands its result over unretained, as
  /// Objective-C does; nil when the class has no such method (with a warning).
  @discardableResult
  public class func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
    guard responds(to: aSelector) else {
      Selector.warn("\(self) was sent the class message \(aSelector), which it does not answer")
      return nil
    }
    return Unmanaged.passUnretained(UIApplication.shared)
  }
}
