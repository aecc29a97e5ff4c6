import CoreGraphics
import Foundation

/// The field of a search bar: a text field in a rounded grey capsule with a magnifying glass
/// on the left and a clear button while it has text.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// Creates a search field with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
    glass.tintColor = .secondaryLabel
    glass.contentMode = .center
    leftView = glass
    leftViewMode = .always
    clearButtonMode = .whileEditing
  }

  public required init?(coder: NSCoder) { return nil }

  /// The magnifying glass's rectangle: 6 points in from the left edge, then a 6-point gap
  /// before the text.
  open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = leftView?.intrinsicContentSize ?? .zero
    let width = max(size.width, 0) + 12
    return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
  }

  /// The capsule: tertiary system fill with 10-point corners, then the text.
  open override func draw(_ rect: CGRect) {
    UIColor.tertiarySystemFill.setFill()
    UIBezierPath(roundedRect: bounds, cornerRadius: 10).fill()
    super.draw(rect)
  }
}
