import Foundation
import Typesetting

/// The installed font a `UIFontDescriptor` describes, found as Core Text finds it: by name,
/// else by family (and face), else the system font in the text style's weight; then the
/// traits asked for (bold, italic, weight, monospace) pick the face, and the feature settings
/// are turned on.
struct FontMatch {
  /// The font, at the size asked for.
  let font: Font
  /// The Dynamic Type style, when the descriptor names one of UIKit's.
  let textStyle: UIFont.TextStyle?
  /// The font is the system font (no name or family chose another).
  let isSystem: Bool

  init(_ descriptor: UIFontDescriptor, size: CGFloat) {
    let attributes = descriptor.fontAttributes
    let library = FontLibrary.shared
    let size = Double(size)
    let traits = Traits(descriptor)
    let usage = FontAttributeValue.string(attributes[.textStyle])
    let style = usage.map(UIFont.TextStyle.init(rawValue:)).flatMap {
      DynamicTypeSizes.isKnown($0) ? $0 : nil
    }
    var base = Style(weight: style?.weight.fontWeight ?? .regular, italic: false)
    if let usage, let usageStyle = SystemFontUsage.style(of: usage) { base = usageStyle }
    let face = FontAttributeValue.string(attributes[.face]).map(Style.init(faceName:))

    var font: Font
    if let name = FontAttributeValue.string(attributes[.name]) {
      font = library.font(named: name, size: size)
      let wanted = traits.applied(to: Style(face: font.face))
      if wanted != Style(face: font.face) {
        font =
          library.font(
            family: font.face.familyName, weight: wanted.weight, italic: wanted.italic, size: size)
          ?? font
      }
      isSystem = false
    } else if let family = FontAttributeValue.string(attributes[.family]) {
      let wanted = traits.applied(to: face ?? base)
      font =
        library.font(family: family, weight: wanted.weight, italic: wanted.italic, size: size)
        ?? library.font(named: family, size: size)
      isSystem = false
    } else {
      let wanted = traits.applied(to: base)
      font =
        traits.monospace
        ? library.monospacedFont(size: size, weight: wanted.weight)
        : library.systemFont(size: size, weight: wanted.weight, italic: wanted.italic)
      isSystem = true
    }
    let features = FontAttributeValue.features(attributes[.featureSettings])
    if !features.isEmpty { font = font.adding(features) }
    self.font = font
    textStyle = isSystem ? style : nil
  }

  /// A weight and slant.
  struct Style: Equatable {
    var weight: FontWeight
    var italic: Bool

    init(weight: FontWeight, italic: Bool) {
      self.weight = weight
      self.italic = italic
    }

    /// The style of an installed face.
    init(face: FontFace) {
      self.init(weight: face.weight, italic: face.isItalic)
    }

    /// The style a face's style name (such as "Semibold Italic") names.
    init(faceName: String) {
      let name = faceName.lowercased().filter { !$0.isWhitespace && $0 != "-" }
      let weights: [(String, FontWeight)] = [
        ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
        ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
        ("ultrabold", .heavy), ("light", .light), ("medium", .medium), ("bold", .bold),
        ("heavy", .heavy), ("black", .black),
      ]
      let weight = weights.first { name.contains($0.0) }?.1 ?? .regular
      self.init(weight: weight, italic: name.contains("italic") || name.contains("oblique"))
    }
  }

  /// The traits a descriptor asks for (``UIFontDescriptor/AttributeName/traits``).
  struct Traits {
    /// The symbolic traits, when it names them: they replace the base style's bold and italic.
    var symbolic: UIFontDescriptor.SymbolicTraits?
    /// The weight on UIKit's −1…1 scale, when it names one: it wins over the bold trait.
    var weight: CGFloat?
    /// The slant, when it names one: non-zero is italic.
    var slant: Double?

    init(_ descriptor: UIFontDescriptor) {
      let traits = FontAttributeValue.traits(descriptor.fontAttributes[.traits])
      symbolic = FontAttributeValue.symbolicTraits(traits[.symbolic])
      weight = FontAttributeValue.number(traits[.weight]).map { CGFloat($0) }
      slant = FontAttributeValue.number(traits[.slant])
    }

    var monospace: Bool { symbolic?.contains(.traitMonoSpace) ?? false }

    /// `base` with these traits: bold makes it at least bold and its absence takes a bold base
    /// back to regular; an explicit weight or slant wins over both.
    func applied(to base: Style) -> Style {
      var style = base
      if let symbolic {
        if symbolic.contains(.traitBold) {
          style.weight = max(style.weight, .bold)
        } else if style.weight >= .semibold {
          style.weight = .regular
        }
        style.italic = symbolic.contains(.traitItalic)
      }
      if let weight { style.weight = UIFont.Weight(rawValue: weight).fontWeight }
      if let slant { style.italic = slant != 0 }
      return style
    }
  }
}

extension Font {
  /// The same font with `more` feature settings after its own (later settings win).
  func adding(_ more: [FontFeature]) -> Font {
    if let system { return Font(system: system, size: size, features: features + more) }
    return Font(face: face, size: size, features: features + more)
  }
}
