import SwiftSyntax

/// What the port needs to know about a whole target before it rewrites any one file: the
/// methods of each type (to name `#selector(tapped)`'s method), Objective-C names given with
/// `@objc(name)`, the optional requirements of `@objc` protocols, the classes the target
/// declares and the overrides written in extensions of them.
struct TargetIndex {
  /// Type name → method base name → the argument labels of each method of that name.
  var methods: [String: [String: [[String]]]] = [:]
  /// `Type.base(labels:)` → the name given with `@objc(name)`.
  var objcNames: [String: String] = [:]
  /// The base names of `@objc optional` requirements, whose optional-chained calls change.
  var optionalRequirements: Set<String> = []
  /// The classes declared in the target.
  var classes: Set<String> = []
  /// Class name → overriding members declared in extensions of it, as source text, with the
  /// file and line each came from.
  var extensionOverrides: [String: [(text: String, file: String, line: Int)]] = [:]

  init(files: [(path: String, tree: SourceFileSyntax)]) {
    for (path, tree) in files {
      let collector = Collector(path: path, tree: tree)
      collector.walk(tree)
      merge(collector)
    }
  }

  private mutating func merge(_ collector: Collector) {
    for (type, byName) in collector.methods {
      for (name, labelLists) in byName {
        methods[type, default: [:]][name, default: []] += labelLists
      }
    }
    objcNames.merge(collector.objcNames) { first, _ in first }
    optionalRequirements.formUnion(collector.optionalRequirements)
    classes.formUnion(collector.classes)
    for (type, members) in collector.extensionOverrides {
      extensionOverrides[type, default: []] += members
    }
  }

  /// The labels of `type`'s only method named `base`, nil when there is none or several.
  func labels(of base: String, in type: String?) -> [String]? {
    if let type, let found = methods[type]?[base] { return found.count == 1 ? found[0] : nil }
    let everywhere = methods.values.compactMap { $0[base] }.flatMap { $0 }
    return Set(everywhere).count == 1 ? everywhere[0] : nil
  }
}

/// Walks one file, keeping track of the type each declaration is in.
private final class Collector: SyntaxVisitor {
  let path: String
  var methods: [String: [String: [[String]]]] = [:]
  var objcNames: [String: String] = [:]
  var optionalRequirements: Set<String> = []
  var classes: Set<String> = []
  var extensionOverrides: [String: [(text: String, file: String, line: Int)]] = [:]
  private var types: [String] = []
  private let converter: SourceLocationConverter

  init(path: String, tree: SourceFileSyntax) {
    self.path = path
    converter = SourceLocationConverter(fileName: path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    classes.insert(node.name.text)
    types.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append(node.name.text)
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.modifiers.contains(where: { $0.name.text == "optional" })
      else { continue }
      optionalRequirements.insert(function.name.text)
    }
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = node.extendedType.trimmedDescription
    types.append(type)
    for member in node.memberBlock.members where member.decl.isOverride {
      let line = member.decl.startLocation(converter: converter, afterLeadingTrivia: true).line
      extensionOverrides[type, default: []].append((member.decl.trimmedDescription, path, line))
    }
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = types.last ?? ""
    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
    methods[type, default: [:]][node.name.text, default: []].append(labels)
    if let name = node.attributes.objcName {
      objcNames["\(type).\(node.name.text)(\(labels.map { "\($0):" }.joined()))"] = name
    }
    return .skipChildren
  }
}

extension DeclSyntax {
  /// Whether the declaration carries `override`.
  var isOverride: Bool {
    let modifiers =
      self.as(FunctionDeclSyntax.self)?.modifiers ?? self.as(VariableDeclSyntax.self)?.modifiers
      ?? self.as(InitializerDeclSyntax.self)?.modifiers
      ?? self.as(SubscriptDeclSyntax.self)?.modifiers
    return modifiers?.contains { $0.name.text == "override" } ?? false
  }
}

extension AttributeListSyntax {
  /// The name in `@objc(name)`, if the list has one.
  var objcName: String? {
    for element in self {
      guard case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == "objc",
        let arguments = attribute.arguments
      else { continue }
      return arguments.trimmedDescription
    }
    return nil
  }
}
