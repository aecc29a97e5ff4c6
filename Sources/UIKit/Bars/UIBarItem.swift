import CoreGraphics
import Foundation

/// The common part of the items bars show: a title, an image, whether the item is enabled and
/// a tag. ``UIBarButtonItem`` and ``UITabBarItem`` are bar items.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// The bar showing the item, told when the item's look changes.
  weak var hostBar: (any BarItemHosting)?

  /// Creates an item with no title or image.
  public override init() { super.init() }

  /// Items are not archived here; this initialiser exists so that subclasses written for iOS
  /// compile. It returns nil, except for the coder an appearance proxy is made with.
  public required init?(coder: NSCoder) {
    guard coder is AppearanceProxyCoder else { return nil }
    super.init()
  }

  /// Whether the item is an appearance proxy, and what the proxies may not override.
  var appearanceState = AppearanceState()

  /// Whether the item is enabled; a disabled item is drawn dimmed. True by default.
  open var isEnabled = true {
    didSet { itemDidChange() }
  }

  /// The text shown for the item.
  open var title: String? {
    didSet { itemDidChange() }
  }

  /// The image shown for the item, drawn as a template in the bar's tint unless its
  /// rendering mode is `.alwaysOriginal`.
  open var image: UIImage? {
    didSet { itemDidChange() }
  }

  /// Insets applied to the image where it is drawn. Zero by default.
  open var imageInsets: UIEdgeInsets = .zero {
    didSet { itemDidChange() }
  }

  /// A number that identifies the item. 0 by default.
  open var tag = 0

  /// The item's name as assistive technologies speak it; nil by default. The item's own, as
  /// on iOS, where it comes from `NSObject`'s accessibility (so that a protocol of the app's
  /// that asks for it finds this one).
  open var accessibilityLabel: String?
  /// What acting on the item does; nil by default.
  open var accessibilityHint: String?

  /// The bar showing the item lays it out and draws it again.
  func itemDidChange() { hostBar?.itemsDidChange() }
}

/// A bar that shows items: it makes its item views again when an item changes.
@MainActor
protocol BarItemHosting: AnyObject {
  func itemsDidChange()
}
