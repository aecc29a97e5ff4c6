import Foundation

/// A transition from one view controller to another: its identifier, its source and
/// destination controllers, and ``perform()``, which a subclass overrides to install the
/// destination.
///
/// Divergence: no storyboard is read on Linux, so segues are only those made in code; the
/// designated initialiser is `required`, so that code can make a segue from a subclass's type
/// (`segueClass.init(identifier:source:destination:)`), which Objective-C allows on iOS.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier, which tells one segue from another; nil when it has none.
  public let identifier: String?
  /// The controller shown when the segue starts.
  public let source: UIViewController
  /// The controller shown when the segue ends.
  public let destination: UIViewController
  private var performHandler: (() -> Void)?

  /// A segue named `identifier` from `source` to `destination`.
  public required init(
    identifier: String?, source: UIViewController, destination: UIViewController
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// A segue whose ``perform()`` calls `performHandler`.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Performs the transition: calls the perform handler the segue was made with, if any; a
  /// subclass overrides it to install ``destination`` itself.
  open func perform() {
    performHandler?()
  }
}
