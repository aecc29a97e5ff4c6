import CoreGraphics
import Foundation

/// What a navigation bar shows for one view controller: its title or title view, the bar
/// button items on either side and how the back button to it reads.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// How large a title the bar shows for the item.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// The mode of the item below in the stack; large for the root item.
    case automatic = 0
    /// A large title whenever the bar prefers large titles.
    case always = 1
    /// A standard, small title.
    case never = 2
    /// A small title, as ``never``.
    case inline = 3
  }

  /// How the back button to the item's previous item is labelled.
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The previous item's back button title, its title, or "Back".
    case `default` = 0
    /// "Back" instead of the previous item's title.
    case generic = 1
    /// The chevron alone.
    case minimal = 2
  }

  /// The item's name as assistive technologies speak it; nil by default. The item's own, as
  /// on iOS, where it comes from `NSObject`'s accessibility (so that a protocol of the app's
  /// that asks for it finds this one).
  open var accessibilityLabel: String?
  /// What acting on the item does; nil by default.
  open var accessibilityHint: String?

  /// The bar showing the item, told when the item changes.
  weak var hostBar: UINavigationBar?

  /// Creates an item with `title`.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Items are not archived here; this initialiser exists so that subclasses written for iOS
  /// compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// Creates an item with no title.
  public override init() { super.init() }

  /// The title shown in the middle of the bar, or as the large title.
  open var title: String? {
    didSet { itemDidChange() }
  }

  /// A view shown in place of the title.
  open var titleView: UIView? {
    didSet { itemDidChange() }
  }

  /// A line of text above the bar (stored only: prompts are not drawn).
  open var prompt: String?

  /// The item shown as the back button when this item is the previous one.
  open var backBarButtonItem: UIBarButtonItem? {
    didSet { itemDidChange() }
  }

  /// The back button's title when this item is the previous one; nil uses the title.
  open var backButtonTitle: String? {
    didSet { itemDidChange() }
  }

  /// How the back button shown with this item is labelled.
  open var backButtonDisplayMode: BackButtonDisplayMode = .default {
    didSet { itemDidChange() }
  }

  /// Whether the back button is hidden. False by default.
  open var hidesBackButton = false {
    didSet { itemDidChange() }
  }

  /// Whether the left items are shown after the back button rather than in its place.
  open var leftItemsSupplementBackButton = false {
    didSet { itemDidChange() }
  }

  /// The items on the leading side, from the leading edge inwards.
  open var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { itemDidChange() }
  }

  /// The items on the trailing side, from the trailing edge inwards.
  open var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { itemDidChange() }
  }

  /// The first of ``leftBarButtonItems``.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of ``rightBarButtonItems``.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// How large a title the bar shows for the item: ``LargeTitleDisplayMode/automatic`` by
  /// default.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
    didSet { itemDidChange() }
  }

  /// The bar's appearance while the item is on top; nil uses the bar's.
  open var standardAppearance: UINavigationBarAppearance? {
    didSet { itemDidChange() }
  }

  /// The bar's appearance in a compact height while the item is on top; nil uses the bar's.
  open var compactAppearance: UINavigationBarAppearance? {
    didSet { itemDidChange() }
  }

  /// The bar's appearance at the scroll edge while the item is on top; nil uses the bar's.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { itemDidChange() }
  }

  /// Sets ``hidesBackButton`` (at once: there are no animations headless).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets ``leftBarButtonItem`` (at once).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

  /// Sets ``rightBarButtonItem`` (at once).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets ``leftBarButtonItems`` (at once).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets ``rightBarButtonItems`` (at once).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  private func itemDidChange() { hostBar?.itemsDidChange() }
}
