// swift-format-ignore-file
import UIKit

class Badge: UIView {
  var count = 0

  // Offscreen port: moved from an extension in Overrides.swift.
  override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20) }

  // Offscreen port: moved from an extension in Overrides.swift.
  override func layoutSubviews() {
    super.layoutSubviews()
  }
}

extension Badge {


  func reset() { count = 0 }
}

extension UIView {
  override open var description: String { "view" }
}
