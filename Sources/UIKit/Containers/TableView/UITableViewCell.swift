import CoreGraphics
import Foundation

/// A row of a table view: a content view for its content (a content configuration, the
/// classic text label, detail label and image view, or views of your own), an accessory at
/// the trailing edge, a background and a separator.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The classic style the cell was made with.
  let cellStyle: CellStyle
  private let reuseIdentifierStorage: String?

  /// The view that holds the cell's content; add your own views to it.
  public let contentView = UIView()

  /// Creates a cell in a classic `style`; `reuseIdentifier` is what dequeuing finds it by.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    reuseIdentifierStorage = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: ListContentMetrics.minimumRowHeight))
    backgroundFill.isUserInteractionEnabled = false
    addSubview(backgroundFill)
    addSubview(contentView)
    separatorView.isHidden = true
    addSubview(separatorView)
  }

  /// A default-style cell with `frame`.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// How a table view makes a cell of a registered class: through
  /// `init(style: .default, reuseIdentifier:)`, which subclasses may override. Offscreen's
  /// name, needed because Swift makes instances of a class known at run time only through
  /// required initialisers; subclasses inherit it.
  public required convenience init(reuseIdentifierForDequeue identifier: String?) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  public required init?(coder: NSCoder) { return nil }

  // MARK: State for the other files

  /// The style of the table the cell is in, which picks its default background.
  var tableStyle: UITableView.Style? {
    didSet { if tableStyle != oldValue { updateBackground() } }
  }
  let backgroundFill = BackgroundConfigurationView()
  let separatorView = UIView()
  var explicitSeparatorInset: UIEdgeInsets?
  var classicTextLabel: UILabel?
  var classicDetailLabel: UILabel?
  var classicImageView: UIImageView?
  /// The view showing ``contentConfiguration``.
  var configurationView: (any UIView & UIContentView)?
  /// The view drawing a standard accessory.
  var accessoryGlyph: AccessoryGlyphView?

  // MARK: Identity

  /// The identifier the cell is dequeued by.
  open var reuseIdentifier: String? { reuseIdentifierStorage }

  /// Called before the cell is dequeued again. Does nothing by default.
  open func prepareForReuse() {}

  // MARK: Classic content

  /// The main label, made on first use in the style's font and colour.
  open var textLabel: UILabel? { classicLabel(detail: false) }

  /// The detail label; nil in the `.default` style.
  open var detailTextLabel: UILabel? { cellStyle == .default ? nil : classicLabel(detail: true) }

  /// The image view before the text, made on first use.
  open var imageView: UIImageView? {
    if let classicImageView { return classicImageView }
    let view = UIImageView()
    contentView.addSubview(view)
    classicImageView = view
    setNeedsLayout()
    return view
  }

  // MARK: Configurations

  /// The cell's content as a configuration; setting it shows the configuration's content view
  /// in ``contentView`` (reusing the current one when it supports it).
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { installContentConfiguration() }
  }

  /// A list configuration in the style of the cell: `.cell()`, `.subtitleCell()` or
  /// `.valueCell()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    let style: UIListContentConfiguration =
      switch cellStyle {
      case .default: .cell()
      case .subtitle: .subtitleCell()
      case .value1, .value2: .valueCell()
      }
    return style.withSystemSideMargins(for: traitCollection)
  }

  /// The cell's background as a configuration; nil for the table style's default.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { updateBackground() }
  }

  /// Whether the content configuration is updated for each new state. True by default.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration is updated for each new state. True by default.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// Called to update the configurations for a new state; calls ``configurationUpdateHandler``.
  open func updateConfiguration(using state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  /// Called by ``updateConfiguration(using:)`` with the cell and its state.
  open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?

  /// Asks for the configurations to be updated: done at once headless.
  open func setNeedsUpdateConfiguration() { applyConfigurationState() }

  /// The state the configurations are updated for.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    return state
  }

  // MARK: Background views

  /// The cell's own colour; set, it shows instead of the background configuration's.
  open override var backgroundColor: UIColor? {
    didSet { updateBackground() }
  }

  /// A view behind the content, instead of the background configuration.
  open var backgroundView: UIView? {
    didSet { replaceBackgroundView(oldValue, with: backgroundView) }
  }
  /// A view behind the content of a selected cell.
  open var selectedBackgroundView: UIView? {
    didSet { replaceBackgroundView(oldValue, with: selectedBackgroundView) }
  }

  // MARK: Accessories

  /// The standard view at the trailing edge. `.none` by default.
  open var accessoryType: AccessoryType = .none {
    didSet { setNeedsLayout() }
  }
  /// A view of your own at the trailing edge, instead of ``accessoryType``'s.
  open var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      setNeedsLayout()
    }
  }
  /// The accessory while editing (stored only).
  open var editingAccessoryType: AccessoryType = .none
  /// The accessory view while editing (stored only).
  open var editingAccessoryView: UIView?

  // MARK: Selection

  /// How the selected cell looks. `.default` by default.
  open var selectionStyle: SelectionStyle = .default
  /// Whether the cell is selected.
  open var isSelected = false {
    didSet { if isSelected != oldValue { applyConfigurationState() } }
  }
  /// Whether the cell is highlighted.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { applyConfigurationState() } }
  }
  /// Sets ``isSelected``; headless the change is immediate.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  /// Sets ``isHighlighted``.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  // MARK: Editing and indentation (stored)

  /// Whether the cell is editing (stored only).
  open var isEditing = false
  /// Sets ``isEditing``.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
  /// The editing control shown (stored only).
  open var editingStyle: EditingStyle { .none }
  /// How far the content is indented, in steps of ``indentationWidth``.
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }
  /// The length of one indentation step. 10 points by default.
  open var indentationWidth: CGFloat = 10 {
    didSet { setNeedsLayout() }
  }
  /// Whether the cell indents while editing (stored only).
  open var shouldIndentWhileEditing = true
  /// Whether the reorder control shows while editing (stored only).
  open var showsReorderControl = false
  /// How the focused cell looks (stored only).
  open var focusStyle: FocusStyle = .default

  /// The inset of the separator below the cell; by default it starts where the text starts.
  open var separatorInset: UIEdgeInsets {
    get {
      explicitSeparatorInset
        ?? UIEdgeInsets(
          top: 0, left: textLeadingX ?? traitCollection.systemMinimumSideMargin, bottom: 0,
          right: 0)
    }
    set {
      explicitSeparatorInset = newValue
      setNeedsLayout()
    }
  }

  // MARK: Layout

  /// Places the accessory, the content view, the backgrounds and the classic content.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutCell()
  }

  /// The accessory follows the tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    accessoryGlyph?.setNeedsDisplay()
  }
}
