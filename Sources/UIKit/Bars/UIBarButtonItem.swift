import CoreGraphics
import Foundation

/// A button in a navigation bar or a toolbar: a title, an image, a system item, a custom view
/// or a space, with a target and action.
///
/// Bars draw the item in their tint: ``UIBarButtonItem/Style/done`` titles in the semibold
/// font, disabled items dimmed.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// How an item's title is drawn.
  public enum Style: Int, Sendable {
    /// The regular weight.
    case plain = 0
    /// Deprecated on iOS; drawn as ``plain``.
    case bordered = 1
    /// The semibold weight, for the item that completes a task.
    case done = 2
  }

  /// The items the system draws, with UIKit's raw values.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close
  }

  /// The system item the item was made with; nil for other items.
  private(set) var systemItem: SystemItem?

  /// The menu the item shows when tapped; nil by default. Never presented headless.
  open var menu: UIMenu?

  /// Creates a plain item with no title, image or action.
  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates an item showing `title`, which sends `action` to `target`.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates an item showing `image`, which sends `action` to `target`.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates a system item, which sends `action` to `target`.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(drawing: systemItem)
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates a system item that performs `primaryAction`.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init(drawing: systemItem)
    self.primaryAction = primaryAction
  }

  /// Creates an item with `title` and `image` that performs `primaryAction`. The action's
  /// title and image are shown when the item has none.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
  }

  /// Creates an item that performs `primaryAction`, with its title and image.
  public convenience init(primaryAction: UIAction?) {
    self.init(title: nil, image: nil, primaryAction: primaryAction)
  }

  /// Creates an item that shows `customView` in place of a drawn button.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  // A convenience initialiser, as all but `init()` and `init?(coder:)` are on iOS: a subclass
  // that declares no initialiser then inherits every one of them (`MyItem(title:style:…)`).
  private convenience init(drawing systemItem: SystemItem) {
    self.init()
    self.systemItem = systemItem
    style = systemItem == .done ? .done : .plain
  }

  /// A space of `width` points between the items of a toolbar or navigation bar.
  ///
  /// Divergence: iOS returns `Self`; this returns a `UIBarButtonItem`, which is what every
  /// use (`.fixedSpace(8)` in an array of items) needs.
  public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(drawing: .fixedSpace)
    item.width = width
    return item
  }

  /// A space that takes its share of the room left between the items of a toolbar.
  ///
  /// Divergence: iOS returns `Self`; this returns a `UIBarButtonItem`.
  public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(drawing: .flexibleSpace) }

  /// How the title is drawn: ``Style/plain`` by default.
  open var style: Style = .plain {
    didSet { itemDidChange() }
  }

  /// The item's width; 0 (the default) sizes it to its content. Used by fixed spaces.
  open var width: CGFloat = 0 {
    didSet { itemDidChange() }
  }

  /// A view shown in place of the drawn button; its frame's size is kept.
  open var customView: UIView? {
    didSet { itemDidChange() }
  }

  /// The object that receives ``action``; nil sends it up the responder chain.
  open weak var target: AnyObject?

  /// The action sent when the item is tapped (never, headless).
  open var action: Selector?

  /// The action performed when the item is tapped; it takes the place of target and action.
  open var primaryAction: UIAction?

  /// The colour the item is drawn in; nil (the default) uses the bar's tint.
  open var tintColor: UIColor? {
    didSet {
      appearanceSetterCalled(
        key: \UIBarButtonItem.tintColor,
        { [tintColor] in ($0 as? UIBarButtonItem)?.tintColor = tintColor })
      itemDidChange()
    }
  }

  /// Whether the item is shown in the selected state. False by default.
  open var isSelected = false {
    didSet { itemDidChange() }
  }

  /// Whether the bar leaves the item out. False by default.
  open var isHidden = false {
    didSet { itemDidChange() }
  }

  /// Titles the item may show, which the bar sizes it for (stored only).
  open var possibleTitles: Set<String>?
}
