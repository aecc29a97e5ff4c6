import Testing
import UIKit

@testable import Mockup

/// Navigation bars, tab bars and toolbars in a mockup, with their items.
@MainActor @Suite struct BarMockupTests {
  @Test func navigationBar_itemsAreTheStack() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [390, 200], scale: 1}
      view:
        constraints: ["H:|[bar]|", "V:|[bar]"]
        subviews:
          - class: UINavigationBar
            id: bar
            prefersLargeTitles: true
            items:
              - {title: Mailboxes}
              - title: Inbox
                rightBarButtonItems: [{systemItem: edit}, {systemName: star, style: done}]
                leftBarButtonItems: [{title: Filter, isEnabled: false}]
      """)
    defer { renderer.close() }
    let bar = try #require(renderer.views.view(withID: "bar") as? UINavigationBar)
    #expect(bar.items?.count == 2)
    #expect(bar.topItem?.title == "Inbox")
    #expect(bar.backItem?.title == "Mailboxes")
    let right = try #require(bar.topItem?.rightBarButtonItems)
    #expect(right.count == 2)
    #expect(right[0].style == .plain)
    #expect(right[1].image != nil && right[1].style == .done)
    let left = try #require(bar.topItem?.leftBarButtonItems?.first)
    #expect(left.title == "Filter" && !left.isEnabled)
    // iOS's bar: a 44-point row and, with a large title, a 52-point row below it.
    #expect(bar.prefersLargeTitles)
    let largeBarHeight: CGFloat = 44 + 52
    #expect(bar.frame.height == largeBarHeight)
  }

  @Test func tabBar_itemsBadgesAndSelection() throws {
    let renderer = try MockupTesting.layOut(
      """
      view:
        subviews:
          - class: UITabBar
            id: tabs
            items:
              - {title: Mail, systemName: envelope}
              - {title: Favorites, systemName: heart, selectedSystemName: heart.fill, badgeValue: "3"}
            selectedItem: 1
      """)
    defer { renderer.close() }
    let tabs = try #require(renderer.views.view(withID: "tabs") as? UITabBar)
    let items = try #require(tabs.items)
    #expect(items.map(\.title) == ["Mail", "Favorites"])
    #expect(items[1].badgeValue == "3")
    #expect(items[1].selectedImage != nil)
    #expect(tabs.selectedItem === items[1])
  }

  @Test func tabBar_selectedItemOutOfRange_isAnError() throws {
    let error = try #require(
      MockupTesting.error(
        "view: {subviews: [{class: UITabBar, items: [{title: A}], selectedItem: 1}]}"))
    #expect(error.path == "view.subviews[0].selectedItem")
    #expect(error.message.contains("not the index of one of the tab bar's 1 items"))
  }

  @Test func tabBar_selectedItemBeforeItems_isSetAfterThem() throws {
    let renderer = try MockupTesting.layOut(
      "view: {subviews: [{class: UITabBar, id: tabs, selectedItem: 1, items: [{title: A}, {title: B}]}]}"
    )
    defer { renderer.close() }
    let tabs = try #require(renderer.views.view(withID: "tabs") as? UITabBar)
    #expect(tabs.selectedItem?.title == "B")
  }

  @Test func toolbar_itemsWithSpaces() throws {
    let renderer = try MockupTesting.layOut(
      """
      view:
        subviews:
          - class: UIToolbar
            id: tools
            items: [{systemItem: trash}, {systemItem: flexibleSpace}, {systemItem: reply}]
      """)
    defer { renderer.close() }
    let tools = try #require(renderer.views.view(withID: "tools") as? UIToolbar)
    #expect(tools.items?.count == 3)
  }

  @Test func barButtonItem_unknownSystemItem_suggests() throws {
    let error = try #require(
      MockupTesting.error(
        "view: {subviews: [{class: UIToolbar, items: [{systemItem: flexibleSpce}]}]}"))
    #expect(error.path == "view.subviews[0].items[0].systemItem")
    #expect(error.suggestions.contains("flexibleSpace"))
  }

  @Test func schema_describesTheNewShapes() throws {
    let schema = MockupSchema.schema(for: .standard)
    let definitions = try #require(schema["$defs"] as? [String: Any])
    for name in [
      "UIScrollView", "UITableView", "UICollectionView", "UINavigationBar", "UITabBar", "UIToolbar",
    ] {
      #expect(definitions[name] != nil, "\(name)")
    }
    let json = MockupSchema.json(for: .standard)
    // The table's row shape and the collection view's layouts are in the schema.
    #expect(json.contains("\"secondaryText\""))
    #expect(json.contains("\"insetGrouped\""))
    #expect(json.contains("\"columns\""))
    #expect(json.contains("\"badgeValue\""))
    #expect(json.contains("\"rightBarButtonItems\""))
  }
}
