import CoreGraphics
import Foundation

/// How a list layout draws one of its cells.
struct ListCellPlacement: Equatable {
  var appearance: UICollectionLayoutListConfiguration.Appearance
  var isFirstInSection: Bool
  var isLastInSection: Bool
  var showsSeparators: Bool
}

/// A cell of a list layout: list content, accessories at the trailing edge, the list's
/// background, separators and (inset grouped) rounded group corners.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  private let separatorView = UIView()
  private var accessoryViews: [UIView] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(separatorView)
  }

  public required init?(coder: NSCoder) { return nil }

  /// How the list layout draws the cell; set by the collection view.
  var placement: ListCellPlacement? {
    didSet {
      guard placement != oldValue else { return }
      updateBackground()
      setNeedsLayout()
    }
  }

  /// A list configuration for a cell: ``UIListContentConfiguration/cell()``.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration.cell().withSystemSideMargins(for: traitCollection)
  }

  /// The accessories at the trailing edge, first outermost.
  open var accessories: [UICellAccessory] = [] {
    didSet { rebuildAccessories() }
  }

  /// How far the content is indented, in steps of ``indentationWidth``.
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }
  /// The length of one indentation step. 10 points by default.
  open var indentationWidth: CGFloat = 10

  /// Whether the cell is editing: editing-only accessories show.
  open var isEditing = false {
    didSet { rebuildAccessories() }
  }

  private func rebuildAccessories() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.compactMap { $0.makeView(editing: isEditing) }
    for view in accessoryViews { addSubview(view) }
    setNeedsLayout()
  }

  /// The space between accessories, and from the last one to the content.
  private static let accessorySpacing: CGFloat = 12

  /// Places the accessories from the trailing margin inwards, the content before them, the
  /// separator (from the text's start) and the group's corners.
  open override func layoutSubviews() {
    super.layoutSubviews()
    var trailing = bounds.width - TableMetrics.sideMargin(for: traitCollection)
    for view in accessoryViews {
      let size = accessorySize(of: view)
      view.frame = CGRect(
        x: trailing - size.width, y: ((bounds.height - size.height) / 2).rounded(),
        width: size.width,
        height: size.height)
      trailing -= size.width + Self.accessorySpacing
    }
    let pixel = 1 / max(1, traitCollection.displayScale)
    let showsSeparator =
      placement.map { $0.showsSeparators && !($0.isLastInSection && $0.appearance != .plain) }
      ?? false
    separatorView.isHidden = !showsSeparator
    if showsSeparator {
      let leading =
        (configurationView as? UIListContentView).map {
          contentView.frame.minX + $0.textLeadingX(forWidth: contentView.frame.width)
        } ?? traitCollection.systemMinimumSideMargin
      separatorView.backgroundColor = .separator
      separatorView.frame = CGRect(
        x: leading, y: bounds.height - pixel, width: bounds.width - leading, height: pixel)
      bringSubviewToFront(separatorView)
    }
    applyGroupCorners()
  }

  private func applyGroupCorners() {
    guard let placement, placement.appearance == .insetGrouped else {
      layer.cornerRadius = 0
      clipsToBounds = false
      return
    }
    var corners: CACornerMask = []
    if placement.isFirstInSection {
      corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }
    if placement.isLastInSection {
      corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }
    layer.cornerRadius = corners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
    layer.maskedCorners = corners
    clipsToBounds = !corners.isEmpty
  }

  /// A standard accessory's own size; a custom view's frame size (its intrinsic size when it
  /// has no frame).
  private func accessorySize(of view: UIView) -> CGSize {
    view.bounds.size == .zero || view is AccessoryGlyphView || view is UILabel
      ? view.intrinsicContentSize : view.bounds.size
  }

  /// The content ends where the accessories start.
  override var contentFrame: CGRect {
    let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
    var end = bounds.width
    if !accessoryViews.isEmpty {
      let widths = accessoryViews.reduce(CGFloat(0)) {
        $0 + accessorySize(of: $1).width + Self.accessorySpacing
      }
      end =
        bounds.width - TableMetrics.sideMargin(for: traitCollection) - widths
        + Self.accessorySpacing
    }
    return CGRect(x: indent, y: 0, width: max(0, end - indent), height: bounds.height)
  }

  /// The list's background: plain or grouped cells' colour; sidebars have none.
  override var defaultBackgroundConfiguration: UIBackgroundConfiguration? {
    switch placement?.appearance {
    case .grouped?, .insetGrouped?: .listGroupedCell()
    case .sidebar?, .sidebarPlain?: .listSidebarCell()
    case .plain?, nil: .listPlainCell()
    }
  }

  /// List rows are at least 44 points tall.
  override func fittedSize(for target: CGSize, freeAxes: UIAxis) -> CGSize {
    var width = target.width
    if !accessoryViews.isEmpty {
      width = contentFrame.width + (target.width - bounds.width)
    }
    let size = super.fittedSize(
      for: CGSize(width: width, height: target.height), freeAxes: freeAxes)
    return CGSize(
      width: target.width, height: max(ListContentMetrics.minimumRowHeight, size.height))
  }
}
