import CoreGraphics
import Foundation

/// A container that shows controllers side by side in columns — a primary (and, with three
/// columns, a supplementary) beside a secondary — and, in a compact width, collapses to one.
///
/// Headless it is laid out as iOS lays out an iPad's split view: expanded in a regular width,
/// with a primary (and supplementary) column 320 points wide beside the secondary in landscape
/// and the secondary alone in portrait (`displayMode` `.automatic`); collapsed in a compact
/// width, where it shows the `.compact` column's controller or else the top column (the
/// secondary, unless the delegate picks another).
///
/// Divergence: collapsing does not push the secondary onto the primary's navigation stack as
/// UIKit does; the top column's navigation controller is shown alone (and `show(_:)` while
/// collapsed makes another column the one shown). There is no swipe to reveal a hidden
/// primary.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController, ChildListingContainer {
  /// The split view controller's style: how many columns it has.
  public let style: Style
  private var columns: [Column: UIViewController] = [:]
  private var wrappers: [Column: UIViewController] = [:]
  private var wasCollapsed: Bool?
  /// The column a collapsed split view shows, asked of the delegate as it collapses.
  private var topColumn = Column.secondary
  private var lastDisplayMode: DisplayMode?

  /// The object told of collapsing, expanding and display mode changes.
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// A column-style split view controller with `style`'s columns.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A classic split view controller, given its controllers through ``viewControllers``.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) { return nil }

  // MARK: Controllers

  /// The controllers of the columns, primary first (for a column style, the navigation
  /// controllers that hold them); once collapsed, only the one shown. Setting it fills the
  /// primary, then the supplementary (with three columns), then the secondary.
  open var viewControllers: [UIViewController] {
    get {
      if isCollapsed, let shown = collapsedController { return [shown] }
      return columnOrder.compactMap { wrappers[$0] }
    }
    set {
      for column in columnOrder { setController(nil, for: column) }
      for (column, controller) in zip(columnOrder, newValue) {
        setController(controller, for: column)
      }
    }
  }

  /// Puts `vc` in `column` of a column-style split view controller, in a navigation
  /// controller unless it is one; nil empties the column. A classic split view controller
  /// ignores it (use ``viewControllers``), as on iOS.
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    guard style != .unspecified else {
      return Selector.warn(
        "setViewController(_:for:) does nothing on a classic UISplitViewController (style"
          + " .unspecified): set viewControllers, or make it with init(style:)")
    }
    setController(vc, for: column)
  }

  /// The controller given for `column` (not the navigation controller made to hold it); nil
  /// for a classic split view controller.
  open func viewController(for column: Column) -> UIViewController? {
    style == .unspecified ? nil : columns[column]
  }

  private func setController(_ controller: UIViewController?, for column: Column) {
    if let old = wrappers[column] { detachContainedChild(old) }
    columns[column] = controller
    let wrapper =
      style == .unspecified || controller is UINavigationController
      ? controller : controller.map { UINavigationController(rootViewController: $0) }
    wrappers[column] = wrapper
    if let wrapper { attachContainedChild(wrapper) }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Another container took `child`: its column empties.
  func childWasTaken(_ child: UIViewController) {
    for (column, wrapper) in wrappers where wrapper === child {
      wrappers[column] = nil
      columns[column] = nil
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// The columns in order, primary first.
  private var columnOrder: [Column] {
    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  // MARK: Arrangement

  /// The arrangement asked for; `.automatic` by default.
  open var preferredDisplayMode = DisplayMode.automatic {
    didSet {
      requestedDisplayMode = nil
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// The arrangement ``show(_:)`` or ``hide(_:)`` chose, until the preferred one is set.
  private var requestedDisplayMode: DisplayMode?

  /// Shows `column`. Expanded, the display mode changes to one that shows it: beside the
  /// secondary where the columns tile (landscape, or a `.tile` preference), over it otherwise;
  /// showing the secondary takes away the columns over it. Collapsed, the column's controller
  /// becomes the one shown.
  open func show(_ column: Column) {
    guard style != .unspecified else { return warnClassic("show(_:)") }
    if isCollapsed {
      topColumn = column
    } else {
      let tiles = resolvedSplitBehavior != .overlay
      switch (column, style) {
      case (.primary, .tripleColumn):
        requestedDisplayMode =
          resolvedSplitBehavior == .displace
          ? .twoDisplaceSecondary : tiles ? .twoBesideSecondary : .twoOverSecondary
      case (.primary, _), (.supplementary, .tripleColumn):
        requestedDisplayMode = tiles ? .oneBesideSecondary : .oneOverSecondary
      case (.secondary, _) where splitBehavior == .overlay:
        requestedDisplayMode = .secondaryOnly
      default: break
      }
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Hides `column` of an expanded split view: the primary (and, with three columns, the
  /// supplementary beside it) leave the secondary alone, or hiding the primary of three
  /// leaves the supplementary beside the secondary. The secondary cannot be hidden.
  open func hide(_ column: Column) {
    guard style != .unspecified else { return warnClassic("hide(_:)") }
    switch (column, style) {
    case (.primary, .tripleColumn):
      requestedDisplayMode =
        resolvedSplitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
    case (.primary, _), (.supplementary, .tripleColumn):
      requestedDisplayMode = .secondaryOnly
    default:
      return Selector.warn(
        "hide(_:): the \(column) column of a \(style) split view controller cannot be hidden")
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Shows `vc` in the column that shows controllers in a primary context: pushed on the
  /// primary's navigation controller (collapsed: the shown one's), else presented.
  open override func show(_ vc: UIViewController, sender: Any?) {
    let target = isCollapsed ? collapsedController : wrappers[.primary]
    if let navigation = target as? UINavigationController {
      navigation.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// Installs `vc` as the secondary column's controller; collapsed, shows it as
  /// ``show(_:sender:)`` does.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    guard !isCollapsed else { return show(vc, sender: sender) }
    setController(vc, for: .secondary)
  }

  private func warnClassic(_ method: String) {
    Selector.warn(
      "\(method) does nothing on a classic UISplitViewController (style .unspecified); make it"
        + " with init(style:)")
  }

  /// The preferred split behavior, or for `.automatic` the one an iPad uses: tiling in
  /// landscape, overlaying in portrait.
  private var resolvedSplitBehavior: SplitBehavior {
    guard preferredSplitBehavior == .automatic else { return preferredSplitBehavior }
    return shownSize.width > shownSize.height ? .tile : .overlay
  }

  /// How the columns share the width; `.automatic` by default.
  open var preferredSplitBehavior = SplitBehavior.automatic {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Whether a swipe shows and hides the primary column (stored: no swipes headless).
  open var presentsWithGesture = true
  /// Whether the secondary shows a button that hides the other columns (stored).
  open var showsSecondaryOnlyButton = false
  /// The edge of the primary column (stored; the columns are laid out from the leading edge).
  open var primaryEdge = PrimaryEdge.leading

  /// The primary column's width as a fraction of the split view's; automatic by default.
  open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The primary column's width in points; automatic (320) by default.
  open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The least width of the primary column; automatic by default.
  open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The greatest width of the primary column; automatic by default.
  open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// The supplementary column's width in points; automatic (320) by default.
  open var preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Whether the split view controller shows one controller: in a compact width.
  open var isCollapsed: Bool { traitCollection.horizontalSizeClass != .regular }

  /// The arrangement in effect: the one ``show(_:)`` or ``hide(_:)`` chose since the preferred
  /// one was set, else the preferred one, or for `.automatic` the one iOS uses on an
  /// iPad — the columns beside the secondary in landscape, the secondary alone (two columns)
  /// or the supplementary beside it (three) in portrait. Never `.automatic`.
  open var displayMode: DisplayMode { displayMode(for: shownSize) }

  /// The split view's size: its view's, or the screen's before the view is loaded.
  private var shownSize: CGSize { viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size }

  /// The display mode at `size`.
  private func displayMode(for size: CGSize) -> DisplayMode {
    if let requestedDisplayMode { return requestedDisplayMode }
    guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
    let landscape = size.width > size.height
    switch style {
    case .tripleColumn: return landscape ? .twoBesideSecondary : .oneBesideSecondary
    default: return landscape ? .oneBesideSecondary : .secondaryOnly
    }
  }

  /// How the columns beside the secondary share the width in ``displayMode``.
  open var splitBehavior: SplitBehavior {
    switch displayMode {
    case .oneOverSecondary, .twoOverSecondary: .overlay
    case .twoDisplaceSecondary: .displace
    default: preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }
  }

  /// The primary column's width: the preferred width, else the preferred fraction of the
  /// split view's width, else 320 points, kept within the minimum and maximum.
  open var primaryColumnWidth: CGFloat { primaryColumnWidth(for: shownSize.width) }

  /// The primary column's width in a split view `width` points wide.
  private func primaryColumnWidth(for width: CGFloat) -> CGFloat {
    let automatic = UISplitViewController.automaticDimension
    var primary: CGFloat =
      preferredPrimaryColumnWidth != automatic
      ? preferredPrimaryColumnWidth
      : preferredPrimaryColumnWidthFraction != automatic
        ? (preferredPrimaryColumnWidthFraction * width).rounded() : 320
    if minimumPrimaryColumnWidth != automatic { primary = max(primary, minimumPrimaryColumnWidth) }
    if maximumPrimaryColumnWidth != automatic { primary = min(primary, maximumPrimaryColumnWidth) }
    return primary
  }

  /// The supplementary column's width: the preferred width, else 320 points.
  open var supplementaryColumnWidth: CGFloat {
    preferredSupplementaryColumnWidth != UISplitViewController.automaticDimension
      ? preferredSupplementaryColumnWidth : 320
  }

  // MARK: Views

  open override func loadView() {
    let container = UILayoutContainerView(frame: UIScreen.main.bounds)
    container.layOutContent = { [weak self] in self?.layOutContent() }
    view = container
  }

  /// The controller a collapsed split view shows: the `.compact` column's, else the top
  /// column's (the delegate may pick another than the proposed secondary as it collapses).
  private var collapsedController: UIViewController? {
    guard style != .unspecified else { return wrappers[.primary] }
    return wrappers[.compact] ?? wrappers[topColumn] ?? wrappers[.secondary] ?? wrappers[.primary]
  }

  /// Shows the columns the arrangement shows, at their frames, and tells the delegate when the
  /// split view collapsed, expanded or changed its display mode.
  private func layOutContent() {
    guard let container = viewIfLoaded else { return }
    let collapsed = isCollapsed
    if collapsed, wasCollapsed != true, style != .unspecified {
      topColumn =
        delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
        ?? .secondary
    }
    if !collapsed, lastDisplayMode != displayMode {
      delegate?.splitViewController(self, willChangeTo: displayMode)
      lastDisplayMode = displayMode
    }
    let frames =
      collapsed
      ? collapsedController.map { [($0, container.bounds)] } ?? []
      : columnFrames(in: container.bounds)
    for child in children where !frames.contains(where: { $0.0 === child }) {
      if child.viewIfLoaded?.superview === container { child.viewIfLoaded?.removeFromSuperview() }
    }
    for (controller, frame) in frames {
      let view = controller.view!
      if view.superview !== container { container.addSubview(view) }
      view.frame = frame
    }
    if let wasCollapsed, wasCollapsed != collapsed, style != .unspecified {
      if collapsed {
        delegate?.splitViewControllerDidCollapse(self)
      } else {
        delegate?.splitViewControllerDidExpand(self)
      }
    }
    wasCollapsed = collapsed
  }

  /// The size a column's controller gets in a split view of `parentSize`: the shown
  /// controller's whole size when collapsed; expanded, its column's, or for a hidden column
  /// the width it has when shown.
  open override func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    guard !isCollapsed else { return parentSize }
    if let frame = columnFrames(in: CGRect(origin: .zero, size: parentSize))
      .first(where: { $0.0 === container })?.1
    {
      return frame.size
    }
    if container === wrappers[.primary] {
      return CGSize(width: primaryColumnWidth(for: parentSize.width), height: parentSize.height)
    }
    if container === wrappers[.supplementary] {
      return CGSize(width: supplementaryColumnWidth, height: parentSize.height)
    }
    return parentSize
  }

  /// The expanded columns' frames in `bounds`, back to front: columns beside the secondary
  /// take their widths from its leading edge; columns over it leave it the whole width.
  private func columnFrames(in bounds: CGRect) -> [(UIViewController, CGRect)] {
    let mode = displayMode(for: bounds.size)
    let leading: [Column]
    switch (mode, style) {
    case (.secondaryOnly, _): leading = []
    case (.oneBesideSecondary, .tripleColumn), (.oneOverSecondary, .tripleColumn):
      leading = [.supplementary]
    case (.oneBesideSecondary, _), (.oneOverSecondary, _): leading = [.primary]
    case (_, .tripleColumn): leading = [.primary, .supplementary]
    default: leading = [.primary]
    }
    var x: CGFloat = 0
    var frames: [(Column, CGRect)] = []
    for column in leading {
      let width =
        column == .primary ? primaryColumnWidth(for: bounds.width) : supplementaryColumnWidth
      frames.append((column, CGRect(x: x, y: 0, width: width, height: bounds.height)))
      x += width
    }
    let overlays = mode == .oneOverSecondary || mode == .twoOverSecondary
    let secondaryX = overlays ? 0 : x
    let secondary = CGRect(
      x: secondaryX, y: 0, width: max(bounds.width - secondaryX, 0), height: bounds.height)
    return ([(Column.secondary, secondary)] + frames).compactMap { column, frame in
      wrappers[column].map { ($0, frame) }
    }
  }
}
