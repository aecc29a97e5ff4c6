import CoreGraphics
import Foundation

/// A `.colorset` folder: its colour for each variant (light, dark, per idiom…).
struct AssetColorSet: Sendable {
  let colors: [(variant: AssetVariant, color: UIColor)]

  init(folder: URL) throws(AssetCatalogError) {
    let contents = try AssetContentsFile(in: folder, required: true)
    var colors: [(AssetVariant, UIColor)] = []
    for entry in try contents.objects("colors") {
      let description = try contents.dictionary("color", in: entry)
      guard !description.isEmpty else { continue }
      colors.append(
        (
          try AssetVariant(entry: entry, in: contents),
          try Self.color(description, in: contents)
        ))
    }
    if colors.isEmpty { throw AssetCatalogError(contents.url, "has no colour") }
    self.colors = colors
  }

  /// The colour of the variant that best suits `traits`.
  func color(for traits: AssetTraits) -> UIColor? {
    traits.best(of: colors.map { ($0.variant, nil, $0.color) })
  }

  /// The colour a `color` object describes: components in a colour space, or a reference to a
  /// system colour (`"reference": "systemBlueColor"`, which Xcode writes when one is picked).
  private static func color(_ description: [String: Any], in contents: AssetContentsFile)
    throws(AssetCatalogError) -> UIColor
  {
    if let reference = try contents.string("reference", in: description) {
      guard let color = systemColors[reference] else {
        throw AssetCatalogError(contents.url, "unknown system colour \"\(reference)\"")
      }
      return color
    }
    let components = try contents.dictionary("components", in: description)
    func component(_ key: String) throws(AssetCatalogError) -> CGFloat {
      try Self.component(key, of: components, in: contents)
    }
    let space = try contents.string("color-space", in: description) ?? "srgb"
    switch space {
    case "srgb", "extended-srgb":
      return UIColor(
        red: try component("red"), green: try component("green"), blue: try component("blue"),
        alpha: try component("alpha"))
    case "display-p3", "extended-display-p3":
      return UIColor(
        displayP3Red: try component("red"), green: try component("green"),
        blue: try component("blue"), alpha: try component("alpha"))
    case "extended-linear-srgb":
      return UIColor(
        red: gammaEncoded(try component("red")), green: gammaEncoded(try component("green")),
        blue: gammaEncoded(try component("blue")), alpha: try component("alpha"))
    case "gray-gamma-22", "extended-gray":
      return UIColor(white: try component("white"), alpha: try component("alpha"))
    default:
      throw AssetCatalogError(contents.url, "unknown colour space \"\(space)\"")
    }
  }

  /// A component as Xcode writes it: a fraction (`"0.502"`, or a JSON number), an 8-bit value
  /// (`"128"`) or an 8-bit value in hexadecimal (`"0x80"`). Alpha is always a fraction unless
  /// hexadecimal, and is 1 when absent.
  static func component(
    _ key: String, of components: [String: Any], in contents: AssetContentsFile
  ) throws(AssetCatalogError) -> CGFloat {
    guard let raw = components[key] else {
      if key == "alpha" { return 1 }
      throw AssetCatalogError(contents.url, "the colour has no \"\(key)\" component")
    }
    if let text = raw as? String {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      let lowered = trimmed.lowercased()
      if lowered.hasPrefix("0x"), let value = Int(lowered.dropFirst(2), radix: 16) {
        return CGFloat(value) / 255
      }
      if let value = Int(trimmed), key != "alpha" { return CGFloat(value) / 255 }
      if let value = Double(trimmed), value.isFinite {
        return key == "alpha" ? CGFloat(min(max(value, 0), 1)) : CGFloat(value)
      }
    } else if let value = raw as? Double, value.isFinite {
      return CGFloat(value)
    }
    throw AssetCatalogError(
      contents.url, "the \"\(key)\" component \(String(describing: raw)) is not a number")
  }

  /// A linear-light component in the sRGB transfer curve (mirrored for negative values, as the
  /// extended range is).
  private static func gammaEncoded(_ linear: CGFloat) -> CGFloat {
    let magnitude = abs(linear)
    let encoded =
      magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -encoded : encoded
  }

  /// The system colours a colour set may refer to, by the names Xcode writes.
  private static let systemColors: [String: UIColor] = [
    "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange,
    "systemYellowColor": .systemYellow, "systemGreenColor": .systemGreen,
    "systemMintColor": .systemMint, "systemTealColor": .systemTeal, "systemCyanColor": .systemCyan,
    "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
    "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink,
    "systemBrownColor": .systemBrown, "systemGrayColor": .systemGray,
    "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
    "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5,
    "systemGray6Color": .systemGray6, "labelColor": .label, "secondaryLabelColor": .secondaryLabel,
    "tertiaryLabelColor": .tertiaryLabel, "quaternaryLabelColor": .quaternaryLabel,
    "placeholderTextColor": .placeholderText, "linkColor": .link,
    "systemBackgroundColor": .systemBackground,
    "secondarySystemBackgroundColor": .secondarySystemBackground,
    "tertiarySystemBackgroundColor": .tertiarySystemBackground,
    "systemGroupedBackgroundColor": .systemGroupedBackground,
    "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
    "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
    "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
    "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
    "tertiarySystemFillColor": .tertiarySystemFill,
    "quaternarySystemFillColor": .quaternarySystemFill, "blackColor": .black,
    "darkGrayColor": .darkGray, "lightGrayColor": .lightGray, "whiteColor": .white,
    "grayColor": .gray, "redColor": .red, "greenColor": .green, "blueColor": .blue,
    "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta,
    "orangeColor": .orange, "purpleColor": .purple, "brownColor": .brown, "clearColor": .clear,
    "darkTextColor": .darkText, "lightTextColor": .lightText,
  ]
}
