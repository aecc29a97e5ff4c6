import Testing
import UIKit

@testable import Mockup

/// UIScrollView in a mockup: its properties, and content placed against its content and frame
/// layout guides.
@MainActor @Suite struct ScrollViewMockupTests {
  @Test func contentPinnedToTheGuides_setsTheContentSize() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [200, 300], scale: 1}
      view:
        constraints: ["H:|[scroll]|", "V:|[scroll]|"]
        subviews:
          - class: UIScrollView
            id: scroll
            alwaysBounceVertical: true
            showsVerticalScrollIndicator: false
            contentInsetAdjustmentBehavior: never
            contentInset: {top: 10, bottom: 20}
            constraints:
              - content.top == scroll.contentLayoutGuide.top
              - content.bottom == scroll.contentLayoutGuide.bottom
              - content.leading == scroll.contentLayoutGuide.leading
              - content.trailing == scroll.contentLayoutGuide.trailing
              - content.width == scroll.frameLayoutGuide.width
              - content.height == 1000
            subviews:
              - {id: content, backgroundColor: systemBlue}
      """)
    defer { renderer.close() }
    let scroll = try #require(renderer.views.view(withID: "scroll") as? UIScrollView)
    #expect(scroll.alwaysBounceVertical)
    #expect(!scroll.showsVerticalScrollIndicator)
    #expect(scroll.contentInsetAdjustmentBehavior == .never)
    #expect(scroll.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    // The content is as wide as the scroll view's frame (200) and 1000 tall: the guides make
    // that the content size.
    #expect(scroll.contentSize == CGSize(width: 200, height: 1000))
    #expect(
      renderer.views.view(withID: "content")?.frame == CGRect(x: 0, y: 0, width: 200, height: 1000))
  }

  @Test func contentOffset_isSet() throws {
    let renderer = try MockupTesting.layOut(
      "view: {subviews: [{class: UIScrollView, id: scroll, contentOffset: [0, 40]}]}")
    defer { renderer.close() }
    let scroll = try #require(renderer.views.view(withID: "scroll") as? UIScrollView)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
  }

  @Test func guideOfAViewThatIsNotAScrollView_isAnError() throws {
    let error = try #require(
      MockupTesting.error(
        """
        view:
          constraints: [box.top == label.contentLayoutGuide.top]
          subviews: [{id: box}, {class: UILabel, id: label}]
        """))
    #expect(error.path == "view.constraints[0]")
    #expect(error.message.contains("only a UIScrollView has a contentLayoutGuide"))
  }

  @Test func guideNames_cannotBeIDs() throws {
    let error = try #require(MockupTesting.error("view: {subviews: [{id: frameLayoutGuide}]}"))
    #expect(error.path == "view.subviews[0].id")
  }
}
