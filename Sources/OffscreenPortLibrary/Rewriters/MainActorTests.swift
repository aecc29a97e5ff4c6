import SwiftSyntax

/// XCTest on Linux finds test methods through a generated list whose entries it casts to
/// plain `(Case) -> () throws -> Void` functions; a synchronous test method isolated to the
/// main actor (in an `@MainActor` test class, or marked so itself) fails that cast and ends the
/// test process ("Could not cast value of type '(T) -> @MainActor () -> ()'"). On iOS such
/// tests run on the main thread, where XCTest calls every test. So such a method becomes
/// `nonisolated`, with its body run in `MainActor.assumeIsolated { … }`: the same code on the
/// same main thread, in a form Linux XCTest can call.
extension FilePorter {
  func portMainActorTestMethod(_ node: FunctionDeclSyntax) {
    guard let body = node.body, let type = typeStack.last,
      node.parent?.is(MemberBlockItemSyntax.self) == true,
      node.name.text.hasPrefix("test"), node.signature.parameterClause.parameters.isEmpty,
      node.genericParameterClause == nil, node.signature.effectSpecifiers?.asyncSpecifier == nil,
      !node.modifiers.contains(where: {
        ["static", "class", "nonisolated", "private"].contains($0.name.text)
      }),
      index.isTestCase(type)
    else { return }
    let attribute = node.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
      .first { $0.isMainActor }
    guard attribute != nil || index.isMainActorIsolated(type) else { return }
    if let attribute { edits.remove(attribute) }
    edits.insert("nonisolated ", at: node.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
    let throwing = node.signature.effectSpecifiers?.throwsClause != nil
    edits.replace(
      body.leftBrace,
      with: throwing ? "{ try MainActor.assumeIsolated {" : "{ MainActor.assumeIsolated {")
    edits.replace(body.rightBrace, with: "} }")
    log.record("@MainActor test method run in MainActor.assumeIsolated")
  }
}

extension TargetIndex {
  /// Whether the class `name` derives from `XCTestCase` through classes of the target.
  func isTestCase(_ name: String) -> Bool {
    ancestry(of: name).contains { $0 == "XCTestCase" || $0 == "XCTest.XCTestCase" }
  }

  /// Whether the class `name`, or a class of the target it derives from, is `@MainActor`.
  func isMainActorIsolated(_ name: String) -> Bool {
    ancestry(of: name).contains(where: mainActorClasses.contains)
  }

  /// `name` and the classes it derives from, as far as the target knows them.
  private func ancestry(of name: String) -> [String] {
    var chain = [name]
    while let parent = superclasses[chain[chain.count - 1]], chain.count < 64 {
      chain.append(parent)
    }
    return chain
  }
}

extension AttributeSyntax {
  /// Whether this is `@MainActor`.
  var isMainActor: Bool {
    ["MainActor", "_Concurrency.MainActor"].contains(attributeName.trimmedDescription)
  }
}
