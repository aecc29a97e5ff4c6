import CoreGraphics
import Foundation

/// The spinner above a scroll view's content that shows the content is being refreshed.
///
/// Give it to a scroll view's ``UIScrollView/refreshControl``: the scroll view places it in
/// the 60 points above its content. While it refreshes, it shows a medium spinner (and its
/// ``attributedTitle`` under it), and the scroll view's ``UIScrollView/adjustedContentInset``
/// grows by its height so the content stays below it.
///
/// Divergence: there is no pull headless, so refreshing starts only from
/// ``beginRefreshing()``, and the `.valueChanged` event a pull sends is never sent. A scroll
/// view resting at its top follows the grown inset and so shows the spinner, where iOS may
/// leave it above the visible area until the user scrolls.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// The control's height in its scroll view.
  static let height: CGFloat = 60

  /// Creates a control, not refreshing, with no title.
  public convenience init() {
    self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
  }

  /// Creates a control with `frame` (its scroll view sets the frame), not refreshing.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    spinner.hidesWhenStopped = true
    addSubview(spinner)
    titleLabel.textAlignment = .center
    titleLabel.isHidden = true
    addSubview(titleLabel)
  }

  /// Refresh controls are not archived here; this initialiser exists so that subclasses
  /// written for iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// Whether the control is refreshing: from ``beginRefreshing()`` to ``endRefreshing()``.
  open private(set) var isRefreshing = false

  /// Shows the spinner and keeps the space above the content open.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    refreshingDidChange()
  }

  /// Hides the spinner and gives the space back to the content.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    refreshingDidChange()
  }

  /// The text under the spinner while refreshing; nil by default. Text without a colour is
  /// drawn in the secondary label colour, without a font in the 12-point system font.
  open var attributedTitle: NSAttributedString? {
    didSet {
      titleLabel.attributedText = attributedTitle.map(styledTitle)
      setNeedsLayout()
    }
  }

  /// Colours the spinner with the control's own ``tintColor`` when one is set; it is grey
  /// otherwise, whatever tint the control inherits, as on iOS.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    spinner.color = tintColorStorage
  }

  /// Centres the spinner, or the spinner and the title under it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let titleSize = titleLabel.attributedText == nil ? .zero : titleLabel.intrinsicContentSize
    let gap: CGFloat = titleSize.height > 0 ? 6 : 0
    let spinnerSide = spinner.intrinsicContentSize.height
    let top = bounds.midY - (spinnerSide + gap + titleSize.height) / 2
    spinner.frame = CGRect(
      x: bounds.midX - spinnerSide / 2, y: top, width: spinnerSide, height: spinnerSide)
    titleLabel.frame = CGRect(
      x: bounds.minX, y: top + spinnerSide + gap, width: bounds.width, height: titleSize.height)
  }

  // MARK: Private

  private let spinner = UIActivityIndicatorView(style: .medium)
  private let titleLabel = UILabel()

  private func refreshingDidChange() {
    if isRefreshing {
      spinner.startAnimating()
    } else {
      spinner.stopAnimating()
    }
    titleLabel.isHidden = !isRefreshing
    (superview as? UIScrollView)?.adjustedContentInsetMayHaveChanged()
  }

  /// The title with the defaults filled in where it has no colour or font.
  private func styledTitle(_ title: NSAttributedString) -> NSAttributedString {
    let styled = NSMutableAttributedString(
      string: title.string,
      attributes: [
        .font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.secondaryLabel,
      ])
    let whole = NSRange(location: 0, length: title.length)
    title.enumerateAttributes(in: whole) { attributes, range, _ in
      styled.addAttributes(attributes, range: range)
    }
    return styled
  }
}
