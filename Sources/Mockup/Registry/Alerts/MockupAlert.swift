import UIKit

/// An alert or action sheet presented over the mockup's screen, as an app presents one:
///
///     canvas:
///       device: iPhone13
///       alert:
///         title: Delete Photo?
///         message: This photo will be deleted from all your devices.
///         actions: [{title: Cancel, style: cancel}, {title: Delete, style: destructive}]
///
/// `style` is `alert` (the default) or `actionSheet`; an action's `style` is `default`,
/// `cancel` or `destructive`, and `enabled: false` dims it; `preferred` names the action an
/// alert emphasises; `textFields` (alerts only) are `{placeholder, text, secure}`.
@MainActor
public struct MockupAlert {
  var title: String?
  var message: String?
  var style = UIAlertController.Style.alert
  var actions: [Action] = []
  var preferred: String?
  var textFields: [TextField] = []

  /// One action's button.
  struct Action {
    var title = ""
    var style = UIAlertAction.Style.default
    var isEnabled = true
  }

  /// One text field of an alert.
  struct TextField {
    var placeholder: String?
    var text: String?
    var isSecure = false
  }

  /// The alert controller the values describe.
  func makeController() -> UIAlertController {
    let controller = UIAlertController(title: title, message: message, preferredStyle: style)
    for action in actions {
      let alertAction = UIAlertAction(title: action.title, style: action.style)
      alertAction.isEnabled = action.isEnabled
      controller.addAction(alertAction)
      if action.title == preferred { controller.preferredAction = alertAction }
    }
    for field in textFields {
      controller.addTextField {
        $0.placeholder = field.placeholder
        $0.text = field.text
        $0.isSecureTextEntry = field.isSecure
      }
    }
    return controller
  }
}

extension ValueKind where Value == MockupAlert {
  /// An alert's keys, checked as UIKit checks them: one cancel action at most, a preferred
  /// action among the actions, text fields in alerts only.
  static var alert: ValueKind<MockupAlert> {
    let action = ValueKind<MockupAlert.Action>.mapping(
      "an alert action", { MockupAlert.Action() },
      [
        .field("title", .string, \.title),
        .field(
          "style",
          .oneOf([
            "default": UIAlertAction.Style.default, "cancel": .cancel, "destructive": .destructive,
          ]), \.style),
        .field("enabled", .boolean, \.isEnabled),
      ])
    let textField = ValueKind<MockupAlert.TextField>.mapping(
      "an alert text field", { MockupAlert.TextField() },
      [
        .field("placeholder", .string) { $0.placeholder = $1 },
        .field("text", .string) { $0.text = $1 },
        .field("secure", .boolean, \.isSecure),
      ])
    let base = ValueKind<MockupAlert>.mapping(
      "an alert", { MockupAlert() },
      [
        .field("title", .string) { $0.title = $1 },
        .field("message", .string) { $0.message = $1 },
        .field(
          "style", .oneOf(["alert": UIAlertController.Style.alert, "actionSheet": .actionSheet]),
          \.style),
        .field("actions", .list(of: action), \.actions),
        .field("preferred", .string) { $0.preferred = $1 },
        .field("textFields", .list(of: textField), \.textFields),
      ])
    return ValueKind(schema: base.schema) { node, context in
      let alert = try base.read(node, context)
      if alert.actions.filter({ $0.style == .cancel }).count > 1 {
        throw node.error(.badValue, "an alert has one cancel action at most")
      }
      if let preferred = alert.preferred, !alert.actions.contains(where: { $0.title == preferred })
      {
        throw node.error(
          .unknownName, "the preferred action '\(preferred)' is not one of the actions",
          suggestions: NearestNames.to(preferred, in: alert.actions.map(\.title)))
      }
      if alert.style == .actionSheet, !alert.textFields.isEmpty {
        throw node.error(.badValue, "text fields are for alerts, not action sheets")
      }
      return alert
    }
  }
}
