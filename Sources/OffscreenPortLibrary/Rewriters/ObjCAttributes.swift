import SwiftSyntax

/// Attributes that need the Objective-C runtime, which Swift on Linux does not have: `@objc`
/// (and `@objc(name)`, whose name the selectors keep), `@objcMembers`, `@nonobjc`, and
/// `@IBOutlet`/`@IBOutletCollection`, which demand `@objc` types. They change nothing a
/// UIKit test can see once removed; `@IBAction`, `@IBInspectable` and `@IBDesignable` compile
/// on Linux and stay.
extension FilePorter {
  static let objcAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBOutletCollection", "GKInspectable",
  ]

  func removeObjCAttribute(_ node: AttributeSyntax) {
    let name = node.attributeName.trimmedDescription
    guard Self.objcAttributes.contains(name) else { return }
    edits.remove(node)
    log.record("@\(name) removed")
  }
}
