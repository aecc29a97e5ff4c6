import SwiftSyntax

/// Overrides of `NSObject`'s messaging (`responds(to:)`, `forwardingTarget(for:)`, …), which a
/// delegate proxy writes to forward what it does not implement. Foundation on Linux declares
/// none of them in `NSObject`'s body, so they cannot be overridden; Offscreen's UIKit adds
/// `responds(to:)` in an extension. The override loses `override` and is renamed
/// `portedOverride_Class_name`, so the class compiles, and the port reports that the method is
/// never consulted: on Linux a message the class does not implement is not forwarded. The one
/// exception is `forwardingTarget(for:)` in a class adopting UIKit's delegate protocols, which
/// the methods ``portMessageForwarding(_:)`` writes for their requirements consult.
extension FilePorter {
  static let messagingMethods: Set<String> = [
    "responds", "forwardingTarget", "forwardInvocation", "methodSignature",
    "doesNotRecognizeSelector", "resolveInstanceMethod", "resolveClassMethod",
  ]

  func portMessagingOverride(_ node: FunctionDeclSyntax) -> Bool {
    guard let type = typeStack.last, Self.messagingMethods.contains(node.name.text),
      let modifier = node.modifiers.first(where: { $0.name.text == "override" }),
      node.signature.parameterClause.parameters.first?.type.trimmedDescription.contains(
        "Selector") == true
    else { return false }
    edits.remove(modifier)
    edits.replace(node.name, with: Self.portedOverrideName(node.name.text, in: type))
    log.record("override of NSObject's messaging renamed")
    if node.name.text == "forwardingTarget", forwardingClasses.contains(type) {
      report(
        .warning, node,
        "forwardingTarget(for:) overrides NSObject's Objective-C messaging, which Swift on Linux"
          + " does not have: it is kept as \(Self.portedOverrideName(node.name.text, in: type)),"
          + " which the methods the port writes for the UIKit requirements \(type) lacks consult;"
          + " other messages \(type) does not implement are not forwarded")
      return true
    }
    report(
      .warning, node,
      "\(node.name.text) overrides NSObject's Objective-C messaging, which Swift on Linux does not"
        + " have: it is kept as \(Self.portedOverrideName(node.name.text, in: type)) and never"
        + " consulted, so messages \(type) does not implement are not forwarded")
    return true
  }
}
