import Testing
import UIKit

/// The Objective-C runtime functions over selectors made from methods, as the port writes
/// `#selector(…)`: methods are found in their class and its subclasses, implementations are
/// handed over and can be called as the function types code casts them to, and swizzling
/// swaps what the table holds.
@MainActor
@Suite struct ObjCRuntimeTests {
  class Panel: UIViewController {
    var log: [String] = []
    func close(animated: Bool, completion: (() -> Void)?) {
      log.append("close \(animated)")
      completion?()
    }
    func replacementClose(animated: Bool, completion: (() -> Void)?) {
      log.append("replacement \(animated)")
    }
    func height(for width: CGFloat) -> CGFloat { width / 2 }
  }
  final class Sheet: Panel {}
  final class Drawer: Panel {}

  let close = Selector(Panel.close(animated:completion:), name: "closeWithAnimated:completion:")
  let replacement = Selector(
    Panel.replacementClose(animated:completion:), name: "replacementCloseWithAnimated:completion:")

  @Test func methodsAreFoundInTheirClassAndSubclassesOnly() throws {
    let method = try #require(class_getInstanceMethod(Panel.self, close))
    #expect(class_getInstanceMethod(Sheet.self, close) === method)
    #expect(method_getName(method) == Selector("closeWithAnimated:completion:"))
    #expect(class_getInstanceMethod(UIViewController.self, close) == nil)
    #expect(class_respondsToSelector(Sheet.self, close))
    #expect(class_getSuperclass(Sheet.self) == Panel.self)
    #expect(object_getClass(Sheet()) == Sheet.self)
  }

  typealias CloseFunction = (AnyObject, Selector, Bool, (() -> Void)?) -> Void

  @Test func implementationsCallTheMethodOnTheReceiver() throws {
    let panel = Panel()
    let imp = try #require(class_getMethodImplementation(Panel.self, close))
    var completed = false
    ObjCRuntime.function(imp, as: CloseFunction.self)(panel, close, true) { completed = true }
    #expect(panel.log == ["close true"])
    #expect(completed)
    let heightSelector = Selector(Panel.height(for:), name: "heightFor:")
    let height = try #require(class_getMethodImplementation(Panel.self, heightSelector))
    typealias HeightFunction = (Panel, Selector, CGFloat) -> CGFloat
    #expect(
      ObjCRuntime.function(height, as: HeightFunction.self)(panel, heightSelector, 300) == 150)
  }

  @Test func exchangingSwapsTheTablesImplementations() throws {
    let original = try #require(class_getInstanceMethod(Panel.self, close))
    let swizzled = try #require(class_getInstanceMethod(Panel.self, replacement))
    method_exchangeImplementations(original, swizzled)
    defer { method_exchangeImplementations(original, swizzled) }
    let panel = Panel()
    ObjCRuntime.function(method_getImplementation(original), as: CloseFunction.self)(
      panel, close, false, nil)
    ObjCRuntime.function(method_getImplementation(swizzled), as: CloseFunction.self)(
      panel, replacement, true, nil)
    #expect(panel.log == ["replacement false", "close true"])
  }

  /// A class gets its own method only once; a subclass can add one over the inherited one.
  /// (Each test uses its own subclass: the table is the process's, as on iOS.)
  @Test func addingAMethodTheClassHasFails() throws {
    let imp = try #require(class_getMethodImplementation(Panel.self, replacement))
    #expect(
      !class_addMethod(
        Panel.self, close, imp,
        method_getTypeEncoding(
          try #require(class_getInstanceMethod(Panel.self, close)))))
    #expect(class_addMethod(Drawer.self, close, imp, nil))
    #expect(
      class_getInstanceMethod(Drawer.self, close) !== class_getInstanceMethod(Panel.self, close))
    let drawer = Drawer()
    ObjCRuntime.function(class_getMethodImplementation(Drawer.self, close), as: CloseFunction.self)(
      drawer, close, true, nil)
    #expect(drawer.log == ["replacement true"])
  }

  /// A block implementation is called as the type it was made with.
  @Test func blockImplementationsAreCalledAsTheirType() {
    typealias Block = (UIViewController, Selector) -> Void
    var calls = 0
    let block: Block = { _, _ in calls += 1 }
    let imp = imp_implementationWithBlock(block)
    ObjCRuntime.function(imp, as: Block.self)(UIViewController(), close)
    #expect(calls == 1)
  }

  /// Selectors of methods that are not actions compare by name and answer responds(to:).
  @Test func selectorsOfOtherMethodsCompareAndRespond() {
    #expect(close == Selector("closeWithAnimated:completion:"))
    #expect(Panel().responds(to: close))
    #expect(!UIView().responds(to: close))
  }
}
