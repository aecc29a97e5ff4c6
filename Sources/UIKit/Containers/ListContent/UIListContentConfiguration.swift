import CoreGraphics

/// The content of a list row, header or footer as the system lays it out: an image, a text
/// and a secondary text, with the fonts, colours and margins of each standard style.
///
/// The styles' metrics are those of iOS 15 and later on a phone at the default text size;
/// see ``ListContentMetrics`` for where each comes from.
public struct UIListContentConfiguration: UIContentConfiguration, @MainActor Hashable {
  /// The image shown before the text.
  public var image: UIImage?
  /// How the image is shown.
  public var imageProperties = ImageProperties()
  /// The main text.
  public var text: String?
  /// The main text with attributes; set, it is shown instead of ``text``.
  public var attributedText: NSAttributedString?
  /// How the main text is shown.
  public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body))
  /// The secondary text: below the main text, or at the trailing edge in value cells.
  public var secondaryText: String?
  /// The secondary text with attributes.
  public var secondaryAttributedText: NSAttributedString?
  /// How the secondary text is shown.
  public var secondaryTextProperties = TextProperties(
    font: .preferredFont(forTextStyle: .subheadline))
  /// The margins around the content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// The axes on which the content view keeps at least its superview's margins (stored only:
  /// the margins above already are the cell's).
  public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal]
  /// Whether the text and secondary text sit side by side (value cells) rather than stacked.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The space between the image and the text.
  public var imageToTextPadding: CGFloat = 16
  /// The space between the text and the secondary text side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between the text and the secondary text stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3

  /// A configuration with the style of a plain cell.
  public init() {}

  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

  /// A view that shows this configuration.
  public func makeListContentView() -> UIListContentView { UIListContentView(configuration: self) }
}

extension UIListContentConfiguration {
  /// How a text is shown.
  public struct TextProperties: Hashable {
    /// A change of case applied to the text before it is shown.
    public enum TextTransform: Int, Hashable, Sendable {
      case none, uppercase, lowercase, capitalized
    }

    public var font: UIFont
    public var color: UIColor = .label
    public var alignment: TextAlignment = .natural
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// 0 for as many lines as needed.
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = true
    public var transform: TextTransform = .none

    init(font: UIFont) { self.font = font }

    /// How the text lines up in its space.
    public enum TextAlignment: Int, Hashable, Sendable {
      case natural, center, justified
    }

    @MainActor
    func apply(to label: UILabel, text: String?, attributedText: NSAttributedString?) {
      label.font = font
      label.textColor = color
      label.lineBreakMode = lineBreakMode
      label.numberOfLines = numberOfLines
      label.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
      label.minimumScaleFactor = minimumScaleFactor
      label.textAlignment =
        switch alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
      if let attributedText {
        label.attributedText = attributedText
      } else {
        label.text = text.map(transformed)
      }
    }

    private func transformed(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }
  }

  /// How the image is shown.
  public struct ImageProperties: Hashable {
    /// The symbol configuration applied over a symbol image's own; nil for none.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The space reserved for the image, which is centred in it; it does not change the
    /// image's size. A zero width or height takes, for a symbol image, the standard length
    /// (``standardDimension``) and for other images the image's own; negative lengths other
    /// than ``standardDimension`` count as zero. Symbols' standard reserved space is a square
    /// that grows with the text's font, so text after symbols of different widths starts at
    /// the same x from row to row.
    ///
    /// Divergence: iOS does not publish its standard length; Offscreen's is 29 points beside
    /// body text (see `ListContentMetrics`).
    public var reservedLayoutSize: CGSize = .zero
    /// The largest the image is drawn; zero for no limit.
    public var maximumSize: CGSize = .zero
    /// The tint of template images; nil for the view's tint.
    public var tintColor: UIColor?
    /// The image's corner radius.
    public var cornerRadius: CGFloat = 0
    /// Whether invert colours leaves the image alone (stored only).
    public var accessibilityIgnoresInvertColors = false

    /// A reserved length that means the system's standard length for a symbol image, even
    /// when the image is not a symbol image.
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    public init() {}
  }
}

/// Which axes a setting applies to.
public struct UIAxis: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let horizontal = UIAxis(rawValue: 1 << 0)
  public static let vertical = UIAxis(rawValue: 1 << 1)
  public static let both: UIAxis = [.horizontal, .vertical]
}
