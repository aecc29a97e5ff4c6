import CoreGraphics
import Foundation

/// A bar of buttons, usually at the bottom of the screen: its items in a row from the leading
/// margin, flexible spaces sharing the room left.
///
/// Metrics are iOS 15+'s on iPhone: 44 points tall, the content 16 points in from each edge
/// (20 in a regular width), 8 points between neighbouring buttons. Content at rest is at its
/// scroll edge, so the bar shows ``scrollEdgeAppearance`` — when nil, the standard appearance
/// with a transparent background, as iOS 15+ does.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarItemHosting, UIBarPositioning {
  private let backgroundView = BarBackgroundView()
  private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []
  private var contentIsStale = true

  /// How far the background reaches down beyond the bar: the home indicator area a
  /// navigation controller's toolbar is attached to.
  var backgroundExtension: CGFloat = 0 {
    didSet { if backgroundExtension != oldValue { setNeedsLayout() } }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(backgroundView)
  }

  /// Bars are not archived here; this initialiser exists so that subclasses written for iOS
  /// compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The object that tells the bar where it sits.
  open weak var delegate: (any UIToolbarDelegate)?

  /// Where the bar sits: at the bottom when a navigation controller shows it, else where its
  /// delegate says.
  open var barPosition: UIBarPosition {
    backgroundExtension > 0 ? .bottom : delegate?.position(for: self) ?? .any
  }

  /// The items, from the leading edge.
  open var items: [UIBarButtonItem]? {
    didSet { itemsDidChange() }
  }

  /// Sets ``items`` (at once: there are no animations headless).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  /// Whether the bar is translucent (stored only: the appearance decides the background).
  open var isTranslucent = true {
    didSet { appearancePropertyDidSet(\UIToolbar.isTranslucent, to: isTranslucent) }
  }
  /// The bar's style from before appearances (stored only, see ``UIBarStyle``).
  open var barStyle = UIBarStyle.default {
    didSet { appearancePropertyDidSet(\UIToolbar.barStyle, to: barStyle) }
  }

  /// The background colour, over the appearance's (the pre-iOS 13 way to colour a bar).
  open var barTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UIToolbar.barTintColor, to: barTintColor)
      setNeedsLayout()
    }
  }

  /// The appearance when content is scrolled under the bar.
  open var standardAppearance = UIToolbarAppearance() {
    didSet {
      appearancePropertyDidSet(\UIToolbar.standardAppearance, to: standardAppearance)
      setNeedsLayout()
    }
  }

  /// The appearance in a compact height (stored only).
  open var compactAppearance: UIToolbarAppearance? {
    didSet { appearancePropertyDidSet(\UIToolbar.compactAppearance, to: compactAppearance) }
  }

  /// The appearance in a compact height at the scroll edge (stored only).
  open var compactScrollEdgeAppearance: UIToolbarAppearance? {
    didSet {
      appearancePropertyDidSet(
        \UIToolbar.compactScrollEdgeAppearance, to: compactScrollEdgeAppearance)
    }
  }

  /// The appearance when content is at its scroll edge: the bar's look at rest, headless. Nil
  /// (the default) is the standard appearance with a transparent background.
  open var scrollEdgeAppearance: UIToolbarAppearance? {
    didSet {
      appearancePropertyDidSet(\UIToolbar.scrollEdgeAppearance, to: scrollEdgeAppearance)
      setNeedsLayout()
    }
  }

  func itemsDidChange() {
    contentIsStale = true
    setNeedsLayout()
  }

  // MARK: Size

  /// The bar's height on iPhone in portrait.
  static let barHeight: CGFloat = 44
  static let interitemSpacing: CGFloat = 8

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.barHeight)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
  }

  // MARK: Layout

  /// The content lies inside the safe area's sides, so it moves when they do (a rotation).
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView.show(
      UIBarAppearance.resting(
        standard: standardAppearance, scrollEdge: scrollEdgeAppearance, barTint: barTintColor),
      bar: CGRect(x: 0, y: 0, width: bounds.width, height: Self.barHeight),
      extendedBy: backgroundExtension, hairlineAtTop: true)
    if contentIsStale { rebuildItemViews() }
    layOutItems()
  }

  private func rebuildItemViews() {
    contentIsStale = false
    for (_, view) in itemViews where view?.superview === self { view?.removeFromSuperview() }
    itemViews = (items ?? []).filter { !$0.isHidden }.map { item in
      item.hostBar = self
      return (item, BarButtonView.view(for: item))
    }
    for case (_, let view?) in itemViews { addSubview(view) }
  }

  /// Lays the items out in a row: buttons at their widths, 8 points apart, fixed spaces at
  /// theirs, and flexible spaces sharing what is left between the margins, which are inside
  /// the safe area.
  private func layOutItems() {
    let margin = traitCollection.systemMinimumSideMargin
    let safe = horizontalSafeArea
    var fixed: CGFloat = 0
    var flexibleCount = 0
    var previousWasButton = false
    for (item, view) in itemViews {
      if let view {
        fixed += view.frame.width + (previousWasButton ? Self.interitemSpacing : 0)
        previousWasButton = true
      } else {
        if item.systemItem == .flexibleSpace { flexibleCount += 1 } else { fixed += item.width }
        previousWasButton = false
      }
    }
    let room = bounds.width - safe.leading - safe.trailing - 2 * margin
    let share = flexibleCount == 0 ? 0 : max(0, room - fixed) / CGFloat(flexibleCount)
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var position = safe.leading + margin
    previousWasButton = false
    for (item, view) in itemViews {
      guard let view else {
        position += item.systemItem == .flexibleSpace ? share : item.width
        previousWasButton = false
        continue
      }
      if previousWasButton { position += Self.interitemSpacing }
      let size = CGSize(width: view.frame.width, height: min(view.frame.height, Self.barHeight))
      let x = rtl ? bounds.width - position - size.width : position
      view.frame = CGRect(origin: CGPoint(x: x, y: (Self.barHeight - size.height) / 2), size: size)
      position += size.width
      previousWasButton = true
    }
  }
}
