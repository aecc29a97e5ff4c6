import CoreGraphics
import Typesetting

/// A font at a point size: a face and its metrics.
///
/// UIKit's `UIFont` is a subclass: iOS bridges the two toll-free, so a `UIFont` goes wherever
/// a `CTFont` is taken (`font as CTFont`).
open class CTFont: NSObject, @unchecked Sendable {
  /// The Typesetting font behind this one, for layout and drawing.
  package let typesettingFont: Font

  /// A Core Text font drawing `font`.
  package init(font: Font) {
    typesettingFont = font
  }

  /// Fonts are equal when they have the same face, size and features.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? CTFont)?.typesettingFont == typesettingFont
  }

  /// Hashes the font, consistently with `isEqual(_:)`.
  open override var hash: Int { typesettingFont.hashValue }
}

/// The installed font whose PostScript name, full name or family is `name`, at `size` points
/// (12 when `size` is 0, as Core Text defaults). A name that is not installed gives the system
/// font, with a one-line warning, as `UIFont(name:size:)` does here (Core Text gives a
/// fallback font too). `matrix` is not used.
public func CTFontCreateWithName(
  _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
  CTFont(font: FontLibrary.shared.font(named: name, size: Double(size > 0 ? size : 12)))
}

/// The font of `graphicsFont`'s face at `size` points (12 when `size` is 0).
public func CTFontCreateWithGraphicsFont(
  _ graphicsFont: CGFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
  _ attributes: AnyObject?
) -> CTFont {
  CTFont(font: Font(face: graphicsFont.face, size: Double(size > 0 ? size : 12)))
}

/// The same font at another size (the font's own when `size` is 0).
public func CTFontCreateCopyWithAttributes(
  _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
  _ attributes: AnyObject?
) -> CTFont {
  size > 0 ? CTFont(font: font.typesettingFont.withSize(Double(size))) : font
}

/// The font's face, as CoreGraphics draws it.
public func CTFontCopyGraphicsFont(
  _ font: CTFont, _ attributes: UnsafeMutablePointer<AnyObject?>?
) -> CGFont {
  CGFont(face: font.typesettingFont.face)
}

/// The point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { CGFloat(font.typesettingFont.size) }

/// The PostScript name, such as "Inter-Regular".
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString {
  font.typesettingFont.face.postScriptName
}

/// The family name, such as "Inter".
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString {
  font.typesettingFont.face.familyName
}

/// The distance from the baseline to the top of the line, in points.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat {
  CGFloat(font.typesettingFont.metrics.ascender)
}

/// The distance from the baseline to the bottom of the line, in points: positive, as Core
/// Text reports it (`UIFont.descender` is its negative).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat {
  CGFloat(-font.typesettingFont.metrics.descender)
}

/// The line gap, in points.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat {
  CGFloat(font.typesettingFont.metrics.leading)
}

/// The height of capital letters, in points.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat {
  CGFloat(font.typesettingFont.metrics.capHeight)
}

/// The height of lowercase letters such as "x", in points.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat {
  CGFloat(font.typesettingFont.metrics.xHeight)
}

/// The number of font units to the em.
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 {
  UInt32(font.typesettingFont.face.unitsPerEm)
}
