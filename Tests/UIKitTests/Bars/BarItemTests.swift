import Testing
import UIKit

/// The bar item and appearance models: what their initialisers and configurations set.
@MainActor
@Suite struct BarItemTests {
  @Test func systemDoneItemIsDoneStyled() {
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    #expect(done.style == .done)
    let add = UIBarButtonItem(systemItem: .add)
    #expect(add.style == .plain)
  }

  @Test func primaryActionGivesItsTitleAndImage() {
    let action = UIAction(title: "Compose") { _ in }
    let item = UIBarButtonItem(primaryAction: action)
    #expect(item.title == "Compose")
    #expect(item.primaryAction === action)
    let titled = UIBarButtonItem(title: "New", primaryAction: action)
    #expect(titled.title == "New")
    #expect(UIBarButtonItem().title == nil)
  }

  @Test func fixedSpaceKeepsItsWidth() {
    #expect(UIBarButtonItem.fixedSpace(12).width == 12)
    #expect(UIBarButtonItem.flexibleSpace().width == 0)
  }

  @Test func navigationItemSingleItemAccessorsFollowTheArrays() {
    let item = UINavigationItem(title: "Edit")
    let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    item.rightBarButtonItem = done
    #expect(item.rightBarButtonItems?.count == 1)
    #expect(item.rightBarButtonItem === done)
    item.rightBarButtonItem = nil
    #expect(item.rightBarButtonItems == nil)
  }

  @Test func configurationsSetBackgroundAndShadow() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundColor == .systemBackground)
    #expect(appearance.shadowColor != nil)
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundColor == nil)
    #expect(appearance.shadowColor == nil)
  }

  @Test func copyKeepsTextAttributes() {
    let appearance = UINavigationBarAppearance()
    appearance.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
    appearance.backgroundColor = .systemTeal
    let copy = appearance.copy()
    #expect(copy.backgroundColor == .systemTeal)
    #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
  }
}
