import CoreGraphics

// The class colours, with the components Apple's documentation gives for each: the greys are
// in the grey colour space, the others sRGB.
extension UIColor {
  /// White 0: black.
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White 1/3.
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
  /// White 2/3.
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
  /// White 1: white.
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// White 0.5.
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// sRGB 1, 0, 0.
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// sRGB 0, 1, 0.
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// sRGB 0, 0, 1.
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// sRGB 0, 1, 1.
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// sRGB 1, 1, 0.
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// sRGB 1, 0, 1.
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// sRGB 1, 0.5, 0.
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// sRGB 0.5, 0, 0.5.
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// sRGB 0.6, 0.4, 0.2.
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// White 0, alpha 0.
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// The colour of text on light backgrounds: black.
  public static var darkText: UIColor { UIColor(white: 0, alpha: 1) }
  /// The colour of text on dark backgrounds: white at 60 % alpha.
  public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
}
