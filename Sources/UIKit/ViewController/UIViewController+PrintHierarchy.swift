extension UIViewController {
  /// The controller hierarchy from this controller down, as UIKit's private `_printHierarchy`
  /// prints it (swift-snapshot-testing's `.hierarchy` strategy records it): one line a
  /// controller, `<Class 0x…>, state: appeared, view: <ViewClass 0x…>`, its view marked
  /// `(view not loaded)` or `not in the window`; children a level deeper (`   | ` a level),
  /// after them the controller it presents (`   + `, with `presented with:` and the
  /// presentation controller's class).
  package func _printHierarchy() -> String {
    var lines: [String] = []
    appendHierarchy(depth: 0, to: &lines)
    return lines.joined(separator: "\n")
  }

  /// UIKit's order: the controller's line, its children's, then what it presents.
  private func appendHierarchy(depth: Int, to lines: inout [String]) {
    if parent == nil, presentingViewController != nil {
      let presentation =
        "<\(presentationControllerClassName) \(address(of: presentationController))>"
      lines.append(
        String(repeating: "   | ", count: max(depth - 1, 0)) + "   + " + hierarchyDescription
          + ", presented with: " + presentation)
    } else {
      lines.append(String(repeating: "   | ", count: depth) + hierarchyDescription)
    }
    for child in children { child.appendHierarchy(depth: depth + 1, to: &lines) }
    presentedViewController?.appendHierarchy(depth: depth + 1, to: &lines)
  }

  /// `<Class 0x…>, state: …, view: …` for one controller.
  private var hierarchyDescription: String {
    let state =
      switch appearance {
      case .appeared: "appeared"
      case .appearing: "appearing"
      case .disappearing: "disappearing"
      case .disappeared: "disappeared"
      }
    let view =
      viewIfLoaded.map { view in
        "<\(objCClassName(of: view)) \(address(of: view))>"
          + (view.window == nil ? " not in the window" : "")
      } ?? "(view not loaded)"
    return "<\(objCClassName(of: self)) \(address(of: self))>, state: \(state), view: \(view)"
  }

  /// The class of the controller's presentation controller as UIKit names it: a custom or
  /// popover one's own class; for the system styles, the private classes UIKit uses for them.
  private var presentationControllerClassName: String {
    guard let controller = presentationController,
      type(of: controller) == UIPresentationController.self
    else { return presentationController.map { objCClassName(of: $0) } ?? "(null)" }
    if let alert = self as? UIAlertController {
      return alert.preferredStyle == .alert
        ? "_UIAlertControllerAlertPresentationController"
        : "_UIAlertControllerActionSheetCompactPresentationController"
    }
    let style =
      (presentationState.container as? PresentationContainer)?.style ?? controller.presentationStyle
    return switch style {
    // A custom presentation whose transitioning delegate vended a plain controller.
    case .custom: "UIPresentationController"
    case .fullScreen, .none, .automatic, .popover: "_UIFullscreenPresentationController"
    case .pageSheet: "_UIPageSheetPresentationController"
    case .formSheet: "_UIFormSheetPresentationController"
    case .currentContext: "_UICurrentContextPresentationController"
    case .overFullScreen: "_UIOverFullscreenPresentationController"
    case .overCurrentContext: "_UIOverCurrentContextPresentationController"
    }
  }
}

/// An object's class as the Objective-C runtime names it: UIKit's own classes bare
/// (`UINavigationController`), an app's Swift classes with their module (`App.ViewController`).
private func objCClassName(of object: AnyObject) -> String {
  let name = String(reflecting: type(of: object))
  return name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
}

/// An object's address as `%p` prints it (`0x…`), which UIKit puts in descriptions.
private func address(of object: AnyObject?) -> String {
  guard let object else { return "0x0" }
  return "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
