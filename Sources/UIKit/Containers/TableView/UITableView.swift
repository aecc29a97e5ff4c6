import CoreGraphics
import Foundation

/// A list of rows in sections, in one of three styles, filled by a data source.
///
/// As on iOS, the table asks its data source for cells only for the rows in view, places them
/// at the heights the delegate (or the cells themselves, when self-sizing) gives, and keeps
/// cells that leave the view for reuse: a table of 10,000 rows makes a screenful of cells.
///
/// Divergence: ``delegate`` keeps the type `UIScrollViewDelegate?` it has on the scroll view;
/// a `UITableViewDelegate` assigned to it is used as one.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table's style, fixed at creation.
  public let style: Style

  /// Creates a table in `style`, with the background of its style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  public required init?(coder: NSCoder) { return nil }

  // MARK: State for the other files

  /// Cells by reuse identifier: the registered classes, and the cells that left the view.
  var cellPool = ReusePool<UITableViewCell> { $0.prepareForReuse() }
  /// Header and footer views by reuse identifier.
  var headerFooterPool = ReusePool<UITableViewHeaderFooterView> { $0.prepareForReuse() }
  /// The cells in view, by index path.
  var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  /// The header and footer views in view.
  var visibleSupplementaryViews: [TableSupplementaryKey: UIView] = [:]
  /// The header and footer views of this load of the data (the delegate's, or made for a
  /// title; nil for none), so that each is asked for and measured once.
  var supplementaryViews: [TableSupplementaryKey: UIView?] = [:]
  /// The heights self-sizing rows measured, by index path.
  var measuredRowHeights: [IndexPath: CGFloat] = [:]
  /// The heights of headers and footers sized by their content.
  var measuredSupplementaryHeights: [TableSupplementaryKey: CGFloat] = [:]
  /// The number of rows in each section, as the data source last said.
  var rowCounts: [Int]?
  /// The geometry of the last layout.
  var geometry = TableGeometry()
  /// The width rows were measured at; another width measures them again.
  var measuredWidth: CGFloat = -1
  /// The selected rows.
  var selectedIndexPaths: [IndexPath] = []

  /// Table views bounce vertically, so the vertical axis always counts as scrollable.
  override var alwaysBouncesVertically: Bool { true }

  // MARK: Data

  /// The object that gives the table its sections, rows and cells; not retained.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }

  /// The delegate as a table delegate, when it is one.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  /// Forgets every row and asks the data source again at the next layout.
  open func reloadData() {
    for cell in visibleCellsByIndexPath.values { enqueue(cell) }
    visibleCellsByIndexPath = [:]
    for view in visibleSupplementaryViews.values { view.removeFromSuperview() }
    visibleSupplementaryViews = [:]
    for case let view as UITableViewHeaderFooterView in supplementaryViews.values.compactMap({ $0 })
    {
      enqueue(view)
    }
    supplementaryViews = [:]
    measuredRowHeights = [:]
    measuredSupplementaryHeights = [:]
    rowCounts = nil
    setNeedsLayout()
  }

  // MARK: Geometry settings

  /// The height of rows the delegate does not size: ``automaticDimension`` (self-sizing) by
  /// default.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }
  /// The height assumed for rows not yet sized: ``automaticDimension`` (44) by default.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }
  /// The height of section headers: ``automaticDimension`` (by title and style) by default.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }
  /// The height of section footers: ``automaticDimension`` by default.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }
  /// The estimated height of section headers (stored only: headers are measured).
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The estimated height of section footers (stored only).
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The space above each section header of a plain table: ``automaticDimension`` (22 points,
  /// as iOS 15 added) by default.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }
  /// Whether cells' margins follow the readable content width (stored only).
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Whether the content is inset from the layout margins (stored only).
  open var insetsContentViewsToSafeArea = true

  /// The view above the first section, as tall as its frame.
  open var tableHeaderView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }
  /// The view below the last section, as tall as its frame.
  open var tableFooterView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }
  /// A view behind the rows, as large as the table.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  // MARK: Separators

  /// Whether separators are drawn: `.singleLine` by default.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
    didSet { setNeedsLayout() }
  }
  /// The separators' colour: `.separator` by default.
  open var separatorColor: UIColor? = .separator {
    didSet {
      appearancePropertyDidSet(\UITableView.separatorColor, to: separatorColor)
      setNeedsLayout()
    }
  }
  /// The effect separators are drawn with over a blurred background (a `UIVibrancyEffect`).
  ///
  /// Divergence: stored only; separators draw in ``separatorColor``, as vibrancy does not
  /// blend headless.
  open var separatorEffect: UIVisualEffect?
  /// The default inset of separators: the system minimum side margin from the leading edge,
  /// 16 or 20 points (the cells' text lines them up with the text instead, as iOS does).
  open var separatorInset: UIEdgeInsets {
    get {
      explicitSeparatorInset
        ?? UIEdgeInsets(top: 0, left: traitCollection.systemMinimumSideMargin, bottom: 0, right: 0)
    }
    set {
      appearancePropertyDidSet(\UITableView.separatorInset, to: newValue)
      explicitSeparatorInset = newValue
      setNeedsLayout()
    }
  }
  private var explicitSeparatorInset: UIEdgeInsets?
  /// What separator insets are measured from (stored only).
  open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges

  // MARK: Selection and editing (set by code only)

  /// Whether rows can be selected when the table is not editing. True by default.
  open var allowsSelection = true
  /// Whether several rows can be selected when the table is not editing. False by default.
  open var allowsMultipleSelection = false
  /// Whether rows can be selected while the table is editing. False by default.
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected while the table is editing. False by default.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the table is editing (stored only: no editing controls are drawn).
  open var isEditing = false
  /// Sets ``isEditing``.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  // MARK: Layout

  /// Measures the rows in view, places cells, headers and footers, and sets the content size.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }
}
