import Foundation

/// An element of a menu: the base class of ``UIAction``, ``UIMenu`` and
/// ``UIDeferredMenuElement``.
///
/// Divergence: menus are not shown headless (there is no touch to open them); elements are
/// data, kept and read back as on iOS.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// How an element is shown in a menu.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown dimmed and not chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red, for actions that destroy data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays open after the action runs.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark in a menu.
  public enum State: Int, Sendable {
    case off, on, mixed
  }

  /// The element's title.
  open var title: String
  /// A second line under the title.
  open var subtitle: String?
  /// The element's image.
  open var image: UIImage?

  init(title: String, subtitle: String?, image: UIImage?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    super.init()
  }
}
