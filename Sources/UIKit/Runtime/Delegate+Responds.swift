/// `responds(to:)` on UIKit's delegate and data source protocols that Offscreen declares
/// without `NSObjectProtocol` (so a Swift class can adopt them): on iOS every one of them
/// inherits it, and code asks a delegate held as the protocol
/// (`dataSource.responds(to: #selector(UITableViewDataSource.numberOfSections(in:)))`).
/// It answers as `NSObject`'s does (see ``OptionalMethods``).
extension UIBarPositioningDelegate {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UICollectionViewDataSource {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UINavigationControllerDelegate {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UIPageViewControllerDataSource {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UIPageViewControllerDelegate {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UIPickerViewDataSource {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UIPickerViewDelegate {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UIScrollViewDelegate {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UISearchBarDelegate {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UISplitViewControllerDelegate {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UITabBarControllerDelegate {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UITabBarDelegate {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UITableViewDataSource {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}

extension UITextFieldDelegate {
  /// Whether the delegate implements the selector's method, as `NSObject` answers.
  public nonisolated func responds(to aSelector: Selector) -> Bool {
    Selector.responds(self, to: aSelector)
  }
}
