import UIKit

/// The views a mockup made: the root, and every view with its path in the file and its id.
@MainActor
public struct MockupViews {
  /// A view the mockup made.
  public struct Entry {
    /// The node's path in the file, such as `view.subviews[1]`.
    public let path: String
    /// The id the mockup gave it (qualified by the component instances around it:
    /// `wifi.title`), if any.
    public internal(set) var id: String?
    /// The class name the mockup used.
    public let className: String
    public let view: UIView
  }

  public let root: UIView
  /// Every view, parents before children, in file order.
  public internal(set) var entries: [Entry]
  /// Every constraint the mockup made, in file order.
  public let constraints: [NSLayoutConstraint]

  /// The view with id `id`.
  public func view(withID id: String) -> UIView? {
    entries.first { $0.id == id }?.view
  }
}
