import Testing
import UIKit

@testable import Mockup

/// `canvas: {navigation: …}`: the root view shown in a navigation controller, with the bar in
/// its safe area.
@MainActor @Suite struct NavigationCanvasTests {
  @Test func rootView_isInANavigationController_belowItsBar() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas:
        size: [390, 400]
        scale: 1
        safeArea: {top: 47}
        navigation:
          title: Inbox
          prefersLargeTitles: true
          rightBarButtonItems: [{systemItem: edit}]
      view:
        constraints: [label.top == safeArea.top, label.leading == safeArea.leading]
        subviews: [{class: UILabel, id: label, text: Hello}]
      """)
    defer { renderer.close() }
    let navigation = try #require(
      renderer.window.rootViewController?.children.first as? UINavigationController)
    #expect(navigation.navigationBar.prefersLargeTitles)
    let item = try #require(navigation.topViewController?.navigationItem)
    #expect(item.title == "Inbox")
    #expect(item.rightBarButtonItems?.count == 1)
    #expect(navigation.topViewController?.view === renderer.views.root)
    // The view runs under the bar, as on iOS; its safe area starts below the status bar's 47
    // points and the bar's 44 + 52 (large title) points: 47 + 96 = 143.
    #expect(renderer.views.root.safeAreaInsets.top == 143)
    #expect(renderer.views.view(withID: "label")?.frame.minY == 143)
  }

  @Test func unknownNavigationKey_suggests() throws {
    let error = try #require(
      MockupTesting.error("canvas: {navigation: {titel: Inbox}}\nview: {}"))
    #expect(error.path == "canvas.navigation.titel")
    #expect(error.suggestions == ["title"])
  }
}
