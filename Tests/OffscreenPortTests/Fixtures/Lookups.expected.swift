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
  let priority: Float? = AnyObjectLookup.property("priority", of: view.installed.first)
  let constant: CGFloat? = AnyObjectLookup.property("constant", of: view.installed[0])
  let tag: Int? = AnyObjectLookup.property("tag", of: holder.anchor)
  return "\(String(describing: priority)) \(String(describing: constant)) \(String(describing: tag)) \(view.installed.count) \(holder.name.count)"
}
