import UIKit

/// UIStepper's properties. `value` is set after the range whatever the file's order, and must
/// lie within it; `stepValue` must be more than 0 (iOS raises an exception).
@MainActor
enum UIStepperProperties {
  static var all: [ViewProperty] {
    [
      ViewProperty.checked(UIStepper.self, "value", .number) { stepper, value, node, _ in
        try ControlValueCheck.check(
          Double(value), from: stepper.minimumValue, to: stepper.maximumValue,
          "minimumValue…maximumValue", at: node)
        stepper.value = Double(value)
      }.appliedLast(),
      .on(UIStepper.self, "minimumValue", .number) { $0.minimumValue = Double($1) },
      .on(UIStepper.self, "maximumValue", .number) { $0.maximumValue = Double($1) },
      .checked(UIStepper.self, "stepValue", .number) { stepper, step, node, _ in
        guard step > 0 else {
          throw node.error(.badValue, "a stepValue must be more than 0, found \(step)")
        }
        stepper.stepValue = Double(step)
      },
      .on(UIStepper.self, "wraps", .boolean, \.wraps),
    ]
  }
}
