import Foundation
import Typesetting

extension UIFont {
  /// The installed font that `descriptor` describes, at `pointSize` points (the descriptor's
  /// own size when 0, and Core Text's default of 12 when it has none either).
  ///
  /// The font is found by the descriptor's name, else its family (and face), else it is the
  /// system font in its text style's weight; its traits (bold, italic, weight, slant,
  /// monospace) then pick the face and its feature settings are turned on. A name or family
  /// that is not installed gives the system font, with a warning, as `UIFont(name:size:)` does.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size: CGFloat =
      pointSize > 0 ? pointSize : descriptor.pointSize > 0 ? descriptor.pointSize : 12
    let match = FontMatch(descriptor, size: size)
    self.init(
      font: match.font, textStyle: match.textStyle, descriptor: descriptor.withSize(size))
  }

  /// The descriptor of a font made from none: the attributes iOS gives it.
  var describingDescriptor: UIFontDescriptor {
    var attributes: [UIFontDescriptor.AttributeName: Any] = [
      .size: NSNumber(value: Double(pointSize))
    ]
    let face = typesettingFont.face
    if let textStyle {
      attributes[.textStyle] = NSString(string: textStyle.rawValue)
    } else if typesettingFont.system != nil {
      attributes[.textStyle] = NSString(
        string: SystemFontUsage.name(of: face.weight, italic: face.isItalic))
    } else {
      attributes[.name] = face.postScriptName
    }
    if !typesettingFont.features.isEmpty {
      attributes[.featureSettings] = FontAttributeValue.settings(of: typesettingFont.features)
    }
    return UIFontDescriptor(fontAttributes: attributes)
  }
}

extension UIFontDescriptor {
  /// The descriptor iOS gives a system font made by weight or style.
  static func systemFont(usage: String, size: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(fontAttributes: [
      .textStyle: NSString(string: usage), .size: NSNumber(value: Double(size)),
    ])
  }
}
