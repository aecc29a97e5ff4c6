import CoreGraphics
import Foundation

/// How a bar's background looks: a colour, an image and the hairline shadow at its edge
/// towards the content. Each bar has an appearance subclass that adds what it draws.
///
/// A new appearance has the default background (``configureWithDefaultBackground()``).
///
/// Divergence: not an `NSObject` here, so that `copy()` returns `Self` unambiguously (Linux
/// Foundation's `NSObject.copy()` returns `Any` and cannot be overridden to return `Self`).
@preconcurrency @MainActor
open class UIBarAppearance {
  /// The device idiom the appearance is for.
  public let idiom: UIUserInterfaceIdiom

  /// Creates an appearance with the default background, for the current device's idiom.
  public convenience init() { self.init(idiom: UIScreen.main.traitCollection.userInterfaceIdiom) }

  /// Creates an appearance with the default background for `idiom`.
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    configureWithDefaultBackground()
  }

  /// Creates a copy of `barAppearance`'s background and shadow.
  public required init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    copyBackground(of: barAppearance)
  }

  /// Appearances are not archived here; this initialiser exists so that subclasses written for
  /// iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The colour over the background effect; nil for none.
  open var backgroundColor: UIColor?

  /// An image drawn over the background colour; nil for none.
  open var backgroundImage: UIImage?

  /// How ``backgroundImage`` fills the bar: `.scaleToFill` by default.
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill

  /// The colour of the hairline between the bar and the content; nil or clear for none.
  open var shadowColor: UIColor?

  /// An image drawn in place of the hairline; nil for the hairline in ``shadowColor``.
  open var shadowImage: UIImage?

  /// Whether the background is the translucent system material (set by
  /// ``configureWithDefaultBackground()``).
  ///
  /// Divergence: iOS blurs what is behind the bar (`backgroundEffect`); headless the material
  /// is a translucent colour of the bar, with no blur.
  var usesSystemMaterial = false

  /// The translucent material over the content, as the default bars show.
  open func configureWithDefaultBackground() {
    usesSystemMaterial = true
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = Self.systemShadowColor
    shadowImage = nil
  }

  /// An opaque background in the system background colour, with the hairline.
  open func configureWithOpaqueBackground() {
    usesSystemMaterial = false
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = Self.systemShadowColor
    shadowImage = nil
  }

  /// No background and no hairline: the content shows through.
  open func configureWithTransparentBackground() {
    usesSystemMaterial = false
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  /// A copy of the appearance.
  open func copy() -> Self { Self(barAppearance: self) }

  func copyBackground(of other: UIBarAppearance) {
    usesSystemMaterial = other.usesSystemMaterial
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }

  /// The hairline's colour: black at 30 % in light mode, white at 15 % in dark mode, as
  /// UIKit's chrome shadow colour resolves.
  static let systemShadowColor = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
  }

  /// The chrome material without its blur: the near-white (light) or near-black (dark) of the
  /// system's bars, slightly translucent.
  static let systemMaterialColor = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.94)
      : UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94)
  }

  /// The appearance a bar shows at rest. Headless, content is at its scroll edge, so that is
  /// `scrollEdge`, or when nil `standard` with a transparent background, as iOS 15+ does; a
  /// bar tint colour (the pre-iOS 13 way to colour a bar) goes over it.
  static func resting<Appearance: UIBarAppearance>(
    standard: Appearance, scrollEdge: Appearance?, barTint: UIColor?
  ) -> Appearance {
    var resting = scrollEdge
    if resting == nil {
      resting = standard.copy()
      resting?.configureWithTransparentBackground()
    }
    guard let barTint, let shown = resting?.copy() else { return resting ?? standard }
    shown.backgroundColor = barTint
    return shown
  }
}
