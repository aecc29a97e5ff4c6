import UIKit

/// UIImageView's properties: `image` is a PNG file beside the mockup, `systemName` an SF
/// Symbol (`UIImage(systemName:)`).
@MainActor
enum UIImageViewProperties {
  static var all: [ViewProperty] {
    [
      .on(UIImageView.self, "image", .imageFile) { $0.image = $1 },
      .on(UIImageView.self, "systemName", .systemImage) { $0.image = $1 },
      .on(UIImageView.self, "highlightedImage", .imageFile) { $0.highlightedImage = $1 },
      .on(UIImageView.self, "isHighlighted", .boolean, \.isHighlighted),
    ]
  }
}
