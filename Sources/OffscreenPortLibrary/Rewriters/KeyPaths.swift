import SwiftSyntax

/// `#keyPath(Type.a.b)` → `"a.b"`: the string Objective-C key-value coding reads, which
/// Offscreen's key-value observing of UIView's properties takes too.
extension FilePorter {
  func portKeyPath(_ node: MacroExpansionExprSyntax) {
    guard let argument = node.arguments.first?.expression else {
      return report(.error, node, "#keyPath without a path")
    }
    var components = argument.trimmedDescription.components(separatedBy: ".")
    if components.count > 1, let first = components.first?.first, first.isUppercase {
      components.removeFirst()
    }
    edits.replace(node, with: "\"\(components.joined(separator: "."))\"")
    log.record("#keyPath")
  }
}
