import UIKit

/// UISlider's properties. `value` is set after the range whatever the file's order, and must
/// lie within it; the value images are SF Symbol names, or PNG files beside the mockup.
@MainActor
enum UISliderProperties {
  static var all: [ViewProperty] {
    [
      ViewProperty.checked(UISlider.self, "value", .number) { slider, value, node, _ in
        try ControlValueCheck.check(
          Float(value), from: slider.minimumValue, to: slider.maximumValue,
          "minimumValue…maximumValue", at: node)
        slider.value = Float(value)
      }.appliedLast(),
      .on(UISlider.self, "minimumValue", .number) { $0.minimumValue = Float($1) },
      .on(UISlider.self, "maximumValue", .number) { $0.maximumValue = Float($1) },
      .on(UISlider.self, "minimumTrackTintColor", .color) { $0.minimumTrackTintColor = $1 },
      .on(UISlider.self, "maximumTrackTintColor", .color) { $0.maximumTrackTintColor = $1 },
      .on(UISlider.self, "thumbTintColor", .color) { $0.thumbTintColor = $1 },
      .on(UISlider.self, "minimumValueImage", .symbolOrFile) { $0.minimumValueImage = $1 },
      .on(UISlider.self, "maximumValueImage", .symbolOrFile) { $0.maximumValueImage = $1 },
    ]
  }
}

extension ValueKind where Value == UIImage {
  /// An SF Symbol by name, or a PNG file beside the mockup when the name ends in `.png`.
  static var symbolOrFile: ValueKind<UIImage> {
    ValueKind<UIImage>(schema: { ["type": "string"] }) { node, context in
      try node.text().lowercased().hasSuffix(".png")
        ? imageFile.read(node, context) : systemImage.read(node, context)
    }
  }
}
