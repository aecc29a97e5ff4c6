/// What UIKit's delegate and data source protocols inherit from `NSObjectProtocol` on iOS and
/// code asks of a delegate held as the protocol:
/// `dataSource.responds(to: #selector(UITableViewDataSource.numberOfSections(in:)))`.
/// Offscreen declares those protocols without `NSObjectProtocol`, so that a Swift class can
/// adopt them, and with this protocol instead.
public protocol SelectorResponding: AnyObject {}

extension SelectorResponding {
  /// Whether the delegate implements the selector's method, as `NSObject` answers (see
  /// ``OptionalMethods``).
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}
