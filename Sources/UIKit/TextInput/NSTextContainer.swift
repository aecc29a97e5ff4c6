import CoreGraphics
import Foundation

/// The region a text view lays its text out in. Offscreen's text views read its
/// ``lineFragmentPadding``, ``maximumNumberOfLines`` and ``lineBreakMode``; the size follows
/// the view.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
  /// The container's size; a text view sets it to its width less the insets.
  open var size: CGSize

  /// The room left at each end of every line, inside the text container inset: 5 points by
  /// default, as in TextKit. `0` puts the text flush with the inset.
  open var lineFragmentPadding: CGFloat = 5 {
    didSet { onChange?() }
  }

  /// The most lines shown; 0 (the default) for no limit.
  open var maximumNumberOfLines = 0 {
    didSet { onChange?() }
  }

  /// How the last line shown breaks: `.byWordWrapping` by default.
  open var lineBreakMode = NSLineBreakMode.byWordWrapping {
    didSet { onChange?() }
  }

  /// Whether the width follows the text view's: true, as for a text view's container.
  open var widthTracksTextView = true

  /// Whether the height follows the text view's: false.
  open var heightTracksTextView = false

  /// Called when a setting that changes the layout changes: the owning text view lays out
  /// again.
  var onChange: (() -> Void)?

  /// A container of `size`.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// A container of zero size, which a text view sizes.
  public override convenience init() {
    self.init(size: .zero)
  }
}
