import CoreGraphics
import Foundation

/// The bar at the top of a navigation stack: the top item's title in the middle (or as a large
/// title below), its bar button items on either side, and a back button to the item below.
///
/// Metrics are iOS 15+'s on iPhone: the bar is 44 points tall, 96 with a large title (a 52-point
/// row under the 44-point one); titles are 17-point semibold, large titles 34-point bold at the
/// leading margin; the content's edges are 16 points in (20 in a regular width); the back button
/// starts 8 points in. Those insets are from the safe area's sides, as iOS lays bar content out
/// within layout margins that include the safe area (44 more points in landscape on a notched
/// iPhone).
///
/// Content at rest is at its scroll edge, so the bar shows ``scrollEdgeAppearance`` — when nil,
/// the standard appearance with a transparent background, as iOS 15+ does.
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarItemHosting, UIBarPositioning {
  private var itemStack: [UINavigationItem] = []
  private let backgroundView = BarBackgroundView()
  /// The views the top item shows (buttons, title, custom views), made again when it changes.
  private var contentViews: [UIView] = []
  private var contentIsStale = true
  private let titleLabel = UILabel()
  private let largeTitleLabel = UILabel()

  /// How far the background reaches up beyond the bar: the status bar a navigation controller's
  /// bar is attached to.
  var backgroundExtension: CGFloat = 0 {
    didSet { if backgroundExtension != oldValue { setNeedsLayout() } }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(backgroundView)
    titleLabel.textAlignment = .center
  }

  /// Bars are not archived here; this initialiser exists so that subclasses written for iOS
  /// compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The object asked before the bar's own pushes and pops, and told after them.
  open weak var delegate: (any UINavigationBarDelegate)?

  /// Where the bar sits: attached to the top of the screen when a navigation controller shows
  /// it under the status bar, else where its delegate says.
  open var barPosition: UIBarPosition {
    backgroundExtension > 0 ? .topAttached : delegate?.position(for: self) ?? .any
  }

  // MARK: Items

  /// The stack of items, the top one last.
  open var items: [UINavigationItem]? {
    get { itemStack }
    set { setItems(newValue, animated: false) }
  }

  /// The item on top of the stack: what the bar shows.
  open var topItem: UINavigationItem? { itemStack.last }

  /// The item below the top one: what the back button returns to.
  open var backItem: UINavigationItem? { itemStack.dropLast().last }

  /// Replaces the stack (at once: there are no animations headless).
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    for item in itemStack where item.hostBar === self { item.hostBar = nil }
    itemStack = items ?? []
    for item in itemStack { item.hostBar = self }
    itemsDidChange()
  }

  /// Pushes `item` on the stack (at once) if the delegate allows it.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
    setItems(itemStack + [item], animated: animated)
    delegate?.navigationBar(self, didPush: item)
  }

  /// Pops the top item (at once), if the delegate allows it, and returns it; the root item is
  /// not popped.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard itemStack.count > 1, let top = itemStack.last,
      delegate?.navigationBar(self, shouldPop: top) ?? true
    else { return nil }
    setItems(Array(itemStack.dropLast()), animated: animated)
    delegate?.navigationBar(self, didPop: top)
    return top
  }

  func itemsDidChange() {
    contentIsStale = true
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    // The bar's height may change with its items: a navigation controller places it again.
    superview?.setNeedsLayout()
  }

  // MARK: Options

  /// Whether the bar shows the top item's title large, below the standard row, when the item's
  /// ``UINavigationItem/largeTitleDisplayMode`` allows. False by default.
  open var prefersLargeTitles = false {
    didSet { itemsDidChange() }
  }

  /// Whether the bar is translucent (stored only: the appearance decides the background).
  open var isTranslucent = true {
    didSet { appearancePropertyDidSet(\UINavigationBar.isTranslucent, to: isTranslucent) }
  }
  /// The bar's style from before appearances (stored only, see ``UIBarStyle``).
  open var barStyle = UIBarStyle.default {
    didSet { appearancePropertyDidSet(\UINavigationBar.barStyle, to: barStyle) }
  }

  /// The background colour, over the appearance's (the pre-iOS 13 way to colour a bar).
  open var barTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UINavigationBar.barTintColor, to: barTintColor)
      setNeedsLayout()
    }
  }

  /// Attributes over the title's defaults, under the appearance's (pre-iOS 13 styling).
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      appearancePropertyDidSet(\UINavigationBar.titleTextAttributes, to: titleTextAttributes)
      itemsDidChange()
    }
  }

  /// Attributes over the large title's defaults, under the appearance's.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      appearancePropertyDidSet(
        \UINavigationBar.largeTitleTextAttributes, to: largeTitleTextAttributes)
      itemsDidChange()
    }
  }

  /// The appearance when content is scrolled under the bar.
  open var standardAppearance = UINavigationBarAppearance() {
    didSet {
      appearancePropertyDidSet(\UINavigationBar.standardAppearance, to: standardAppearance)
      itemsDidChange()
    }
  }

  /// The appearance in a compact height (stored only: bars here have the regular height).
  open var compactAppearance: UINavigationBarAppearance? {
    didSet { appearancePropertyDidSet(\UINavigationBar.compactAppearance, to: compactAppearance) }
  }

  /// The appearance in a compact height at the scroll edge (stored only).
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      appearancePropertyDidSet(
        \UINavigationBar.compactScrollEdgeAppearance, to: compactScrollEdgeAppearance)
    }
  }

  /// The appearance when content is at its scroll edge: the bar's look at rest, headless. Nil
  /// (the default) is the standard appearance with a transparent background.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet {
      appearancePropertyDidSet(\UINavigationBar.scrollEdgeAppearance, to: scrollEdgeAppearance)
      itemsDidChange()
    }
  }

  /// The appearance the bar shows: the top item's, else the bar's, at the scroll edge.
  var restingAppearance: UINavigationBarAppearance {
    UIBarAppearance.resting(
      standard: topItem?.standardAppearance ?? standardAppearance,
      scrollEdge: topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance, barTint: barTintColor)
  }

  // MARK: Size

  /// The standard bar's height and the large title row's, from iOS 15+'s bars on iPhone.
  static let standardHeight: CGFloat = 44
  static let largeTitleRowHeight: CGFloat = 52

  /// Whether the top item's title shows large: the bar prefers large titles and the item's
  /// mode, or the first item below it with a mode other than automatic, asks for it (automatic
  /// all the way down means large).
  var showsLargeTitle: Bool {
    guard prefersLargeTitles else { return false }
    for item in itemStack.reversed() {
      switch item.largeTitleDisplayMode {
      case .always: return true
      case .never, .inline: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The bar's height: 44 points, 96 with a large title.
  var barHeight: CGFloat {
    Self.standardHeight + (showsLargeTitle ? Self.largeTitleRowHeight : 0)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: barHeight)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
  }

  // MARK: Layout

  /// The leading and trailing margin of the bar's content: the system minimum margins.
  private var sideMargin: CGFloat { traitCollection.systemMinimumSideMargin }
  /// Where the back button starts, and the gap between neighbouring buttons.
  static let backButtonInset: CGFloat = 8
  static let interitemSpacing: CGFloat = 8

  /// The content lies inside the safe area's sides, so it moves when they do (a rotation).
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let appearance = restingAppearance
    backgroundView.show(
      appearance,
      bar: CGRect(x: 0, y: 0, width: bounds.width, height: barHeight),
      extendedBy: -backgroundExtension, hairlineAtTop: false)
    if contentIsStale { rebuildContent(appearance) }
    layOutContent()
  }

  private var leadingViews: [UIView] = []
  private var trailingViews: [UIView] = []
  private var shownTitleView: UIView?
  private var showsBackButton = false

  /// Makes the views the top item shows.
  private func rebuildContent(_ appearance: UINavigationBarAppearance) {
    contentIsStale = false
    for view in contentViews where view.superview === self { view.removeFromSuperview() }
    (leadingViews, trailingViews, shownTitleView) = ([], [], nil)
    guard let top = topItem else { return contentViews = [] }
    let leftViews = (top.leftBarButtonItems ?? []).compactMap(view(for:))
    let back = backButton(for: top)
    showsBackButton = back != nil && (leftViews.isEmpty || top.leftItemsSupplementBackButton)
    leadingViews = showsBackButton ? [back!] + leftViews : leftViews
    trailingViews = (top.rightBarButtonItems ?? []).compactMap(view(for:))
    let large = showsLargeTitle
    if let custom = top.titleView {
      if custom.frame.size == .zero { custom.frame.size = BarButtonView.fittingSize(of: custom) }
      shownTitleView = custom
    } else if !large, let title = top.title {
      titleLabel.attributedText = NSAttributedString(
        string: title, attributes: titleAttributes(appearance))
      titleLabel.frame.size = titleLabel.intrinsicContentSize
      shownTitleView = titleLabel
    }
    var made = leadingViews + trailingViews + (shownTitleView.map { [$0] } ?? [])
    if large, let title = top.title {
      largeTitleLabel.attributedText = NSAttributedString(
        string: title, attributes: largeTitleAttributes(appearance))
      // Here, not in layout: setting it invalidates the label's size, which would lay the bar
      // out again, forever, when the bar is placed by constraints.
      largeTitleLabel.textAlignment = .natural
      made.append(largeTitleLabel)
    }
    for view in made { addSubview(view) }
    contentViews = made
  }

  private func titleAttributes(_ appearance: UINavigationBarAppearance)
    -> [NSAttributedString.Key: Any]
  {
    appearance.resolvedTitleAttributes.merging(titleTextAttributes ?? [:]) { set, _ in set }
  }

  private func largeTitleAttributes(_ appearance: UINavigationBarAppearance)
    -> [NSAttributedString.Key: Any]
  {
    appearance.resolvedLargeTitleAttributes.merging(largeTitleTextAttributes ?? [:]) { set, _ in
      set
    }
  }

  /// The back button to the item below `top`: the chevron with the item below's back bar
  /// button item's title, its back button title, its title, or "Back".
  private func backButton(for top: UINavigationItem) -> UIView? {
    guard let below = backItem, !top.hidesBackButton else { return nil }
    below.backBarButtonItem?.hostBar = self
    let title: String? =
      switch top.backButtonDisplayMode {
      case .minimal: nil
      case .generic: "Back"
      case .default:
        below.backBarButtonItem?.title ?? below.backButtonTitle ?? below.title ?? "Back"
      }
    let button = BarButtonView(backTitle: title)
    // The chevron points the way the bar lays out, forced or not.
    button.semanticContentAttribute = semanticContentAttribute
    return button
  }

  private func view(for item: UIBarButtonItem) -> UIView? {
    item.hostBar = self
    return item.isHidden ? nil : BarButtonView.view(for: item)
  }

  /// Places the buttons in the standard row, the title between them and the large title in the
  /// row below.
  private func layOutContent() {
    let safe = horizontalSafeArea
    var leadingEnd: CGFloat = 0
    for (index, view) in leadingViews.enumerated() {
      let first = safe.leading + (showsBackButton ? Self.backButtonInset : sideMargin)
      let start = index == 0 ? first : leadingEnd + Self.interitemSpacing
      leadingEnd = start + view.frame.width
      place(view, at: start, size: view.frame.size)
    }
    var trailingStart = bounds.width
    for (index, view) in trailingViews.enumerated() {
      let end =
        index == 0
        ? bounds.width - safe.trailing - sideMargin : trailingStart - Self.interitemSpacing
      trailingStart = end - view.frame.width
      place(view, at: trailingStart, size: view.frame.size)
    }
    if let shownTitleView { layOutTitle(shownTitleView, between: leadingEnd, and: trailingStart) }
    guard largeTitleLabel.superview === self else { return }
    // The large title's line starts 3 points into its 52-point row, leaving 8 points below.
    let height = ceil(largeTitleLabel.font.lineHeight)
    let insets = safeAreaInsets
    let width = max(0, bounds.width - insets.left - insets.right - 2 * sideMargin)
    largeTitleLabel.frame = CGRect(
      x: insets.left + sideMargin, y: Self.standardHeight + 3, width: width, height: height)
  }

  /// Puts `view` `start` points from the leading edge, centred on the standard row.
  private func place(_ view: UIView, at start: CGFloat, size: CGSize) {
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let height = min(size.height, Self.standardHeight)
    let x = rtl ? bounds.width - start - size.width : start
    view.frame = CGRect(
      x: x, y: (Self.standardHeight - height) / 2, width: size.width, height: height)
  }

  /// Centres the title in the bar when it fits between the buttons, else in the room between
  /// them, truncated to it.
  private func layOutTitle(_ view: UIView, between leadingEnd: CGFloat, and trailingStart: CGFloat)
  {
    let safe = horizontalSafeArea
    let lowest =
      leadingViews.isEmpty ? safe.leading + sideMargin : leadingEnd + Self.interitemSpacing
    let highest =
      trailingViews.isEmpty
      ? bounds.width - safe.trailing - sideMargin : trailingStart - Self.interitemSpacing
    let natural = view === titleLabel ? titleLabel.intrinsicContentSize : view.frame.size
    let width = min(ceil(natural.width), max(0, highest - lowest))
    let centred = (bounds.width - width) / 2
    let start = min(max(centred, lowest), highest - width)
    place(view, at: start, size: CGSize(width: width, height: ceil(natural.height)))
  }
}
