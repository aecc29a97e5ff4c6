import SwiftSyntax

/// A subclass of `NumberFormatter` or `DateFormatter` that overrides
/// `getObjectValue(_:for:range:)` to read strings its own way (iOS declares the method in both
/// classes). Foundation on Linux does not declare it, so nothing can be overridden: the method
/// loses `override`, and the class conforms to UIKit's `ObjectValueParsing`, through which
/// `Formatter.getObjectValue(_:for:errorDescription:)` calls it, as on iOS.
extension FilePorter {
  static let parsingFormatters: Set<String> = ["NumberFormatter", "DateFormatter"]

  func portObjectValueParser(_ node: ClassDeclSyntax) {
    guard let inherited = node.inheritanceClause?.inheritedTypes,
      let superclass = inherited.first?.type.trimmedDescription,
      Self.parsingFormatters.contains(superclass),
      !inherited.contains(where: { $0.type.trimmedDescription == "ObjectValueParsing" })
    else { return }
    let overrides = node.memberBlock.members.compactMap { member -> DeclModifierSyntax? in
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.name.text == "getObjectValue",
        function.signature.parameterClause.parameters.map(\.firstName.text) == [
          "_", "for", "range",
        ]
      else { return nil }
      return function.modifiers.first { $0.name.text == "override" }
    }
    guard let modifier = overrides.first, let last = inherited.last else { return }
    edits.remove(modifier)
    edits.insert(", ObjectValueParsing", at: last.endPositionBeforeTrailingTrivia.utf8Offset)
    needsUIKit = true
    log.record("formatter's getObjectValue(_:for:range:) made an ObjectValueParsing conformance")
  }
}
