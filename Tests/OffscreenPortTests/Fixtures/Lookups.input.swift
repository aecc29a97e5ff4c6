// swift-format-ignore-file
import UIKit

extension UIView {
  var installed: [AnyObject] {
    return constraints.filter { $0.isActive }
  }
}

final class Holder {
  var anchor: AnyObject?
  var name = ""
}

func summary(of view: UIView, _ holder: Holder) -> String {
  let priority: Float? = view.installed.first?.priority
  let constant: CGFloat? = view.installed[0].constant
  let tag: Int? = holder.anchor?.tag
  return "\(String(describing: priority)) \(String(describing: constant)) \(String(describing: tag)) \(view.installed.count) \(holder.name.count)"
}
