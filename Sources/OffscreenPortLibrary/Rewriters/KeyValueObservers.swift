import SwiftSyntax

/// A class that derives from `NSObject` and overrides
/// `observeValue(forKeyPath:of:change:context:)` to hear key-value observing (iOS declares the
/// method in `NSObject`'s body). Foundation on Linux does not declare it, so nothing can be
/// overridden: the method loses `override`, and the class conforms to UIKit's
/// `NSKeyValueObserving`, through which Offscreen's key-value observing tells its observers.
extension FilePorter {
  func portKeyValueObserver(_ node: ClassDeclSyntax) {
    guard let inherited = node.inheritanceClause?.inheritedTypes,
      inherited.first?.type.trimmedDescription == "NSObject",
      !inherited.contains(where: { $0.type.trimmedDescription == "NSKeyValueObserving" })
    else { return }
    let overrides = node.memberBlock.members.compactMap { member -> DeclModifierSyntax? in
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.name.text == "observeValue",
        function.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath"
      else { return nil }
      return function.modifiers.first { $0.name.text == "override" }
    }
    guard let modifier = overrides.first, let last = inherited.last else { return }
    edits.remove(modifier)
    edits.insert(", NSKeyValueObserving", at: last.endPositionBeforeTrailingTrivia.utf8Offset)
    needsUIKit = true
    log.record("NSObject subclass's observeValue made an NSKeyValueObserving conformance")
  }
}
