// swift-format-ignore-file
import UIKit

class Badge: UIView {
  var count = 0
}

extension Badge {
  override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20) }

  @objc override func layoutSubviews() {
    super.layoutSubviews()
  }

  func reset() { count = 0 }
}

extension UIView {
  override open var description: String { "view" }
}
