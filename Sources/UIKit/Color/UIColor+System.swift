// iOS's system and semantic colours in the default (not increased-contrast) appearance, light
// and dark, as 8-bit sRGB components: the values of iOS 15 to 18. Sources: the colour tables of
// Apple's Human Interface Guidelines ("Color", before its June 2025 update for iOS 26, which
// changed several system colours), and the iOS 13 SDK's values as reproduced by
// github.com/noahsark769/ColorCompatibility (the light values of the semantic colours and
// greys, e.g. secondaryLabel 60,60,67 at 0.6).
extension UIColor {
  /// A colour that is `light` under every style but `.dark`, which gets `dark`.
  static func system(light: SRGB8, dark: SRGB8) -> UIColor {
    let lightColor = light.color
    let darkColor = dark.color
    return UIColor { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
  }

  /// 8-bit sRGB components with a fractional alpha, as Apple's tables give them.
  struct SRGB8: Sendable {
    let red: Int
    let green: Int
    let blue: Int
    let alpha: CGFloat

    init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    var color: UIColor {
      UIColor(
        red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
        alpha: alpha)
    }
  }

  // MARK: System colours

  /// The system red, adapting to light and dark.
  public static var systemRed: UIColor {
    system(light: SRGB8(255, 59, 48), dark: SRGB8(255, 69, 58))
  }
  /// The system orange, adapting to light and dark.
  public static var systemOrange: UIColor {
    system(light: SRGB8(255, 149, 0), dark: SRGB8(255, 159, 10))
  }
  /// The system yellow, adapting to light and dark.
  public static var systemYellow: UIColor {
    system(light: SRGB8(255, 204, 0), dark: SRGB8(255, 214, 10))
  }
  /// The system green, adapting to light and dark.
  public static var systemGreen: UIColor {
    system(light: SRGB8(52, 199, 89), dark: SRGB8(48, 209, 88))
  }
  /// The system mint, adapting to light and dark.
  public static var systemMint: UIColor {
    system(light: SRGB8(0, 199, 190), dark: SRGB8(102, 212, 207))
  }
  /// The system teal, adapting to light and dark.
  public static var systemTeal: UIColor {
    system(light: SRGB8(48, 176, 199), dark: SRGB8(64, 200, 224))
  }
  /// The system cyan, adapting to light and dark.
  public static var systemCyan: UIColor {
    system(light: SRGB8(50, 173, 230), dark: SRGB8(100, 210, 255))
  }
  /// The system blue, adapting to light and dark.
  public static var systemBlue: UIColor {
    system(light: SRGB8(0, 122, 255), dark: SRGB8(10, 132, 255))
  }
  /// The system indigo, adapting to light and dark.
  public static var systemIndigo: UIColor {
    system(light: SRGB8(88, 86, 214), dark: SRGB8(94, 92, 230))
  }
  /// The system purple, adapting to light and dark.
  public static var systemPurple: UIColor {
    system(light: SRGB8(175, 82, 222), dark: SRGB8(191, 90, 242))
  }
  /// The system pink, adapting to light and dark.
  public static var systemPink: UIColor {
    system(light: SRGB8(255, 45, 85), dark: SRGB8(255, 55, 95))
  }
  /// The system brown, adapting to light and dark.
  public static var systemBrown: UIColor {
    system(light: SRGB8(162, 132, 94), dark: SRGB8(172, 142, 104))
  }
  /// The base system grey, adapting to light and dark.
  public static var systemGray: UIColor {
    system(light: SRGB8(142, 142, 147), dark: SRGB8(142, 142, 147))
  }
  /// The second system grey: lighter than `systemGray` in light mode, darker in dark.
  public static var systemGray2: UIColor {
    system(light: SRGB8(174, 174, 178), dark: SRGB8(99, 99, 102))
  }
  /// The third system grey, a step nearer the background than `systemGray2`.
  public static var systemGray3: UIColor {
    system(light: SRGB8(199, 199, 204), dark: SRGB8(72, 72, 74))
  }
  /// The fourth system grey, a step nearer the background than `systemGray3`.
  public static var systemGray4: UIColor {
    system(light: SRGB8(209, 209, 214), dark: SRGB8(58, 58, 60))
  }
  /// The fifth system grey, a step nearer the background than `systemGray4`.
  public static var systemGray5: UIColor {
    system(light: SRGB8(229, 229, 234), dark: SRGB8(44, 44, 46))
  }
  /// The sixth system grey, the nearest to the background.
  public static var systemGray6: UIColor {
    system(light: SRGB8(242, 242, 247), dark: SRGB8(28, 28, 30))
  }

  /// The default tint of controls: system blue.
  public static var tintColor: UIColor { systemBlue }

  // MARK: Labels

  /// The colour of primary text.
  public static var label: UIColor { system(light: SRGB8(0, 0, 0), dark: SRGB8(255, 255, 255)) }
  /// The colour of secondary text.
  public static var secondaryLabel: UIColor {
    system(light: SRGB8(60, 60, 67, 0.6), dark: SRGB8(235, 235, 245, 0.6))
  }
  /// The colour of tertiary text.
  public static var tertiaryLabel: UIColor {
    system(light: SRGB8(60, 60, 67, 0.3), dark: SRGB8(235, 235, 245, 0.3))
  }
  /// The colour of quaternary text.
  public static var quaternaryLabel: UIColor {
    system(light: SRGB8(60, 60, 67, 0.18), dark: SRGB8(235, 235, 245, 0.18))
  }
  /// The colour of placeholder text in controls.
  public static var placeholderText: UIColor {
    system(light: SRGB8(60, 60, 67, 0.3), dark: SRGB8(235, 235, 245, 0.3))
  }
  /// The colour of links.
  public static var link: UIColor { system(light: SRGB8(0, 122, 255), dark: SRGB8(9, 132, 255)) }

  // MARK: Backgrounds

  /// The background of the main interface.
  public static var systemBackground: UIColor {
    system(light: SRGB8(255, 255, 255), dark: SRGB8(0, 0, 0))
  }
  /// The background of content layered on `systemBackground`.
  public static var secondarySystemBackground: UIColor {
    system(light: SRGB8(242, 242, 247), dark: SRGB8(28, 28, 30))
  }
  /// The background of content layered on `secondarySystemBackground`.
  public static var tertiarySystemBackground: UIColor {
    system(light: SRGB8(255, 255, 255), dark: SRGB8(44, 44, 46))
  }
  /// The background of a grouped interface.
  public static var systemGroupedBackground: UIColor {
    system(light: SRGB8(242, 242, 247), dark: SRGB8(0, 0, 0))
  }
  /// The background of content layered on `systemGroupedBackground`.
  public static var secondarySystemGroupedBackground: UIColor {
    system(light: SRGB8(255, 255, 255), dark: SRGB8(28, 28, 30))
  }
  /// The background of content layered on `secondarySystemGroupedBackground`.
  public static var tertiarySystemGroupedBackground: UIColor {
    system(light: SRGB8(242, 242, 247), dark: SRGB8(44, 44, 46))
  }

  // MARK: Separators and fills

  /// The colour of thin separators, letting some content show through.
  public static var separator: UIColor {
    system(light: SRGB8(60, 60, 67, 0.29), dark: SRGB8(84, 84, 88, 0.6))
  }
  /// The colour of separators that hide what is under them.
  public static var opaqueSeparator: UIColor {
    system(light: SRGB8(198, 198, 200), dark: SRGB8(56, 56, 58))
  }
  /// The fill of thin, small shapes.
  public static var systemFill: UIColor {
    system(light: SRGB8(120, 120, 128, 0.2), dark: SRGB8(120, 120, 128, 0.36))
  }
  /// The fill of medium-size shapes.
  public static var secondarySystemFill: UIColor {
    system(light: SRGB8(120, 120, 128, 0.16), dark: SRGB8(120, 120, 128, 0.32))
  }
  /// The fill of large shapes.
  public static var tertiarySystemFill: UIColor {
    system(light: SRGB8(118, 118, 128, 0.12), dark: SRGB8(118, 118, 128, 0.24))
  }
  /// The fill of large areas holding complex content.
  public static var quaternarySystemFill: UIColor {
    system(light: SRGB8(116, 116, 128, 0.08), dark: SRGB8(118, 118, 128, 0.18))
  }
}
