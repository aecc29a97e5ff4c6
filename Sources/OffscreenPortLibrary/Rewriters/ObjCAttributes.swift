import SwiftSyntax

/// Attributes that need the Objective-C runtime, which Swift on Linux does not have: `@objc`
/// (and `@objc(name)`, whose name the selectors keep), `@objcMembers`, `@nonobjc`, and
/// `@IBOutlet`/`@IBOutletCollection`, which demand `@objc` types. They change nothing a
/// UIKit test can see once removed; `@IBAction`, `@IBInspectable` and `@IBDesignable` compile
/// on Linux and stay, except an `@IBAction` on a method that does not take exactly one
/// argument (iOS takes none, the sender, or the sender and the event; Swift on Linux only the
/// sender), which is removed.
extension FilePorter {
  static let objcAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBOutletCollection", "GKInspectable",
  ]

  func removeObjCAttribute(_ node: AttributeSyntax) {
    let name = node.attributeName.trimmedDescription
    let action =
      name == "IBAction"
      && node.parent?.parent?.as(FunctionDeclSyntax.self).map {
        $0.signature.parameterClause.parameters.count != 1
      } == true
    guard Self.objcAttributes.contains(name) || action else { return }
    edits.remove(node)
    log.record("@\(name) removed")
  }
}
