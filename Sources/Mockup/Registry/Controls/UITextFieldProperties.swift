import UIKit

/// UITextField's properties.
@MainActor
enum UITextFieldProperties {
  static var all: [ViewProperty] {
    [
      .on(UITextField.self, "text", .string) { $0.text = $1 },
      .on(UITextField.self, "placeholder", .string) { $0.placeholder = $1 },
      .on(
        UITextField.self, "borderStyle",
        .oneOf([
          "none": UITextField.BorderStyle.none, "line": .line, "bezel": .bezel,
          "roundedRect": .roundedRect,
        ]), \.borderStyle),
      .on(UITextField.self, "font", .font) { $0.font = $1 },
      .on(UITextField.self, "textColor", .color) { $0.textColor = $1 },
      .on(UITextField.self, "textAlignment", .textAlignment, \.textAlignment),
      .on(UITextField.self, "clearButtonMode", .viewMode, \.clearButtonMode),
      .on(UITextField.self, "isSecureTextEntry", .boolean, \.isSecureTextEntry),
      .on(
        UITextField.self, "adjustsFontSizeToFitWidth", .boolean, \.adjustsFontSizeToFitWidth),
      .on(UITextField.self, "minimumFontSize", .number, \.minimumFontSize),
    ]
  }
}

extension ValueKind where Value == UITextField.ViewMode {
  static var viewMode: ValueKind<UITextField.ViewMode> {
    .oneOf([
      "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing,
      "always": .always,
    ])
  }
}
