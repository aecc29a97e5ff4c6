import CoreGraphics
import Foundation
import Raster
import TestSupport
import Testing
import UIKit

/// Text field metrics: a rounded-rect field leaves 7 points between its border and its text on
/// every side (the 34-point field iOS gives a 17-point SF line of 20.3 points: 7 + 20 + 7),
/// the line and bezel styles 4, no border none. Our font's line height differs from SF Pro's,
/// so the tests check the rule with our font's line height.
@MainActor @Suite struct TextFieldTests {
  /// The system font's 17-point line height rounded to whole pixels at `scale`.
  private func lineHeight(_ size: CGFloat = 17, scale: CGFloat) -> CGFloat {
    (UIFont.systemFont(ofSize: size).lineHeight * scale).rounded() / scale
  }

  private func textWidth(_ string: String, size: CGFloat = 17) -> CGFloat {
    let label = UILabel()
    label.font = .systemFont(ofSize: size)
    label.text = string
    return label.intrinsicContentSize.width
  }

  @Test func defaults_matchUIKit() {
    let field = UITextField()
    #expect(field.text == "")
    #expect(field.placeholder == nil)
    #expect(field.borderStyle == .none)
    #expect(field.font?.pointSize == 17)
    #expect(field.textColor == .label)
    #expect(field.textAlignment == .natural)
    #expect(field.clearButtonMode == .never && field.leftViewMode == .never)
    #expect(field.isEditing == false)
    field.text = nil
    #expect(field.text == "")
  }

  @Test func intrinsicHeight_isTheLinePlusTheBorderInsets() {
    let field = UITextField()
    let scale = field.contentScaleFactor
    for (style, inset) in [
      (UITextField.BorderStyle.none, 0.0), (.line, 4), (.bezel, 4), (.roundedRect, 7),
    ] {
      field.borderStyle = style
      let expected = lineHeight(scale: scale) + 2 * inset
      #expect(abs(field.intrinsicContentSize.height - expected) < 1e-9, "\(style)")
    }
    field.font = .systemFont(ofSize: 28)
    #expect(abs(field.intrinsicContentSize.height - (lineHeight(28, scale: scale) + 14)) < 1e-9)
  }

  /// The width is the text's, else the placeholder's, plus the insets on both sides.
  @Test func intrinsicWidth_isTheTextsPlusInsets() {
    let field = UITextField()
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.width == 14)
    field.placeholder = "Email address"
    #expect(field.intrinsicContentSize.width == textWidth("Email address") + 14)
    field.text = "Ann"
    #expect(field.intrinsicContentSize.width == textWidth("Ann") + 14)
    field.clearButtonMode = .always  // the 19-point clear button joins in
    #expect(field.intrinsicContentSize.width == textWidth("Ann") + 14 + 19)
  }

  /// A 200 × 34 rounded-rect field: the text runs from 7 to 193; a clear button takes the 19
  /// points before the right inset (174…193) and the text stops at 174; a 20 × 20 left view
  /// sits at the left edge, centred (y = 7), and the text starts after it.
  @Test func rects_followTheOverlays() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    let bounds = field.bounds
    #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
    #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds))
    #expect(field.borderRect(forBounds: bounds) == bounds)
    field.clearButtonMode = .whileEditing  // never editing headless: no button
    field.text = "Hello"
    #expect(field.textRect(forBounds: bounds).width == 186)
    field.clearButtonMode = .unlessEditing
    #expect(
      field.clearButtonRect(forBounds: bounds) == CGRect(x: 174, y: 7.5, width: 19, height: 19))
    #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 167, height: 34))
    field.text = ""  // no text: no button
    #expect(field.textRect(forBounds: bounds).maxX == 193)
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftView = icon
    #expect(field.textRect(forBounds: bounds).minX == 7)  // mode .never
    field.leftViewMode = .always
    field.layoutIfNeeded()
    #expect(icon.superview === field)
    #expect(icon.frame == CGRect(x: 0, y: 7, width: 20, height: 20))
    #expect(field.textRect(forBounds: bounds).minX == 20)
  }

  /// A subclass moving the text draws it where its override says.
  @Test func overriddenTextRect_movesTheText() throws {
    final class Indented: UITextField {
      override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: 40, dy: 0)
      }
    }
    let field = Indented(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    field.text = "Hi"
    let ink = try displayedInk(of: field)
    let scale = Int(field.contentScaleFactor)
    #expect(ink.minX >= 40 * scale)
  }

  /// The placeholder is drawn in the placeholder colour (#3C3C43 at 30% alpha, so no pixel is
  /// more than 0.3 × 255 ≈ 77 opaque), the text in the label colour (solid black).
  @Test func placeholder_isDrawnInThePlaceholderColor() throws {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    field.placeholder = "Name"
    let grey = try #require(displayedPixmap(of: field))
    #expect((76...77).contains(maximumAlpha(grey)))
    field.text = "Name"
    let black = try #require(displayedPixmap(of: field))
    #expect(maximumAlpha(black) == 255)
  }

  private func maximumAlpha(_ pixmap: Pixmap) -> UInt8 {
    var alpha: UInt8 = 0
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width { alpha = max(alpha, pixmap[x, y].a) }
    }
    return alpha
  }

  /// Every look in light mode, and a rounded-rect field with a clear button in dark mode.
  @Test func gallery_matchesTheGolden() throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 236, height: 420))
    container.backgroundColor = .systemGroupedBackground
    let column = UIStackView(arrangedSubviews: Self.galleryFields())
    column.axis = .vertical
    column.distribution = .equalSpacing
    column.frame = CGRect(x: 8, y: 8, width: 220, height: 344)
    container.addSubview(column)
    let dark = UIView(frame: CGRect(x: 0, y: 360, width: 236, height: 60))
    dark.overrideUserInterfaceStyle = .dark
    dark.backgroundColor = .systemGroupedBackground
    let darkField = UITextField(frame: CGRect(x: 8, y: 13, width: 220, height: 34))
    darkField.borderStyle = .roundedRect
    darkField.text = "Dark mode"
    darkField.clearButtonMode = .always
    dark.addSubview(darkField)
    container.addSubview(dark)
    try GoldenImage.assertMatches(
      container.renderedImage(scale: 2).pixels, golden: "UIKit/TextInput/text-fields.png")
  }

  /// One field per look: each border style, a placeholder, a clear button, a left view, a
  /// secure entry, a right-aligned field, a disabled one.
  static func galleryFields() -> [UITextField] {
    func field(_ style: UITextField.BorderStyle, _ configure: (UITextField) -> Void) -> UITextField
    {
      let field = UITextField()
      field.borderStyle = style
      configure(field)
      return field
    }
    return [
      field(.none) { $0.text = "No border" },
      field(.line) { $0.text = "Line border" },
      field(.bezel) { $0.text = "Bezel border" },
      field(.roundedRect) { $0.placeholder = "Placeholder" },
      field(.roundedRect) {
        $0.text = "A long text that does not fit in the field"
        $0.clearButtonMode = .always
      },
      field(.roundedRect) {
        let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        icon.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        icon.contentMode = .center
        icon.tintColor = .secondaryLabel
        $0.leftView = icon
        $0.leftViewMode = .always
        $0.placeholder = "Search"
      },
      field(.roundedRect) {
        $0.text = "secret"
        $0.isSecureTextEntry = true
      },
      field(.roundedRect) {
        $0.text = "Right aligned"
        $0.textAlignment = .right
      },
      field(.roundedRect) {
        $0.text = "Disabled"
        $0.isEnabled = false
      },
    ]
  }
}
