import CoreGraphics
import Foundation

/// The metrics dictionary of a visual format, read as numbers.
///
/// Apple documents the values as `NSNumber`s; Swift callers pass `Int`, `Double`, `CGFloat`
/// and their relatives, which bridge to `NSNumber` on Apple's platforms, so every Swift
/// number type is a metric here too.
struct VisualFormatMetrics {
  private let values: [String: Any]

  init(_ values: [String: Any]) {
    self.values = values
  }

  enum Lookup: Equatable {
    case value(CGFloat)
    case missing
    case notANumber
  }

  subscript(name: String) -> Lookup {
    guard let value = values[name] else { return .missing }
    guard let number = Self.number(value), number.isFinite else { return .notANumber }
    return .value(number)
  }

  private static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let value as any BinaryFloatingPoint: CGFloat(value)
    case let value as any BinaryInteger: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }
}
