import CoreGraphics
import Foundation

/// A shadow for text: the value of ``NSAttributedString/Key/shadow``.
///
/// Divergence: text drawing does not draw it yet (Docs/Divergences.md); the values are kept.
@preconcurrency @MainActor
open class NSShadow: NSObject {
  /// The shadow's offset from the glyphs, in points; (0, −3) by default, as UIKit's.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius, in points; 0 by default.
  open var shadowBlurRadius: CGFloat = 0
  /// The shadow's colour (a `UIColor`); nil, black at a third opacity, by default.
  open var shadowColor: Any?

  /// A shadow with the default values.
  public override init() { super.init() }
}
