import CoreGraphics
import Foundation

/// How a navigation bar looks: its background and hairline, and the text attributes of its
/// title and large title.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// Attributes over the title's: the 17-point semibold system font in the label colour.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// Attributes over the large title's: the 34-point bold system font in the label colour.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// The back button's chevron; nil for the system chevron.
  open private(set) var backIndicatorImage: UIImage?

  /// Creates a copy of `barAppearance`, with its text attributes when it is a navigation bar
  /// appearance.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? UINavigationBarAppearance else { return }
    titleTextAttributes = other.titleTextAttributes
    largeTitleTextAttributes = other.largeTitleTextAttributes
    backIndicatorImage = other.backIndicatorImage
  }

  public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  public required init?(coder: NSCoder) { return nil }

  /// Sets the back button's chevron; the mask image is not used headless (there are no
  /// transitions).
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    self.backIndicatorImage = backIndicatorImage
  }

  /// The title's attributes: the defaults under ``titleTextAttributes``.
  var resolvedTitleAttributes: [NSAttributedString.Key: Any] {
    [.font: UIFont.systemFont(ofSize: 17, weight: .semibold), .foregroundColor: UIColor.label]
      .merging(titleTextAttributes) { _, set in set }
  }

  /// The large title's attributes: the defaults under ``largeTitleTextAttributes``.
  var resolvedLargeTitleAttributes: [NSAttributedString.Key: Any] {
    [.font: UIFont.systemFont(ofSize: 34, weight: .bold), .foregroundColor: UIColor.label]
      .merging(largeTitleTextAttributes) { _, set in set }
  }
}
