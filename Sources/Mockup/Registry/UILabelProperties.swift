import UIKit

/// UILabel's properties.
@MainActor
enum UILabelProperties {
  static var all: [ViewProperty] {
    [
      .on(UILabel.self, "text", .string) { $0.text = $1 },
      .on(UILabel.self, "font", .font) { $0.font = $1 },
      .on(UILabel.self, "textColor", .color) { $0.textColor = $1 },
      .on(UILabel.self, "numberOfLines", .integer, \.numberOfLines),
      .on(UILabel.self, "textAlignment", .textAlignment, \.textAlignment),
      .on(UILabel.self, "lineBreakMode", .lineBreakMode, \.lineBreakMode),
      .on(UILabel.self, "preferredMaxLayoutWidth", .number, \.preferredMaxLayoutWidth),
      .on(UILabel.self, "adjustsFontSizeToFitWidth", .boolean, \.adjustsFontSizeToFitWidth),
      .on(UILabel.self, "minimumScaleFactor", .fraction, \.minimumScaleFactor),
      .on(UILabel.self, "isEnabled", .boolean, \.isEnabled),
      .on(UILabel.self, "shadowColor", .color) { $0.shadowColor = $1 },
      .on(UILabel.self, "shadowOffset", .size, \.shadowOffset),
    ]
  }
}

extension ValueKind where Value == NSTextAlignment {
  static var textAlignment: ValueKind<NSTextAlignment> {
    .oneOf([
      "left": .left, "center": .center, "right": .right, "justified": .justified,
      "natural": .natural,
    ])
  }
}

extension ValueKind where Value == NSLineBreakMode {
  static var lineBreakMode: ValueKind<NSLineBreakMode> {
    .oneOf([
      "byWordWrapping": .byWordWrapping, "byCharWrapping": .byCharWrapping,
      "byClipping": .byClipping, "byTruncatingHead": .byTruncatingHead,
      "byTruncatingTail": .byTruncatingTail, "byTruncatingMiddle": .byTruncatingMiddle,
    ])
  }
}
