import CoreGraphics

/// A view at the trailing edge of a list cell: a disclosure indicator, a checkmark, a detail
/// button, a text label or a view of your own. Editing accessories (delete, insert, reorder,
/// multiselect) are stored but not drawn: there is no editing headless.
public struct UICellAccessory {
  /// When the accessory shows.
  public enum DisplayedState: Int, Sendable {
    case always, whenEditing, whenNotEditing
  }

  /// Where a custom view goes (stored only: all accessories go at the trailing edge).
  public enum Placement: Sendable {
    case leading, trailing
  }

  enum Kind {
    case disclosureIndicator, checkmark, detail, outlineDisclosure
    case label(String)
    case customView(UIView)
    case editing
  }

  let kind: Kind
  /// When the accessory shows.
  public let displayed: DisplayedState
  /// The accessory's tint; nil for the standard colour.
  let tintColor: UIColor?

  /// Options of the standard accessories.
  public struct DisclosureIndicatorOptions {
    public var isHidden: Bool?
    public var tintColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil
    ) { (self.isHidden, self.tintColor) = (isHidden, tintColor) }
  }
  public typealias CheckmarkOptions = DisclosureIndicatorOptions
  public typealias DetailOptions = DisclosureIndicatorOptions
  public typealias OutlineDisclosureOptions = DisclosureIndicatorOptions

  /// Options of a label accessory.
  public struct LabelOptions {
    public var isHidden: Bool?
    public var tintColor: UIColor?
    public var font: UIFont
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil,
      font: UIFont = .preferredFont(forTextStyle: .body),
      adjustsFontForContentSizeCategory: Bool = true
    ) { (self.isHidden, self.tintColor, self.font) = (isHidden, tintColor, font) }
  }

  /// A view of your own as an accessory.
  public struct CustomViewConfiguration {
    public var customView: UIView
    public var placement: Placement
    public var isHidden: Bool?
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) { (self.customView, self.placement, self.isHidden) = (customView, placement, isHidden) }
  }

  private init(_ kind: Kind, displayed: DisplayedState, hidden: Bool?, tint: UIColor? = nil) {
    self.kind = hidden == true ? .editing : kind
    self.displayed = displayed
    tintColor = tint
  }

  /// A chevron: the row leads to more.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      .disclosureIndicator, displayed: displayed, hidden: options.isHidden, tint: options.tintColor)
  }

  /// A checkmark in the tint colour.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      .checkmark, displayed: displayed, hidden: options.isHidden, tint: options.tintColor)
  }

  /// An info button (its handler is never called headless).
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .detail, displayed: displayed, hidden: options.isHidden, tint: options.tintColor)
  }

  /// The chevron of an expandable row.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .outlineDisclosure, displayed: displayed, hidden: options.isHidden, tint: options.tintColor)
  }

  /// A text in the secondary label colour.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      .label(text), displayed: displayed, hidden: options.isHidden, tint: options.tintColor)
  }

  /// A view of your own.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    UICellAccessory(
      .customView(configuration.customView), displayed: .always, hidden: configuration.isHidden)
  }

  /// A delete control (stored only).
  public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(.editing, displayed: displayed, hidden: nil)
  }

  /// An insert control (stored only).
  public static func insert(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(.editing, displayed: displayed, hidden: nil)
  }

  /// A reorder control (stored only).
  public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(.editing, displayed: displayed, hidden: nil)
  }

  /// A selection circle (stored only).
  public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(.editing, displayed: displayed, hidden: nil)
  }

  /// The view that shows the accessory, nil for one not drawn when `editing` is as given.
  @MainActor
  func makeView(editing: Bool) -> UIView? {
    switch displayed {
    case .whenEditing where !editing, .whenNotEditing where editing: return nil
    default: break
    }
    let view: UIView
    switch kind {
    case .editing: return nil
    case .disclosureIndicator, .outlineDisclosure: view = AccessoryGlyphView(kind: .disclosure)
    case .checkmark: view = AccessoryGlyphView(kind: .checkmark)
    case .detail: view = AccessoryGlyphView(kind: .detail)
    case .label(let text):
      let label = UILabel()
      label.text = text
      label.textColor = .secondaryLabel
      view = label
    case .customView(let custom): return custom
    }
    if let tintColor { view.tintColor = tintColor }
    return view
  }
}
