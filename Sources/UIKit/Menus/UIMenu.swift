import Foundation

/// A menu: a title and image over child elements (actions, submenus, deferred elements), as
/// a button, a bar button item or a context menu shows it.
///
/// Divergence: menus are never presented headless; a menu is data that code builds and tests
/// read back (``children``, ``selectedElements``, ``replacingChildren(_:)``).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// The name of a menu. UIKit's own menus have `com.apple.menu.` names.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The menu bar's root menu.
    public static let root = Identifier("com.apple.menu.root")
    /// The application menu.
    public static let application = Identifier("com.apple.menu.application")
    /// The File menu.
    public static let file = Identifier("com.apple.menu.file")
    /// The Edit menu.
    public static let edit = Identifier("com.apple.menu.edit")
    /// The View menu.
    public static let view = Identifier("com.apple.menu.view")
    /// The Window menu.
    public static let window = Identifier("com.apple.menu.window")
    /// The Help menu.
    public static let help = Identifier("com.apple.menu.help")
  }

  /// How a menu shows within its parent, with UIKit's raw values.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show inline in the parent menu, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu looks destructive in its parent.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one element of the menu and its submenus is on.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children show as a row, to choose one from.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The size of a menu's children, with UIKit's raw values.
  public enum ElementSize: Int, Sendable {
    case automatic = -1
    case small = 0
    case medium = 1
    case large = 2
  }

  /// The menu's identifier: a new unique one unless given.
  public let identifier: Identifier
  /// How the menu shows within its parent.
  public let options: Options
  /// The size of the menu's children. `.automatic` by default.
  open var preferredElementSize: ElementSize
  /// The menu's elements and submenus, in order.
  public let children: [UIMenuElement]

  /// Creates a menu of `children`. A nil `identifier` gives the menu a new unique one.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [],
    preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier("com.apple.menu.dynamic.\(UUID().uuidString)")
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A menu with this menu's title, image, identifier and options, and `newChildren` as its
  /// only children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
  }

  /// The actions of the menu and its submenus whose state is `.on`, depth first.
  open var selectedElements: [UIMenuElement] {
    children.flatMap { child -> [UIMenuElement] in
      if let menu = child as? UIMenu { return menu.selectedElements }
      if let action = child as? UIAction, action.state == .on { return [action] }
      return []
    }
  }
}
