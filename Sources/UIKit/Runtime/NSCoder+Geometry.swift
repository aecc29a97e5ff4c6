import Foundation

/// UIKit's conversions between geometry and the strings `NSStringFromCGPoint` and its kin
/// write (`"{1, 2}"`, `"{{0, 0}, {10, 20}}"`).
extension NSCoder {
  /// The point a string such as `"{1.5, 2}"` describes; zero when it holds fewer than two
  /// numbers, as on iOS.
  public static func cgPoint(for string: String) -> CGPoint {
    let n = numbers(in: string, count: 2)
    return CGPoint(x: n[0], y: n[1])
  }

  /// The size a string such as `"{3, 4}"` describes; zero when it holds fewer than two numbers.
  public static func cgSize(for string: String) -> CGSize {
    let n = numbers(in: string, count: 2)
    return CGSize(width: n[0], height: n[1])
  }

  /// The rectangle a string such as `"{{1, 2}, {3, 4}}"` describes; zero when it holds fewer
  /// than four numbers.
  public static func cgRect(for string: String) -> CGRect {
    let n = numbers(in: string, count: 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  /// The vector a string such as `"{1, 2}"` describes; zero when it holds fewer than two
  /// numbers.
  public static func cgVector(for string: String) -> CGVector {
    let n = numbers(in: string, count: 2)
    return CGVector(dx: n[0], dy: n[1])
  }

  /// The transform a string such as `"{1, 0, 0, 1, 5, 6}"` (a, b, c, d, tx, ty) describes;
  /// the identity when it holds fewer than six numbers.
  public static func cgAffineTransform(for string: String) -> CGAffineTransform {
    guard let n = numbers(in: string, count: 6, orZeros: false) else { return .identity }
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }

  /// The insets a string such as `"{1, 2, 3, 4}"` (top, left, bottom, right) describes; zero
  /// when it holds fewer than four numbers.
  public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
    let n = numbers(in: string, count: 4)
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }

  /// `"{x, y}"`.
  public static func string(for point: CGPoint) -> String { braces(point.x, point.y) }
  /// `"{width, height}"`.
  public static func string(for size: CGSize) -> String { braces(size.width, size.height) }
  /// `"{{x, y}, {width, height}}"`.
  public static func string(for rect: CGRect) -> String {
    "{\(string(for: rect.origin)), \(string(for: rect.size))}"
  }
  /// `"{dx, dy}"`.
  public static func string(for vector: CGVector) -> String { braces(vector.dx, vector.dy) }
  /// `"{a, b, c, d, tx, ty}"`.
  public static func string(for transform: CGAffineTransform) -> String {
    braces(transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
  }
  /// `"{top, left, bottom, right}"`.
  public static func string(for insets: UIEdgeInsets) -> String {
    braces(insets.top, insets.left, insets.bottom, insets.right)
  }

  /// The first `count` numbers of `string`, or `count` zeros when it holds fewer.
  private static func numbers(in string: String, count: Int) -> [CGFloat] {
    numbers(in: string, count: count, orZeros: true)!
  }

  /// The first `count` numbers of `string`; when it holds fewer, zeros or nil.
  private static func numbers(in string: String, count: Int, orZeros: Bool) -> [CGFloat]? {
    var found: [CGFloat] = []
    let scanner = Scanner(string: string)
    scanner.charactersToBeSkipped = CharacterSet(charactersIn: "{}, \t\n")
    while found.count < count, !scanner.isAtEnd {
      guard let value = scanner.scanDouble() else { break }
      found.append(CGFloat(value))
    }
    if found.count == count { return found }
    return orZeros ? Array(repeating: 0, count: count) : nil
  }

  /// The numbers in braces, each written with up to 15 significant digits (`%.15g`).
  private static func braces(_ values: CGFloat...) -> String {
    "{" + values.map { String(format: "%.15g", Double($0)) }.joined(separator: ", ") + "}"
  }
}
