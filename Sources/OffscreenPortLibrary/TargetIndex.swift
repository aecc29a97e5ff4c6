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
  /// The names of `@objc optional` property requirements, the target's and its dependencies':
  /// on iOS a read of one through the protocol is an optional.
  var optionalProperties: Set<String> = []
  /// Protocol name → its `@objc optional` method requirements, the target's and its
  /// dependencies'.
  var protocolOptionalMethods: [String: [OptionalMethod]] = [:]
  /// Class name → the types named in its declaration's and its extensions' inheritance clauses.
  var inheritedTypes: [String: [String]] = [:]
  /// The classes declared `final`, and those declared `public` or `open`.
  var finalClasses: Set<String> = []
  var publicClasses: Set<String> = []
  /// The classes declared in the target.
  var classes: Set<String> = []
  /// The protocols declared in the target.
  var protocols: Set<String> = []
  /// Class name → members declared in extensions of it that must move into its body (they
  /// override, or are overridden), as source text, with the file and line each came from.
  var extensionOverrides: [String: [MovedMember]] = [:]
  /// The files some member moves out of: their file-private names must reach other files.
  var filesLosingMembers: Set<String> = []
  /// The members some declaration in the target overrides (`name(labels:)`, or a property's
  /// name).
  var overriddenMembers: Set<String> = []
  /// `Type.dispatchKey` of methods declared in extensions of other modules' classes and
  /// overridden in the target → the classes whose overrides they call, most derived first.
  var foreignDispatch: [String: [String]] = [:]
  /// `Type.dispatchKey` of the overrides those methods call.
  var dispatchedOverrides: Set<String> = []
  /// `Type.dispatchKey` of overrides that call or read `super`'s member of their own name.
  var superCallingOverrides: Set<String> = []
  /// The properties the target declares as `AnyObject` (or an array of them), by name; a name
  /// also declared with another type is left out, since which one an expression reads is then
  /// unknown.
  var anyObjectProperties: [String: AnyObjectShape] = [:]
  /// The type aliases of Objective-C implementation or block types
  /// (`typealias Function = @convention(c) (AnyObject, Selector) -> Void`).
  var implementationTypeAliases: Set<String> = []
  /// The dispatch keys (`name(label:Type)`, `var name:Type`) of the members the target
  /// declares in extensions of other modules' classes: a target that depends on this one
  /// cannot override them.
  var foreignExtensionMembers: Set<String> = []
  /// The same keys of the targets this one depends on, when the port was told of them.
  var dependencyExtensionMembers: Set<String> = []
  /// The target's protocols that require `init()`.
  var initRequiringProtocols: Set<String> = []
  /// Of those, the ones the target makes `NSObject` conform to (`extension NSObject: P`).
  var nsObjectConformances: Set<String> = []
  /// Protocol name → the members of its unconstrained extensions, for those protocols.
  var protocolExtensionMembers: [String: [MovedMember]] = [:]
  /// The classes of the targets this one depends on that list the optional requirements they
  /// implement (`optionalMethods`): a subclass here adds its own to theirs.
  var dependencyOptionalMethodClasses: Set<String> = []
  /// Whether some file of the target imports UIKit, or a module that brings it on iOS (XCTest):
  /// the target is then a UIKit target, or the tests of one.
  var importsUIKit = false
  /// Class name → the class it derives from, for the classes the target declares.
  var superclasses: [String: String] = [:]
  /// The classes the target declares `@MainActor`.
  var mainActorClasses: Set<String> = []
  /// Whether the target declares a property named `name` that may hold a function, so that
  /// `x.name?(…)` may call it: one of a function type, of a type alias the target declares, or
  /// of a type written nowhere but in an initialiser that is not a plain literal. A `Bool`
  /// property of a delegate mock (`var textFieldShouldReturn = false`) is none.
  func declaresCallableProperty(_ name: String) -> Bool {
    callableProperties.contains(name)
      || propertyTypes[name, default: []].contains { functionTypeAliases.contains($0) }
  }
  /// Property name → the names of the types it is declared with (`Handler` for `Handler?`).
  private var propertyTypes: [String: Set<String>] = [:]
  /// The properties declared with a function type or with an initialiser only.
  private var callableProperties: Set<String> = []
  /// The type aliases of function types (`typealias Handler = (Int) -> Void`).
  private var functionTypeAliases: Set<String> = []
  /// Every property name with the shapes it is declared with.
  private var propertyShapes: [String: Set<AnyObjectShape?>] = [:]

  init(files: [(path: String, tree: SourceFileSyntax)]) {
    var extensionMembers: [String: [MovedMember]] = [:]
    var unconstrainedMembers: [String: [MovedMember]] = [:]
    var extensionMethods: [(type: String, key: String)] = []
    var overrides: [(type: String, key: String)] = []
    for (path, tree) in files {
      let collector = Collector(path: path, tree: tree)
      collector.walk(tree)
      merge(collector)
      extensionMembers.merge(collector.extensionMembers) { $0 + $1 }
      unconstrainedMembers.merge(collector.unconstrainedMembers) { $0 + $1 }
      extensionMethods += collector.extensionMethods
      overrides += collector.overrides
      superclasses.merge(collector.superclasses) { first, _ in first }
      protocols.formUnion(collector.protocols)
    }
    // A protocol's extension members are no class's: nothing overrides them.
    extensionMethods.removeAll { protocols.contains($0.type) }
    indexForeignDispatch(extensionMethods, overrides, superclasses)
    foreignExtensionMembers = Set(extensionMethods.filter { !classes.contains($0.type) }.map(\.key))
    nsObjectConformances.formIntersection(initRequiringProtocols)
    for protocolName in nsObjectConformances {
      protocolExtensionMembers[protocolName] = unconstrainedMembers[protocolName]
    }
    for (type, members) in extensionMembers where classes.contains(type) {
      for member in members where movesIntoClass(member.decl) {
        extensionOverrides[type, default: []].append(member)
        filesLosingMembers.insert(member.file)
      }
    }
  }

  /// A member of an extension that moves into its class's body.
  struct MovedMember {
    static let accessLevels: Set<String> = [
      "open", "public", "package", "internal", "fileprivate", "private",
    ]
    let decl: DeclSyntax
    let file: String
    let line: Int
    /// The extension's access level, which its members had unless they said their own.
    let extensionAccess: String?
    /// The `#if` conditions the extension sat under, joined; nil when none.
    let condition: String?

    /// The member's text for the class body: with the extension's access level when it had
    /// none of its own (`public extension` members are public).
    var text: String {
      let text = decl.trimmedDescription
      let modifiers =
        decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
      guard let extensionAccess, extensionAccess != "private", extensionAccess != "fileprivate",
        modifiers?.contains(where: { Self.accessLevels.contains($0.name.text) }) == false
      else { return text }
      // Before `override`/`func`/`var`, after the attributes.
      let attributes =
        decl.as(FunctionDeclSyntax.self)?.attributes ?? decl.as(VariableDeclSyntax.self)?.attributes
      let attributeText = attributes.map { $0.trimmedDescription } ?? ""
      let rest = text.dropFirst(attributeText.count).drop { $0 == " " || $0 == "\n" }
      return (attributeText.isEmpty ? "" : attributeText + " ") + extensionAccess + " " + rest
    }
  }

  /// Whether a member of an extension of one of the target's classes moves into the class:
  /// Swift on Linux lets a member override, or be overridden, only from a class body.
  func movesIntoClass(_ decl: DeclSyntax) -> Bool {
    decl.isOverride || decl.memberKey.map(overriddenMembers.contains) == true
  }

  private mutating func merge(_ collector: Collector) {
    for (type, byName) in collector.methods {
      for (name, labelLists) in byName {
        methods[type, default: [:]][name, default: []] += labelLists
      }
    }
    objcNames.merge(collector.objcNames) { first, _ in first }
    implementationTypeAliases.formUnion(collector.implementationTypeAliases)
    superCallingOverrides.formUnion(collector.superCallingOverrides)
    for (name, shape) in collector.propertyShapes {
      propertyShapes[name, default: []].formUnion(shape)
    }
    propertyTypes.merge(collector.propertyTypes) { $0.union($1) }
    callableProperties.formUnion(collector.callableProperties)
    functionTypeAliases.formUnion(collector.functionTypeAliases)
    anyObjectProperties = propertyShapes.compactMapValues { $0.count == 1 ? $0.first! : nil }
    optionalRequirements.formUnion(collector.optionalRequirements)
    optionalProperties.formUnion(collector.optionalProperties)
    protocolOptionalMethods.merge(collector.protocolOptionalMethods) { first, _ in first }
    inheritedTypes.merge(collector.inheritedTypes) { $0 + $1 }
    finalClasses.formUnion(collector.finalClasses)
    initRequiringProtocols.formUnion(collector.initRequiringProtocols)
    nsObjectConformances.formUnion(collector.nsObjectConformances)
    publicClasses.formUnion(collector.publicClasses)
    classes.formUnion(collector.classes)
    mainActorClasses.formUnion(collector.mainActorClasses)
    overriddenMembers.formUnion(collector.overriddenMembers)
    importsUIKit = importsUIKit || collector.importsUIKit
  }

  /// Pairs each override with a method of the same signature declared in an extension of
  /// another module's class (Swift on Linux cannot override those), for the port to dispatch
  /// by type instead.
  private mutating func indexForeignDispatch(
    _ extensionMethods: [(type: String, key: String)], _ overrides: [(type: String, key: String)],
    _ superclasses: [String: String]
  ) {
    let superclasses = superclasses.merging(Self.uikitSuperclasses) { own, _ in own }
    /// Whether `type` can inherit from `ancestor`: its known superclass chain reaches it, or
    /// ends in a class of another module that is not known (which might).
    func mayInherit(_ type: String, from ancestor: String) -> Bool {
      var current = type
      for _ in 0..<64 {
        if current == ancestor { return true }
        guard let parent = superclasses[current] else {
          return !classes.contains(current) && Self.uikitSuperclasses[current] == nil
            && current != "NSObject"
        }
        current = parent
      }
      return false
    }
    for override in overrides {
      guard
        let base = extensionMethods.first(where: {
          $0.key == override.key && $0.type != override.type && !classes.contains($0.type)
            && mayInherit(override.type, from: $0.type)
        })
      else { continue }
      foreignDispatch["\(base.type).\(base.key)", default: []].append(override.type)
      dispatchedOverrides.insert("\(override.type).\(override.key)")
    }
    // Subclasses first: classes by the depth of their known superclass chain (the target's
    // own, then UIKit's).
    func depth(_ type: String) -> Int {
      var depth = 0
      var current = type
      while let parent = superclasses[current], depth < 64 {
        (depth, current) = (depth + 1, parent)
      }
      return depth
    }
    for (base, types) in foreignDispatch {
      foreignDispatch[base] = types.enumerated().sorted {
        (depth($0.element), -$0.offset) > (depth($1.element), -$1.offset)
      }.map(\.element)
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
  var optionalProperties: Set<String> = []
  var protocolOptionalMethods: [String: [TargetIndex.OptionalMethod]] = [:]
  var inheritedTypes: [String: [String]] = [:]
  var finalClasses: Set<String> = []
  var publicClasses: Set<String> = []
  var classes: Set<String> = []
  var protocols: Set<String> = []
  var extensionMembers: [String: [TargetIndex.MovedMember]] = [:]
  /// The same, of extensions without a `where` clause.
  var unconstrainedMembers: [String: [TargetIndex.MovedMember]] = [:]
  var overriddenMembers: Set<String> = []
  var extensionMethods: [(type: String, key: String)] = []
  var overrides: [(type: String, key: String)] = []
  var superclasses: [String: String] = [:]
  var mainActorClasses: Set<String> = []
  var propertyShapes: [String: Set<TargetIndex.AnyObjectShape?>] = [:]
  var propertyTypes: [String: Set<String>] = [:]
  var initRequiringProtocols: Set<String> = []
  var nsObjectConformances: Set<String> = []
  var callableProperties: Set<String> = []
  var functionTypeAliases: Set<String> = []
  var implementationTypeAliases: Set<String> = []
  var superCallingOverrides: Set<String> = []
  var importsUIKit = false
  private var types: [String] = []
  private let converter: SourceLocationConverter

  init(path: String, tree: SourceFileSyntax) {
    self.path = path
    converter = SourceLocationConverter(fileName: path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let module = node.path.map { $0.name.text }.joined(separator: ".")
    if module == "UIKit" || FilePorter.modulesBringingUIKit.contains(module) {
      importsUIKit = true
    }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    classes.insert(node.name.text)
    types.append(node.name.text)
    if let parent = node.inheritanceClause?.superclassName {
      superclasses[node.name.text] = parent
    }
    inheritedTypes[node.name.text, default: []] += node.inheritanceClause?.names ?? []
    let modifiers = Set(node.modifiers.map(\.name.text))
    if modifiers.contains("final") { finalClasses.insert(node.name.text) }
    if !modifiers.isDisjoint(with: ["public", "open"]) { publicClasses.insert(node.name.text) }
    if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.isMainActor == true }) {
      mainActorClasses.insert(node.name.text)
    }
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
    protocols.insert(node.name.text)
    let isPublic = node.modifiers.contains { ["public", "open"].contains($0.name.text) }
    for member in node.memberBlock.members {
      if let initializer = member.decl.as(InitializerDeclSyntax.self),
        initializer.optionalMark == nil, initializer.signature.parameterClause.parameters.isEmpty
      {
        initRequiringProtocols.insert(node.name.text)
      }
      if let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: { $0.name.text == "optional" })
      {
        for binding in variable.bindings {
          optionalProperties.insert(binding.pattern.trimmedDescription)
        }
      }
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.modifiers.contains(where: { $0.name.text == "optional" })
      else { continue }
      optionalRequirements.insert(function.name.text)
      protocolOptionalMethods[node.name.text, default: []].append(
        TargetIndex.OptionalMethod(
          key: DeclSyntax(function).memberKey ?? function.name.text,
          defaultImplementation: FilePorter.defaultImplementation(of: function),
          isPublic: isPublic))
    }
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = node.extendedType.trimmedDescription
    types.append(type)
    if let names = node.inheritanceClause?.names {
      inheritedTypes[type, default: []] += names
      if type == "NSObject" { nsObjectConformances.formUnion(names) }
    }
    for member in node.memberBlock.members where !member.decl.isOverride && !member.decl.isStatic {
      if let key = member.decl.as(FunctionDeclSyntax.self)?.dispatchKey
        ?? member.decl.as(VariableDeclSyntax.self)?.dispatchKey
      {
        extensionMethods.append((type, key))
      }
    }
    let access = node.modifiers.first {
      TargetIndex.MovedMember.accessLevels.contains($0.name.text)
    }?.name.text
    let condition = Syntax(node).compilationCondition
    for member in node.memberBlock.members {
      let line = member.decl.startLocation(converter: converter, afterLeadingTrivia: true).line
      let moved = TargetIndex.MovedMember(
        decl: member.decl, file: path, line: line, extensionAccess: access, condition: condition)
      extensionMembers[type, default: []].append(moved)
      if node.genericWhereClause == nil { unconstrainedMembers[type, default: []].append(moved) }
    }
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = node.initializer.value.trimmedDescription
    if node.initializer.value.is(FunctionTypeSyntax.self)
      || node.initializer.value.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self)
        == true
    {
      functionTypeAliases.insert(node.name.text)
    }
    if type.contains("@convention(block)")
      || (type.contains("@convention(c)") && FilePorter.isImplementationType(type))
    {
      implementationTypeAliases.insert(node.name.text)
    }
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if DeclSyntax(node).isOverride, let key = DeclSyntax(node).memberKey {
      overriddenMembers.insert(key)
    }
    if DeclSyntax(node).isOverride, let key = node.dispatchKey {
      overrides.append((types.last ?? "", key))
      if let name = node.bindings.first?.pattern.trimmedDescription,
        node.description.contains("super.\(name)")
      {
        superCallingOverrides.insert("\(types.last ?? "").\(key)")
      }
    }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      let type = binding.typeAnnotation?.type.trimmedDescription.filter { $0 != " " }
      propertyShapes[name, default: []].insert(type.flatMap(TargetIndex.AnyObjectShape.init(type:)))
      if let annotation = binding.typeAnnotation?.type {
        if annotation.trimmedDescription.contains("->") { callableProperties.insert(name) }
        propertyTypes[name, default: []].formUnion(
          annotation.tokens(viewMode: .sourceAccurate).compactMap {
            if case .identifier(let text) = $0.tokenKind { text } else { nil }
          })
      } else if let value = binding.initializer?.value, !value.isPlainLiteral {
        callableProperties.insert(name)
      }
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if DeclSyntax(node).isOverride, let key = DeclSyntax(node).memberKey {
      overriddenMembers.insert(key)
    }
    let type = types.last ?? ""
    if DeclSyntax(node).isOverride {
      overrides.append((type, node.dispatchKey))
      if node.body?.description.contains("super.\(node.name.text)") == true {
        superCallingOverrides.insert("\(type).\(node.dispatchKey)")
      }
    }
    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
    methods[type, default: [:]][node.name.text, default: []].append(labels)
    if let name = node.attributes.objcName {
      objcNames["\(type).\(node.name.text)(\(labels.map { "\($0):" }.joined()))"] = name
    }
    // Classes declared in the body (a test's local subclasses) are the target's too; the
    // body's other declarations are not members of anything.
    for statement in node.body?.statements ?? [] {
      if let local = statement.item.as(ClassDeclSyntax.self) { walk(local) }
    }
    return .skipChildren
  }
}

extension ExprSyntax {
  /// A Boolean, number or string literal: a value no call can be made on.
  fileprivate var isPlainLiteral: Bool {
    self.is(BooleanLiteralExprSyntax.self) || self.is(IntegerLiteralExprSyntax.self)
      || self.is(FloatLiteralExprSyntax.self) || self.is(StringLiteralExprSyntax.self)
  }
}

extension Syntax {
  /// The `#if` conditions this node is compiled under, joined with `&&`; nil when none: a
  /// clause's own condition, with every earlier clause of its block negated.
  var compilationCondition: String? {
    var parts: [String] = []
    var node = parent
    while let current = node {
      if let clause = current.as(IfConfigClauseSyntax.self),
        let block = clause.parent?.as(IfConfigClauseListSyntax.self)
      {
        var terms: [String] = []
        for earlier in block {
          if earlier.id == clause.id { break }
          if let condition = earlier.condition {
            terms.append("!(\(condition.trimmedDescription))")
          }
        }
        if let condition = clause.condition { terms.append("(\(condition.trimmedDescription))") }
        parts.insert(contentsOf: terms, at: 0)
      }
      node = current.parent
    }
    return parts.isEmpty ? nil : parts.joined(separator: " && ")
  }
}

extension DeclSyntax {
  /// What an override names: `name(labels:)` for a method, the name of a property.
  var memberKey: String? {
    if let function = self.as(FunctionDeclSyntax.self) {
      let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
      return "\(function.name.text)(\(labels.joined()))"
    }
    return self.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription
  }

  /// Whether the declaration is a type's own (`static` or `class`).
  var isStatic: Bool {
    let modifiers =
      self.as(FunctionDeclSyntax.self)?.modifiers ?? self.as(VariableDeclSyntax.self)?.modifiers
    return modifiers?.contains { ["static", "class"].contains($0.name.text) } ?? false
  }

  /// Whether the declaration carries `override`.
  var isOverride: Bool {
    let modifiers =
      self.as(FunctionDeclSyntax.self)?.modifiers ?? self.as(VariableDeclSyntax.self)?.modifiers
      ?? self.as(InitializerDeclSyntax.self)?.modifiers
      ?? self.as(SubscriptDeclSyntax.self)?.modifiers
    return modifiers?.contains { $0.name.text == "override" } ?? false
  }
}

extension VariableDeclSyntax {
  /// `var name:Type` for a computed property with one binding: what an override repeats; nil
  /// for a stored property or several bindings.
  var dispatchKey: String? {
    guard bindings.count == 1, let binding = bindings.first, binding.accessorBlock != nil,
      let type = binding.typeAnnotation?.type.trimmedDescription
    else { return nil }
    return "var \(binding.pattern.trimmedDescription):\(type)"
  }
}

extension FunctionDeclSyntax {
  /// The method's name with its labels and parameter types, `subviews(_:[UIView])`: what an
  /// override must repeat.
  var dispatchKey: String {
    let parameters = signature.parameterClause.parameters.map {
      "\($0.firstName.text):\($0.type.trimmedDescription)\($0.ellipsis == nil ? "" : "...")"
    }
    return "\(name.text)(\(parameters.joined(separator: ",")))"
  }
}

extension InheritanceClauseSyntax {
  /// The inherited types' names, as written.
  var names: [String] { inheritedTypes.map { $0.type.trimmedDescription } }

  /// The first inherited type's name without its generic arguments (`Cell` for
  /// `Cell<Tuple<A, B>>`): a class's superclass, when it has one, as the target's classes are
  /// indexed by their names alone.
  var superclassName: String? {
    guard let type = inheritedTypes.first?.type else { return nil }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) {
      return "\(member.baseType.trimmedDescription).\(member.name.text)"
    }
    return type.trimmedDescription
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

extension TargetIndex {
  /// What a property declared with `AnyObject` holds: one object, or an array of them.
  enum AnyObjectShape: Hashable {
    case object, array

    /// The shape of a declared type, written without spaces; nil for any other type.
    init?(type: String) {
      switch type {
      case "AnyObject", "AnyObject?", "AnyObject!": self = .object
      case "[AnyObject]", "[AnyObject]?", "[AnyObject]!", "Array<AnyObject>": self = .array
      default: return nil
      }
    }
  }
}
