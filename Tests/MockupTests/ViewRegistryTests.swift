import Testing
import UIKit

@testable import Mockup

/// The class registry: inheritance of properties, and UIKit classes added as they land.
@MainActor @Suite struct ViewRegistryTests {
  @Test func subclasses_inheritTheirSuperclassesProperties() {
    let names = ViewRegistry.standard.propertyNames(of: "UIButton")
    // UIButton's own, then UIControl's, then UIView's.
    #expect(names.contains("configuration") && names.contains("isEnabled"))
    #expect(names.contains("backgroundColor") && names.contains("layer.cornerRadius"))
    #expect(!names.contains("text"))
    #expect(ViewRegistry.standard.isClass("UIButton", kindOf: "UIView"))
  }

  @Test func button_configurationAndNormalStateValues() throws {
    let renderer = try MockupTesting.layOut(
      """
      view:
        subviews:
          - class: UIButton
            id: filled
            configuration: {style: filled, title: Follow, cornerStyle: capsule}
          - {class: UIButton, id: classic, title: Classic, isEnabled: false}
      """)
    defer { renderer.close() }
    let filled = try #require(renderer.views.view(withID: "filled") as? UIButton)
    #expect(filled.configuration?.title == "Follow")
    #expect(filled.configuration?.cornerStyle == .capsule)
    let classic = try #require(renderer.views.view(withID: "classic") as? UIButton)
    #expect(classic.title(for: .normal) == "Classic")
    #expect(!classic.isEnabled)
  }

  @Test func buttonConfiguration_unknownKeySuggests() throws {
    let error = try #require(
      MockupTesting.error(
        "view: {subviews: [{class: UIButton, configuration: {style: filled, titel: A}}]}"))
    #expect(error.path == "view.subviews[0].configuration.titel")
    #expect(error.suggestions == ["title"])
  }

  @Test func customClass_canBeRegistered() throws {
    let registry = ViewRegistry()
    for viewClass in StandardClasses.all { registry.register(viewClass) }
    registry.register(
      ViewClass(
        "BadgeView", superclass: "UILabel",
        properties: [.on(UILabel.self, "badge", .string) { $0.text = "(\($1))" }]
      ) { UILabel() })
    let mockup = try Mockup.parse(
      "view: {subviews: [{class: BadgeView, id: b, badge: '3', textColor: systemRed}]}",
      registry: registry)
    let views = try mockup.build()
    #expect((views.view(withID: "b") as? UILabel)?.text == "(3)")
  }
}
