import CoreGraphics
import Foundation

extension UIButton {
  /// What a button shows and how (iOS 15): a title, subtitle and image placed with paddings
  /// inside content insets, over a background in one of the system styles (``plain()``,
  /// ``gray()``, ``tinted()``, ``filled()`` and the bordered ones), sized by ``buttonSize``.
  /// Set it with ``UIButton/configuration`` or ``UIButton/init(configuration:primaryAction:)``.
  public struct Configuration: Hashable {
    /// The sizes of system buttons: the text style of the title and the default content
    /// insets follow it.
    public enum Size: Int, Hashable, Sendable {
      case mini, small, medium, large
    }

    /// The shapes of the background's corners.
    public enum CornerStyle: Int, Hashable, Sendable {
      /// The background's own corner radius (0 unless set).
      case fixed = -1
      /// A radius that follows the button size.
      case dynamic = 0
      /// A small radius.
      case small = 1
      /// A medium radius.
      case medium = 2
      /// A large radius.
      case large = 3
      /// Half the height: round ends.
      case capsule = 4
    }

    /// How the title and subtitle lines are aligned to each other.
    public enum TitleAlignment: Int, Hashable, Sendable {
      case automatic, leading, center, trailing
    }

    /// The system styles, which decide the default colours.
    enum Style: Hashable {
      case plain, gray, tinted, filled
    }

    let style: Style

    /// The background's own settings: a colour there replaces the style's, a stroke is drawn
    /// around it, insets move it in from the edges, and with the `.fixed` corner style its
    /// corner radius applies. Clear by default; a custom view is not shown.
    public var background = UIBackgroundConfiguration.clear()
    /// The size of the button: `.medium` by default.
    public var buttonSize = Size.medium
    /// The shape of the background's corners: `.dynamic` by default.
    public var cornerStyle = CornerStyle.dynamic
    /// The colour the style derives the title and image colours from; nil uses the tint
    /// (white on a filled background).
    public var baseForegroundColor: UIColor?
    /// The colour the style derives the background from; nil uses the tint.
    public var baseBackgroundColor: UIColor?
    /// The image, placed at ``imagePlacement`` from the title.
    public var image: UIImage?
    /// The symbol configuration a symbol image is drawn with; nil (the default) draws it at
    /// the title's text style.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Which side of the title the image is on: `.leading` by default.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// The space between the image and the title and subtitle: 0 by default.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle: 0 by default.
    public var titlePadding: CGFloat = 0
    /// The title.
    public var title: String?
    /// The title with attributes; shown instead of ``title``. Its UIKit attributes (font,
    /// colours, kerning, paragraph style) override the configuration's.
    public var attributedTitle: AttributedString?
    /// A second line of text under the title, in a smaller font.
    public var subtitle: String?
    /// The subtitle with attributes; shown instead of ``subtitle``.
    public var attributedSubtitle: AttributedString?
    /// Changes the attributes (font, colour) the title is given; nil by default.
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Changes the attributes the subtitle is given; nil by default.
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// How the title and subtitle align to each other: `.automatic` (centred) by default.
    public var titleAlignment = TitleAlignment.automatic
    /// Whether the button shows an activity indicator (a still frame, in the foreground
    /// colour) instead of its image. False by default.
    public var showsActivityIndicator = false
    /// Whether a selected button's configuration is updated for selection. True by default.
    public var automaticallyUpdateForSelection = true
    /// The space between the edges and the content, in points: the button size's default
    /// until set.
    public var contentInsets: NSDirectionalEdgeInsets {
      get { explicitContentInsets ?? buttonSize.defaultContentInsets }
      set { explicitContentInsets = newValue }
    }
    var explicitContentInsets: NSDirectionalEdgeInsets?
    /// Whether the button's state is disabled, highlighted or selected: filled in by
    /// ``updated(for:)``.
    var state = State.normal

    init(style: Style) { self.style = style }

    /// Goes back to the button size's default content insets.
    public mutating func setDefaultContentInsets() { explicitContentInsets = nil }

    /// The configuration for `button`'s current state: the colours the style gives a
    /// disabled, highlighted or selected button.
    @MainActor
    public func updated(for button: UIButton) -> Configuration {
      var updated = self
      updated.state = button.state
      return updated
    }

    /// A button with no background: tinted text. The same as ``plain()``.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A button with no background: tinted text.
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// A grey background with tinted text.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A grey background with tinted text. The same as ``gray()``.
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// A pale tint background with tinted text.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A pale tint background with tinted text. The same as ``tinted()``.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// A tint background with white text.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A tint background with white text. The same as ``filled()``.
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
  }
}
