import Foundation
import Testing

@testable import OffscreenPortLibrary

/// Each fixture's input, ported as one target, gives its expected text; porting the output
/// again changes nothing.
@Suite struct FixtureTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func text(_ name: String) throws -> String {
    try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
  }

  static func port(_ name: String) throws -> TargetPort.File {
    let port = TargetPort(sources: [(path: "\(name).swift", text: try text("\(name).input.swift"))])
    return port.files[0]
  }

  @Test(arguments: [
    "Delegates", "Selectors", "Platform", "Overrides", "ForeignOverrides", "Lookups", "Swizzling",
    "MainActorTests", "Inheritance", "Appearance", "Responds",
    "NSObjectInit", "KeyValueObservers", "Predicates", "Forwarding", "Formatters",
  ])
  func portsAsExpected(name: String) throws {
    let ported = try Self.port(name)
    #expect(ported.text == (try Self.text("\(name).expected.swift")))
  }

  @Test(arguments: [
    "Delegates", "Selectors", "Platform", "Overrides", "ForeignOverrides", "Lookups", "Swizzling",
    "MainActorTests", "Inheritance", "Appearance", "Responds",
    "NSObjectInit", "KeyValueObservers", "Predicates", "Forwarding", "Formatters",
  ])
  func portingTwiceChangesNothing(name: String) throws {
    let once = try Self.port(name)
    let twice = TargetPort(sources: [(path: "\(name).swift", text: once.text)]).files[0]
    #expect(twice.text == once.text)
    #expect(twice.changes.isEmpty)
  }

  /// What cannot be translated is reported with its place, and nothing else is.
  @Test func untranslatableCodeIsReportedWithItsPlace() throws {
    let selectors = try Self.port("Selectors")
    #expect(
      selectors.diagnostics.map(\.description) == [
        "Selectors.swift:12:9: warning: #selector(getter: …) becomes Selector(\"isHidden\"):"
          + " it compares as on iOS but calls nothing",
        "Selectors.swift:24:14: error: #selector(reload) outside a type: name the type, as"
          + " #selector(Type.method)",
      ])
    let overrides = try Self.port("Overrides")
    #expect(overrides.diagnostics.count == 1)
    #expect(overrides.diagnostics.first?.line == 19)
    #expect(overrides.diagnostics.first?.severity == .error)
    #expect(try Self.port("Delegates").diagnostics.isEmpty)
  }

  /// A method called through `AnyObject`, or a property assigned through it, is reported and
  /// left as it was; a read of the same property is translated.
  @Test func anyObjectCallsAndAssignmentsAreReported() {
    let port = TargetPort(sources: [
      (
        path: "A.swift",
        text: "final class Holder {\n  var anchor: AnyObject?\n  func go() {\n"
          + "    anchor?.removeFromSuperview()\n    anchor?.tag = 3\n    _ = anchor?.tag\n  }\n}\n"
      )
    ])
    #expect(port.files[0].diagnostics.map(\.line) == [4, 5])
    #expect(port.files[0].text.contains("    anchor?.removeFromSuperview()\n    anchor?.tag = 3\n"))
    #expect(port.files[0].text.contains("_ = AnyObjectLookup.property(\"tag\", of: anchor)"))
  }

  /// A submodule of UIKit is UIKit, which Offscreen makes one module; an import of one
  /// declaration (`import class UIKit.UIColor`) names it in that module and stays.
  @Test func submoduleImportsImportTheFramework() {
    let text =
      "import UIKit.UIGestureRecognizerSubclass\nimport QuartzCore.CALayer\n"
      + "import class UIKit.UIColor\n"
    let port = TargetPort(sources: [(path: "A.swift", text: text)])
    #expect(port.files[0].text == "import UIKit\nimport QuartzCore\nimport class UIKit.UIColor\n")
  }

  /// A name declared both as `AnyObject` and as another type is not taken for either.
  @Test func propertiesOfTwoTypesAreNotTranslated() {
    let text =
      "final class A { var item: AnyObject? }\nfinal class B { var item: UIView? }\n"
      + "func f(_ b: B) -> CGRect? { b.item?.frame }\n"
    let port = TargetPort(sources: [(path: "A.swift", text: text)])
    #expect(port.files[0].text.hasSuffix("func f(_ b: B) -> CGRect? { b.item?.frame }\n"))
  }

  /// Replacing an implementation is reported where it happens: the replacement never runs.
  @Test func swizzlingIsReported() throws {
    let diagnostics = try Self.port("Swizzling").diagnostics
    #expect(diagnostics.map(\.line) == [13])
    #expect(diagnostics.first?.severity == .warning)
  }

  /// What the port cannot translate is an error where the code is compiled for iOS, and a
  /// warning under an `#if` that may not be (the compiler speaks if it is).
  @Test func errorsUnderConditionsThatMayBeFalseAreWarnings() {
    let member = "extension UIView {\n  override func layoutSubviews() {}\n}\n"
    let severities = ["os(macOS)", "os(iOS)", "canImport(UIKit) && EASY_RELOAD"].map { condition in
      TargetPort(sources: [(path: "A.swift", text: "#if \(condition)\n\(member)#endif\n")])
        .diagnostics.map(\.severity)
    }
    #expect(severities == [[.warning], [.error], [.warning]])
  }

  /// An override in a class of the target is not taken for an override of a method of the
  /// same name that the target adds to a type its class cannot inherit from.
  @Test func overridesOfTheTargetsOwnClassesAreLeftAlone() {
    let text = """
      open class Attribute { open func with(_ p: Int) -> Self { self } }
      final class Compound: Attribute {
        override func with(_ p: Int) -> Self {
          super.with(p)
          return self
        }
      }
      extension Array where Element: Attribute { func with(_ p: Int) -> [Attribute] { self } }

      """
    let port = TargetPort(sources: [(path: "A.swift", text: text)])
    #expect(port.files[0].text == text)
    #expect(port.diagnostics.isEmpty)
  }

  /// `extension NSObject: P` for a `P` requiring `init()` is reported where it stands, and so
  /// is each use of `P` as a type, which no longer sees NSObjects; its conformances are not.
  @Test func droppedNSObjectConformancesAndTheirUsesAreReported() throws {
    let port = try Self.port("NSObjectInit")
    #expect(port.diagnostics.map(\.line) == [20, 35, 36])
    #expect(port.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(port.diagnostics.first?.message.contains("do not see NSObjects") == true)
  }

  /// A delegate proxy's overrides of NSObject's messaging compile, renamed, and are reported:
  /// nothing forwards messages on Linux.
  @Test func messagingOverridesAreRenamedAndReported() {
    let text = """
      final class Router: NSObject {
        override func responds(to aSelector: Selector!) -> Bool { true }
        override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
      }

      """
    let port = TargetPort(sources: [(path: "A.swift", text: text)])
    #expect(
      port.files[0].text == """
        import UIKit
        final class Router: NSObject {
          func portedOverride_Router_responds(to aSelector: Selector!) -> Bool { true }
          func portedOverride_Router_forwardingTarget(for aSelector: Selector!) -> Any? { nil }
        }

        """)
    #expect(port.diagnostics.map(\.line) == [2, 3])
    #expect(port.diagnostics.allSatisfy { $0.severity == .warning })
  }

  /// Quick and Nimble re-export XCTest, which brings UIKit on iOS.
  @Test func specsGetUIKit() {
    let port = TargetPort(sources: [
      (path: "A.swift", text: "import Quick\n\nlet r = CGRect.zero\n")
    ])
    #expect(port.files[0].text == "import Quick\nimport UIKit\n\nlet r = CGRect.zero\n")
  }

  /// A file of a UIKit target's tests that imports the module under test, and not XCTest,
  /// gets UIKit: on iOS that framework's umbrella header brings it. Outside a UIKit target,
  /// the same file gets nothing.
  @Test func testedUIKitModulesBringUIKit() {
    let support = (
      path: "Support.swift",
      text: "import Foundation\n@testable import Panel\n\nlet r = CGRect.zero\n"
    )
    let port = TargetPort(sources: [
      (path: "PanelTests.swift", text: "import XCTest\n@testable import Panel\n"), support,
    ])
    #expect(
      port.files[1].text
        == "import Foundation\n@testable import Panel\nimport UIKit\n\nlet r = CGRect.zero\n")
    let alone = TargetPort(sources: [support])
    #expect(alone.files[0].text == support.text)
  }

  /// `is NSLayoutAnchor<T>` asks on iOS only whether the object is an anchor (Objective-C's
  /// generics are erased), in an expression or a `case` pattern.
  @Test func anchorTypeTestsAreErased() {
    let text =
      "import UIKit\n\nfunc f(_ c: NSLayoutConstraint) -> Bool {\n"
      + "  let a: NSLayoutAnchor<NSLayoutDimension>? = nil\n"
      + "  switch c.secondAnchor { case is NSLayoutAnchor<NSLayoutXAxisAnchor>: break; default: break }\n"
      + "  return a == nil && c.firstAnchor is NSLayoutAnchor<NSLayoutDimension>\n}\n"
    let port = TargetPort(sources: [(path: "A.swift", text: text)])
    #expect(
      port.files[0].text
        == "import UIKit\n\nfunc f(_ c: NSLayoutConstraint) -> Bool {\n"
        + "  let a: NSLayoutAnchor<NSLayoutDimension>? = nil\n"
        + "  switch c.secondAnchor { case is any ErasedLayoutAnchor: break; default: break }\n"
        + "  return a == nil && c.firstAnchor is any ErasedLayoutAnchor\n}\n")
  }

  /// A UIKit delegate's optional method called with `!` calls the requirement, which always
  /// has an implementation here.
  @Test func forcedOptionalRequirementCallsCallTheRequirement() {
    let text = "let ok = recognizer.delegate!.gestureRecognizer!(a, shouldRequireFailureOf: b)\n"
    let port = TargetPort(sources: [(path: "A.swift", text: text)])
    #expect(
      port.files[0].text.hasSuffix(
        "let ok = recognizer.delegate!.gestureRecognizer(a, shouldRequireFailureOf: b)\n"))
  }

  /// A test's override of a member its library declares in an extension of UIKit's class
  /// cannot override on Linux: it is renamed, with a warning; an override of a member the
  /// library's class declares in its body stays.
  @Test func overridesOfADependencysExtensionMembersAreRenamedAndReported() {
    let library = (
      path: "Extensions.swift",
      text:
        "extension UIViewController {\n  @objc var fp_safeAreaInsets: UIEdgeInsets { .zero }\n}\n"
        + "open class Panel: UIViewController {\n  open var inset: CGFloat { 0 }\n}\n"
    )
    let test =
      "class Custom: Panel {\n  override var fp_safeAreaInsets: UIEdgeInsets { .zero }\n"
      + "  override var inset: CGFloat { 1 }\n}\n"
    let port = TargetPort(sources: [(path: "T.swift", text: test)], dependencies: [library])
    #expect(
      port.files[0].text
        == "class Custom: Panel {\n  var portedOverride_Custom_fp_safeAreaInsets: UIEdgeInsets { .zero }\n"
        + "  override var inset: CGFloat { 1 }\n}\n")
    #expect(port.diagnostics.map(\.line) == [2])
    #expect(port.diagnostics.first?.severity == .warning)
    #expect(TargetPort(sources: [(path: "T.swift", text: test)]).files[0].text == test)
  }

  /// A selector names a method declared in another file of the target.
  @Test func selectorsFindMethodsAcrossFiles() {
    let port = TargetPort(sources: [
      (path: "A.swift", text: "extension Panel {\n  func wire() { _ = #selector(close) }\n}\n"),
      (path: "B.swift", text: "class Panel {\n  @objc func close(_ sender: Any) {}\n}\n"),
    ])
    #expect(port.files[0].text.contains("Selector(Panel.close(_:), name: \"close:\")"))
  }

  /// An override in an extension in one file moves into its class in another.
  @Test func overridesMoveAcrossFiles() {
    let port = TargetPort(sources: [
      (path: "Cell.swift", text: "class Cell: UIView {\n}\n"),
      (
        path: "Cell+Layout.swift",
        text: "extension Cell {\n  override func layoutSubviews() {}\n}\n"
      ),
    ])
    #expect(port.files[0].text.contains("override func layoutSubviews() {}"))
    #expect(!port.files[1].text.contains("layoutSubviews"))
  }

  /// Tests declare local classes of one name in several functions: each lists only the
  /// optional requirements it declares itself.
  @Test func localClassesOfOneNameListTheirOwnMethods() {
    let source = """
      import UIKit
      final class GestureTests {
        func testBegin() {
          class Proxy: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { true }
          }
        }
        func testReceive() {
          class Proxy: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive t: UITouch) -> Bool {
              true
            }
          }
        }
      }
      """
    let text = TargetPort(sources: [(path: "GestureTests.swift", text: source)]).files[0].text
    let lists = text.components(separatedBy: "\n").filter { $0.contains("var optionalMethods") }
    #expect(lists.count == 2)
    #expect(lists.first?.hasSuffix("{ [\"gestureRecognizerShouldBegin:\"] }") == true)
    #expect(lists.last?.hasSuffix("{ [\"gestureRecognizer:shouldReceive:\"] }") == true)
  }

  @Test func objectiveCNamesFollowSwiftsRules() {
    #expect(ObjCName.selector(base: "reload", labels: []) == "reload")
    #expect(ObjCName.selector(base: "tapped", labels: ["_"]) == "tapped:")
    #expect(ObjCName.selector(base: "share", labels: ["with"]) == "shareWith:")
    #expect(ObjCName.selector(base: "handleTap", labels: ["sender"]) == "handleTapWithSender:")
    // No "With" before a label that starts with a preposition, nor after a base name that
    // ends with one, as the compiler forms `numberOfSectionsIn:` and `scrollToItem:`.
    #expect(ObjCName.selector(base: "numberOfSections", labels: ["in"]) == "numberOfSectionsIn:")
    #expect(ObjCName.selector(base: "move", labels: ["toIndex"]) == "moveToIndex:")
    #expect(ObjCName.selector(base: "scrollTo", labels: ["item"]) == "scrollToItem:")
    #expect(ObjCName.selector(base: "at", labels: ["index"]) == "atIndex:")
    // The first word of "infoText" is "info", not "in".
    #expect(ObjCName.selector(base: "show", labels: ["infoText"]) == "showWithInfoText:")
    #expect(ObjCName.selector(base: "setTitle", labels: ["_", "for"]) == "setTitle:for:")
    #expect(
      ObjCName.selector(base: "tableView", labels: ["_", "cellForRowAt"])
        == "tableView:cellForRowAt:")
    #expect(ObjCName.selector(base: "move", labels: ["_", "_"]) == "move::")
  }
}

/// A new import goes after the `#if` block that holds the last import, never inside it.
@Test func addedImportsAreNotConditional() {
  let port = TargetPort(sources: [
    (
      path: "A.swift",
      text:
        "import Foundation\n#if canImport(AppKit)\nimport AppKit\n#endif\n\nlet s = #selector(A.b)\n"
    )
  ])
  #expect(
    port.files[0].text
      == "import Foundation\n#if canImport(AppKit)\nimport AppKit\n#endif\nimport UIKit\n\nlet s = Selector(A.b, name: \"b\")\n"
  )
}

/// `Selector` comes with Foundation on iOS: a file that names it only as a type gets UIKit.
@Test func selectorAsATypeBringsUIKit() {
  let text = "import Foundation\n\nstruct Action { let selector: Selector }\n"
  let port = TargetPort(sources: [(path: "A.swift", text: text)])
  #expect(
    port.files[0].text
      == "import Foundation\nimport UIKit\n\nstruct Action { let selector: Selector }\n")
}

/// Foundation on Linux lacks `NSDataDetector` and Scanner's `into: &nsString` forms, which
/// UIKit has here: a file that names them gets UIKit.
@Test func dataDetectorsAndScannersBringUIKit() {
  let detector = "import Foundation\n\nlet d = try? NSDataDetector(types: 0)\n"
  let scanner = "import Foundation\n\nextension Scanner {}\n"
  let port = TargetPort(sources: [
    (path: "A.swift", text: detector), (path: "B.swift", text: scanner),
  ])
  #expect(
    port.files[0].text
      == "import Foundation\nimport UIKit\n\nlet d = try? NSDataDetector(types: 0)\n")
  #expect(port.files[1].text == "import Foundation\nimport UIKit\n\nextension Scanner {}\n")
}

/// A method declared in an extension of the target's class and overridden in a subclass
/// moves into the class too: Swift on Linux overrides only what a class body declares.
@Test func overriddenExtensionMembersMoveIntoTheirClass() {
  let port = TargetPort(sources: [
    (
      path: "Data.swift",
      text:
        "class ChartData {\n}\nclass BarData: ChartData {\n  override func append(_ x: Int) {}\n}\n"
    ),
    (
      path: "Data+Collection.swift",
      text:
        "extension ChartData {\n  @objc func append(_ x: Int) {}\n  func count() -> Int { 0 }\n}\n"
    ),
  ])
  #expect(
    port.files[0].text.contains(
      "class ChartData {\n\n  // Offscreen port: moved from an extension in Data+Collection.swift.\n  func append(_ x: Int) {}\n}"
    ))
  #expect(!port.files[1].text.contains("append"))
  #expect(port.files[1].text.contains("func count() -> Int { 0 }"))
}

/// NSObject's class `description()`, looked up dynamically on iOS, becomes the type's name.
@Test func classDescriptionsBecomeTypeNames() {
  let port = TargetPort(sources: [
    (
      path: "A.swift",
      text: "func name(_ object: AnyObject) -> String {\n  type(of: object).description()\n}\n"
    )
  ])
  #expect(port.files[0].text.contains("  String(describing: type(of: object))\n"))
}

/// A moved member keeps the `#if` it sat under, the access its extension gave it, and what
/// it used from its old file (whose file-private names are widened).
@Test func movedMembersKeepConditionsAccessAndHelpers() {
  let port = TargetPort(sources: [
    (path: "Constraint.swift", text: "public class Constraint: NSObject {\n}\n"),
    (
      path: "Debugging.swift",
      text: """
      #if os(iOS)
      public extension Constraint {
        override var description: String { name(self) }
      }
      #endif
      private func name(_ object: AnyObject) -> String { "c" }

      """
    ),
  ])
  #expect(
    port.files[0].text.contains(
      "#if (os(Linux))\n  // Offscreen port: moved from an extension in Debugging.swift.\n"
        + "  public override var description: String { name(self) }\n#endif"))
  #expect(port.files[1].text.contains("\nfunc name(_ object: AnyObject) -> String"))
}

/// A member that moves keeps none of its attributes' separate edits, and the runtime
/// functions bring UIKit's import.
@Test func movedMembersWithAttributesLeaveOnce() {
  let port = TargetPort(sources: [
    (
      path: "A.swift",
      text:
        "import Foundation\nclass Box {\n}\nclass Crate: Box {\n  override func fill() {}\n}\nextension Box {\n  @objc func fill() {}\n}\nlet value = objc_getAssociatedObject(Box(), key)\n"
    )
  ])
  let text = port.files[0].text
  #expect(text.components(separatedBy: "func fill()").count == 3)
  #expect(text.contains("import UIKit"))
}

/// NSObject's `classForCoder`, used bare in test cases, becomes the object's class.
@Test func classForCoderBecomesTheClass() {
  let port = TargetPort(sources: [
    (
      path: "T.swift",
      text: "let bundle = Bundle(for: classForCoder)\nlet other = x.classForCoder\n"
    )
  ])
  #expect(port.files[0].text.contains("Bundle(for: type(of: self))"))
  #expect(port.files[0].text.contains("x.classForCoder"))
}
