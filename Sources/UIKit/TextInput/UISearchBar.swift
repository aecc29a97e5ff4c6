import CoreGraphics
import Foundation

/// A search bar: a rounded search field with a magnifying glass, on the bar's background,
/// with an optional Cancel button.
///
/// It is 56 points high (``intrinsicContentSize``), as on iOS: a 36-point field with 10 points
/// above and below, 8 points from each side.
///
/// Divergence: nothing is typed headless; ``text`` changes only from code and the delegate is
/// never called.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The bar's height, its field's height and the margins around the field.
  static let barHeight: CGFloat = 56
  static let fieldHeight: CGFloat = 36
  static let sideMargin: CGFloat = 8

  /// The field the bar shows; style it as any text field.
  public let searchTextField = UISearchTextField()

  private let cancelLabel = UILabel()

  /// Creates a search bar with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(searchTextField)
    cancelLabel.text = "Cancel"
    cancelLabel.font = .systemFont(ofSize: 17)
    cancelLabel.isHidden = true
    addSubview(cancelLabel)
    styleDidChange()
  }

  public required init?(coder: NSCoder) { return nil }

  /// The search text; the empty string when there is none.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text shown while there is none: "Search" when nil, as iOS's field shows.
  open var placeholder: String? {
    didSet { searchTextField.placeholder = placeholder ?? "Search" }
  }

  /// The bar's look: `.default` on the bar's background, `.minimal` without one.
  open var searchBarStyle = Style.default {
    didSet {
      appearancePropertyDidSet(\UISearchBar.searchBarStyle, to: searchBarStyle)
      styleDidChange()
    }
  }

  /// The background colour of a `.default` or `.prominent` bar; nil for the system
  /// background.
  open var barTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(\UISearchBar.barTintColor, to: barTintColor)
      styleDidChange()
    }
  }

  /// Whether the Cancel button shows to the right of the field. False by default.
  open var showsCancelButton = false {
    didSet {
      cancelLabel.isHidden = !showsCancelButton
      setNeedsLayout()
    }
  }

  /// The delegate; nothing calls it headless.
  open weak var delegate: UISearchBarDelegate?

  /// No intrinsic width, 56 points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.barHeight)
  }

  /// The width given, 56 points high.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: UISearchBar.barHeight)
  }

  /// Centres the field vertically between the side margins, leaving room for Cancel.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let margin = UISearchBar.sideMargin
    var right = bounds.maxX - margin
    if showsCancelButton {
      let size = cancelLabel.intrinsicContentSize
      cancelLabel.frame = CGRect(
        x: right - size.width, y: bounds.midY - size.height / 2, width: size.width,
        height: size.height)
      right = cancelLabel.frame.minX - margin
    }
    searchTextField.frame = CGRect(
      x: bounds.minX + margin, y: bounds.midY - UISearchBar.fieldHeight / 2,
      width: max(0, right - bounds.minX - margin), height: UISearchBar.fieldHeight)
  }

  /// The Cancel button follows the tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    cancelLabel.textColor = tintColor
  }

  private func styleDidChange() {
    backgroundColor = searchBarStyle == .minimal ? nil : barTintColor ?? .systemBackground
    searchTextField.placeholder = placeholder ?? "Search"
    cancelLabel.textColor = tintColor
  }
}

extension UISearchBar {
  /// A search bar's look.
  public enum Style: UInt, Sendable {
    /// On the bar's background; prominent; with no background.
    case `default`, prominent, minimal
  }
}

/// The methods a search bar's delegate may implement; nothing calls them headless. Every
/// method has a default.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: SelectorResponding {
  /// The text changed.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The search button was tapped.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The Cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
