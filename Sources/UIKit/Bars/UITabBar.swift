import CoreGraphics
import Foundation

/// The bar of tabs at the bottom of a tab bar controller: one slot per item, the selected item
/// in the tint colour and the others in gray, with badges.
///
/// Metrics are iOS 15+'s on iPhone in portrait: the items' row is 49 points tall and the bar
/// reaches down over the home indicator area (its bottom safe area), so a bar on a phone with
/// a 34-point home indicator inset is 83 points tall. Content at rest is at its scroll edge, so
/// the bar shows ``scrollEdgeAppearance`` — when nil, the standard appearance with a
/// transparent background, as iOS 15+ does.
@preconcurrency @MainActor
open class UITabBar: UIView, BarItemHosting {
  private let backgroundView = BarBackgroundView()
  private var itemViews: [TabBarItemView] = []
  private var contentIsStale = true

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(backgroundView)
  }

  /// Bars are not archived here; this initialiser exists so that subclasses written for iOS
  /// compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The object told when the user picks an item (never, headless: there are no taps).
  open weak var delegate: (any UITabBarDelegate)?

  /// The items, from the leading edge.
  open var items: [UITabBarItem]? {
    didSet { itemsDidChange() }
  }

  /// Sets ``items`` (at once: there are no animations headless).
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

  /// The item drawn as selected; nil for none.
  open weak var selectedItem: UITabBarItem? {
    didSet { itemsDidChange() }
  }

  /// The colour of the items that are not selected; nil for gray.
  open var unselectedItemTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UITabBar.unselectedItemTintColor, to: unselectedItemTintColor)
      itemsDidChange()
    }
  }

  /// Whether the bar is translucent (stored only: the appearance decides the background).
  open var isTranslucent = true {
    didSet { appearancePropertyDidSet(\UITabBar.isTranslucent, to: isTranslucent) }
  }
  /// The bar's style from before appearances (stored only, see ``UIBarStyle``).
  open var barStyle = UIBarStyle.default {
    didSet { appearancePropertyDidSet(\UITabBar.barStyle, to: barStyle) }
  }

  /// The background colour, over the appearance's (the pre-iOS 13 way to colour a bar).
  open var barTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UITabBar.barTintColor, to: barTintColor)
      setNeedsLayout()
    }
  }

  /// The appearance when content is scrolled under the bar.
  open var standardAppearance = UITabBarAppearance() {
    didSet {
      appearancePropertyDidSet(\UITabBar.standardAppearance, to: standardAppearance)
      itemsDidChange()
    }
  }

  /// The appearance when content is at its scroll edge: the bar's look at rest, headless. Nil
  /// (the default) is the standard appearance with a transparent background.
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet {
      appearancePropertyDidSet(\UITabBar.scrollEdgeAppearance, to: scrollEdgeAppearance)
      itemsDidChange()
    }
  }

  func itemsDidChange() {
    contentIsStale = true
    setNeedsLayout()
  }

  /// The appearance the bar shows: the selected item's, else the bar's, at the scroll edge.
  var restingAppearance: UITabBarAppearance {
    UIBarAppearance.resting(
      standard: selectedItem?.standardAppearance ?? standardAppearance,
      scrollEdge: selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance,
      barTint: barTintColor)
  }

  // MARK: Size

  /// The height of the items' row on iPhone in portrait.
  static let rowHeight: CGFloat = 49

  /// The row's 49 points plus the bottom safe area the bar covers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.rowHeight + safeAreaInsets.bottom)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.rowHeight + safeAreaInsets.bottom)
  }

  // MARK: Layout

  /// The content lies inside the safe area's sides, so it moves when they do (a rotation).
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let appearance = restingAppearance
    backgroundView.show(appearance, bar: bounds, extendedBy: 0, hairlineAtTop: true)
    if contentIsStale { rebuildItemViews(appearance) }
    // Each item takes an equal slot of the row inside the safe area, from the leading edge.
    let insets = safeAreaInsets
    let row = max(0, bounds.width - insets.left - insets.right)
    let slot = row / CGFloat(max(1, itemViews.count))
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    for (index, view) in itemViews.enumerated() {
      let position = rtl ? itemViews.count - 1 - index : index
      view.frame = CGRect(
        x: insets.left + CGFloat(position) * slot, y: 0, width: slot, height: Self.rowHeight)
    }
  }

  private func rebuildItemViews(_ appearance: UITabBarAppearance) {
    contentIsStale = false
    for view in itemViews { view.removeFromSuperview() }
    itemViews = (items ?? []).map { item in
      item.hostBar = self
      let look = appearance.stackedLayoutAppearance
      let state =
        !item.isEnabled ? look.disabled : item === selectedItem ? look.selected : look.normal
      let fallback: UIColor =
        !item.isEnabled
        ? .tertiaryLabel
        : item === selectedItem ? tintColor : unselectedItemTintColor ?? .systemGray
      return TabBarItemView(
        item: item, selected: item === selectedItem, state: state,
        color: state.iconColor ?? fallback)
    }
    for view in itemViews { addSubview(view) }
  }

  open override func tintColorDidChange() { itemsDidChange() }
}
