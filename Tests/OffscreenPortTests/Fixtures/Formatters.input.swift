// swift-format-ignore-file
import Foundation

/// A formatter that reads strings its own way, as Eureka's `DecimalFormatter` does, and the
/// row code that asks a formatter for a value through an out-parameter.
final class CentsFormatter: NumberFormatter {
  override func getObjectValue(_ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String, range rangep: UnsafeMutablePointer<NSRange>?) throws {
    let digits = string.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
    obj?.pointee = NSNumber(value: (Double(digits) ?? 0) / 100)
  }
}

func value<T>(of text: String, with formatter: Foundation.Formatter, as type: T.Type) -> T? {
  let memory = UnsafeMutablePointer<T>.allocate(capacity: 1)
  defer { memory.deallocate() }
  let value = AutoreleasingUnsafeMutablePointer<AnyObject?>.init(memory)
  let errorDesc: AutoreleasingUnsafeMutablePointer<NSString?>? = nil
  guard formatter.getObjectValue(value, for: text, errorDescription: errorDesc) else { return nil }
  return value.pointee as? T
}

func duration(_ components: DateComponents) -> String? {
  DateComponentsFormatter.localizedString(from: components, unitsStyle: .full)
}
