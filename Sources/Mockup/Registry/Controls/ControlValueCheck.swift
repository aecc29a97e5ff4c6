/// Checks of a value a control reads against its other properties (a slider's value against
/// its range, a selected index against its segments). UIKit pins such a value silently; in a
/// mockup it is a slip, so it is an error naming the range.
enum ControlValueCheck {
  /// Throws unless `value` is from `lowest` to `highest`; `range` names the properties
  /// that set them, for the message.
  static func check<Number: Comparable>(
    _ value: Number, from lowest: Number, to highest: Number, _ range: String,
    at node: MockupNode
  ) throws {
    guard value >= lowest, value <= highest else {
      throw node.error(
        .badValue, "\(value) is outside \(range), \(lowest) to \(highest)")
    }
  }
}
