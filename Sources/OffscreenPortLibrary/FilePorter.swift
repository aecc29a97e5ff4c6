import SwiftParser
import SwiftSyntax

/// Ports one file of a target: walks its syntax, records each translation as a text edit and
/// each thing it cannot translate as a diagnostic. The translations live in the Rewriters
/// folder, one concern a file.
final class FilePorter: SyntaxVisitor {
  let path: String
  let index: TargetIndex
  let converter: SourceLocationConverter
  var edits: SourceEdits
  var log = ChangeLog()
  var diagnostics: [PortDiagnostic] = []
  /// The names of the types the walk is inside, outermost first.
  var typeStack: [String] = []
  /// Modules the file imports, and whether it already imports UIKit.
  var imports: Set<String> = []
  /// Where a new import goes: after the last import, or at the file's start.
  var importInsertionOffset = 0
  /// Whether the file uses something iOS brings in with UIKit (`#selector`).
  var needsUIKit = false
  /// The classes whose `forwardingTarget(for:)` the port's forwarding methods consult.
  var forwardingClasses: Set<String> = []
  /// Whether the file imports a module with `@testable import`: the module it tests.
  var importsTestedModule = false
  /// Whether the file names XCTest's API that `OffscreenXCTest` gives Linux (`XCTContext`).
  var usesOffscreenXCTest = false
  /// The folder the target's original files are in, when the port maps lines back to them.
  let originalRoot: String?
  /// The file's path relative to the target's folder, as the index names files.
  let relativePath: String

  init(
    path: String, tree: SourceFileSyntax, text: String, index: TargetIndex,
    originalRoot: String? = nil, relative: String? = nil
  ) {
    self.path = path
    self.index = index
    self.originalRoot = originalRoot
    relativePath = relative ?? path
    converter = SourceLocationConverter(fileName: path, tree: tree)
    edits = SourceEdits(text: text)
    super.init(viewMode: .sourceAccurate)
  }

  /// Records what the port could not translate. Under an `#if` that is not plainly true on
  /// iOS, an error is a warning: the code may not be compiled at all (a macOS branch, a flag),
  /// and if it is, the compiler says so at the same place.
  func report(_ severity: PortDiagnostic.Severity, _ node: some SyntaxProtocol, _ message: String) {
    let location = node.startLocation(converter: converter)
    let condition = Syntax(node).compilationCondition.flatMap {
      Self.isPlainlyTrueOnIOS($0) ? nil : $0
    }
    diagnostics.append(
      PortDiagnostic(
        severity: condition == nil ? severity : .warning, file: path, line: location.line,
        column: location.column,
        message: condition.map { "\(message) (if compiled: #if \($0))" } ?? message))
  }

  /// Whether a compilation condition is made only of what holds for iOS code
  /// (`os(iOS)`, `canImport(UIKit)`, …) joined by `&&`, `||` and parentheses.
  static func isPlainlyTrueOnIOS(_ condition: String) -> Bool {
    var rest = condition
    for atom in ["os(iOS)", "os(Linux)", "canImport(UIKit)", "!os(macOS)", "!os(watchOS)"] {
      rest = rest.replacing(atom, with: "")
    }
    return rest.allSatisfy { "()&| ".contains($0) }
  }

  // MARK: Walk

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    portImport(node)
    return .skipChildren
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    removeObjCAttribute(node)
    portConvention(node)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    typeStack.append(node.name.text)
    insertExtensionOverrides(into: node)
    portInheritedRequirements(node)
    portOptionalMethodList(node)
    portMessageForwarding(node)
    portKeyValueObserver(node)
    portObjectValueParser(node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    typeStack.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    typeStack.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    typeStack.append(node.extendedType.trimmedDescription)
    removeExtensionOverrides(from: node)
    portNSObjectConformance(node)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    typeStack.append(node.name.text)
    portObjCProtocol(node)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "selector":
      portSelector(node)
      return .skipChildren
    case "keyPath":
      portKeyPath(node)
      return .skipChildren
    default: return .visitChildren
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if !portMessagingOverride(node) { portForeignOverride(node) }
    portMainActorTestMethod(node)
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    portForeignOverride(node)
    portAppearanceProperty(node)
    return .visitChildren
  }

  override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
    portOptionalRequirementCall(node)
    portOptionalPropertyUnwrap(node.expression)
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    portOptionalPropertyCoalescing(node)
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    portOptionalPropertyBinding(node)
    return .visitChildren
  }

  override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
    portForcedRequirementCall(node)
    portOptionalPropertyUnwrap(node.expression)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // The runtime functions iOS has through Foundation are UIKit's here.
    if Self.uikitRuntimeNames.contains(node.baseName.text) { needsUIKit = true }
    if Self.offscreenXCTestNames.contains(node.baseName.text) { usesOffscreenXCTest = true }
    portClassForCoder(node)
    portFoundationShadow(node)
    return .skipChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    // `let action: Selector` in a file that imports only Foundation, as iOS allows.
    if Self.uikitRuntimeNames.contains(node.name.text) { needsUIKit = true }
    if Self.offscreenXCTestNames.contains(node.name.text) { usesOffscreenXCTest = true }
    portErasedGenericTest(node)
    reportDroppedConformanceUse(node)
    portFoundationShadow(node)
    return .visitChildren
  }

  static let uikitRuntimeNames: Set<String> = [
    "objc_getAssociatedObject", "objc_setAssociatedObject", "objc_removeAssociatedObjects",
    "Selector", "CADisplayLink", "IMP", "Method", "ObjCRuntime", "class_getInstanceMethod",
    "class_getClassMethod", "class_getMethodImplementation", "class_addMethod",
    "class_replaceMethod", "class_getSuperclass", "class_respondsToSelector", "object_getClass",
    "method_getImplementation", "method_setImplementation", "method_exchangeImplementations",
    "method_getTypeEncoding", "method_getName", "imp_implementationWithBlock", "objc_sync_enter",
    "objc_sync_exit", "NSKeyValueChange", "NSKeyValueChangeKey", "NSKeyValueObservingOptions",
    "NSKeyValueObserving", "AutoreleasingUnsafeMutablePointer",
    // Foundation on Linux has no data detector, and its Scanner lacks the `into: &nsString`
    // forms: UIKit here has both.
    "NSDataDetector", "NSTextCheckingTypes", "Scanner",
  ]

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    portClassDescription(node)
    portTargetTimer(node)
    portRuntimeCall(node)
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    portAnyObjectLookup(node) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if let condition = node.condition { portPlatformCondition(condition) }
    return .visitChildren
  }

  /// Runs the walk and the whole-file translations; the ported text, with its lines mapped
  /// back to `originalFile` when one is given.
  func port(_ tree: SourceFileSyntax, mappingLinesTo originalFile: String? = nil) -> String {
    walk(tree)
    widenTopLevelFilePrivates(of: tree)
    addImplicitImports()
    return edits.applied(mappingLinesTo: originalFile)
  }
}
