import Testing
import UIKit

@testable import Mockup

/// Mockups built into views and laid out: frames worked out by hand from the constraints.
@MainActor @Suite struct MockupLayoutTests {
  @Test func equationsAndVisualFormat_placeViews() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [200, 100], scale: 1, safeArea: {top: 10}}
      view:
        constraints:
          - H:|-10-[a]-10-|
          - a.top == safeArea.top + 5
          - a.height == 20
          - b.width == a.width * 0.5
          - b.leading == a.leading
          - b.top == a.bottom + 4
          - b.height >= 120 @750
          - b.height <= 30
        subviews:
          - {id: a}
          - {id: b}
      """)
    defer { renderer.close() }
    // a: 10 from each side of 200 → x 10, width 180; 5 below the safe area's top (10) → y 15.
    #expect(renderer.views.view(withID: "a")?.frame == CGRect(x: 10, y: 15, width: 180, height: 20))
    // b: half of 180 = 90 wide, 4 below a's bottom (35); the optional 120 loses to <= 30.
    #expect(renderer.views.view(withID: "b")?.frame == CGRect(x: 10, y: 39, width: 90, height: 30))
  }

  @Test func devicePreset_givesSizeScaleAndSafeArea() throws {
    let mockup = try Mockup.parse("canvas: {device: iPhoneSe}\nview: {}")
    // ViewImageConfig.iPhoneSe: 320 × 568 points at 2×, a 20-point status bar.
    #expect(mockup.canvas.size == CGSize(width: 320, height: 568))
    #expect(mockup.canvas.scale == 2)
    #expect(mockup.canvas.safeArea.top == 20)
  }

  @Test(arguments: [
    // ViewImageConfig.iPhone13Mini: 375 × 812 at 3×, the 50-point notch and the home indicator.
    (
      "iPhone13Mini", CGSize(width: 375, height: 812), 3.0,
      UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0)
    ),
    // ViewImageConfig.iPadPro12_9(.portrait): 1024 × 1366 at 2×, a 20-point status bar.
    (
      "iPadPro12_9", CGSize(width: 1024, height: 1366), 2.0,
      UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    ),
  ])
  func devicePreset_isTheSnapshotDeviceInPortrait(
    name: String, size: CGSize, scale: CGFloat, safeArea: UIEdgeInsets
  ) throws {
    let mockup = try Mockup.parse("canvas: {device: \(name)}\nview: {}")
    #expect(mockup.canvas.size == size)
    #expect(mockup.canvas.scale == scale)
    #expect(mockup.canvas.safeArea == safeArea)
  }

  @Test func componentInstances_haveTheirOwnIDsAndArguments() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [100, 100], scale: 1}
      components:
        Box:
          parameters: {width: 10}
          view:
            constraints: ["H:|[inner(${width})]|", "V:|[inner(5)]|"]
            subviews: [{id: inner}]
      view:
        constraints: [one.top == self.top, two.top == one.bottom, one.leading == self.leading, two.leading == self.leading]
        subviews:
          - {component: Box, id: one}
          - {component: Box, id: two, arguments: {width: 30}}
      """)
    defer { renderer.close() }
    #expect(renderer.views.view(withID: "one.inner")?.frame.width == 10)
    #expect(renderer.views.view(withID: "two.inner")?.frame.width == 30)
    // two sits below one, whose height is its inner view's 5.
    #expect(renderer.views.view(withID: "two")?.frame.minY == 5)
  }

  @Test func rightToLeftCanvas_flipsLeadingEdges() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [200, 100], scale: 1, layoutDirection: rightToLeft}
      view:
        constraints: ["H:|-10-[a(50)]", "V:|[a(10)]"]
        subviews: [{id: a}]
      """)
    defer { renderer.close() }
    // Leading is the right edge: 200 − 10 − 50 = 140.
    #expect(renderer.views.view(withID: "a")?.frame.minX == 140)
  }

  @Test func variables_fromTheFileAndFromOutside() throws {
    let text = """
      variables: {name: Ann, greeting: Hello}
      view:
        subviews: [{class: UILabel, id: label, text: "${greeting}, ${name}!"}]
      """
    let renderer = try MockupTesting.layOut(text, variables: ["name": "Bo"])
    defer { renderer.close() }
    #expect((renderer.views.view(withID: "label") as? UILabel)?.text == "Hello, Bo!")
  }

  @Test func textStyles_followTheContentSizeCategory() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {contentSizeCategory: extraExtraExtraLarge}
      view:
        subviews:
          - {class: UILabel, id: body, font: body}
          - {class: UILabel, id: headline, font: {textStyle: headline}}
      """)
    defer { renderer.close() }
    // HIG Dynamic Type sizes at xxxLarge: body 23, headline 23 (semibold).
    #expect((renderer.views.view(withID: "body") as? UILabel)?.font.pointSize == 23)
    #expect((renderer.views.view(withID: "headline") as? UILabel)?.font.pointSize == 23)
  }

  @Test func stackView_arrangesItsSubviews() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [100, 100], scale: 1}
      view:
        constraints: ["H:|[stack]|", "V:|[stack]"]
        subviews:
          - class: UIStackView
            id: stack
            axis: vertical
            spacing: 4
            arrangedSubviews:
              - {id: a, constraints: [height == 10]}
              - {id: b, constraints: [height == 20]}
      """)
    defer { renderer.close() }
    // Vertical, fill: a at 0…10, 4 of spacing, b at 14…34, both 100 wide.
    #expect(renderer.views.view(withID: "b")?.frame == CGRect(x: 0, y: 14, width: 100, height: 20))
    #expect(renderer.views.view(withID: "stack")?.frame.height == 34)
  }

  @Test func darkAppearance_resolvesDynamicColours() throws {
    let text = """
      variables: {look: light}
      canvas: {size: [2, 2], scale: 1, appearance: "${look}"}
      view: {backgroundColor: {light: "#FF0000", dark: "#0000FF"}}
      """
    let light = try MockupRenderer.image(of: Mockup.parse(text, variables: ["look": "light"]))
    let dark = try MockupRenderer.image(of: Mockup.parse(text, variables: ["look": "dark"]))
    #expect(light[0, 0] == .init(r: 255, g: 0, b: 0, a: 255))
    #expect(dark[0, 0] == .init(r: 0, g: 0, b: 255, a: 255))
  }

  @Test func dataRecords_areMapsOfStrings() throws {
    let records = try DataRecords.parse(
      "- {name: Ann, values: [1, 2.5]}\n- {name: Bo, age: 7}", file: nil)
    #expect(records == [["name": "Ann", "values": "1,2.5"], ["name": "Bo", "age": "7"]])
  }
}
