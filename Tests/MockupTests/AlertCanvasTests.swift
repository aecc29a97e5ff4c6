import Testing
import UIKit

@testable import Mockup

/// `canvas: {alert: …}`: an alert or action sheet presented over the mockup's screen, checked
/// as UIKit checks one.
@MainActor @Suite struct AlertCanvasTests {
  @Test func alertIsPresentedOverTheScreen() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas:
        size: [390, 844]
        scale: 1
        appearance: dark
        alert:
          title: Sign In
          message: Enter your account.
          preferred: Sign In
          textFields: [{placeholder: Email}, {placeholder: Password, secure: true}]
          actions:
            - {title: Cancel, style: cancel}
            - {title: Sign In, enabled: false}
      view: {}
      """)
    defer { renderer.close() }
    let alert = try #require(
      renderer.window.rootViewController?.presentedViewController as? UIAlertController)
    #expect(alert.preferredStyle == .alert)
    #expect(alert.title == "Sign In" && alert.message == "Enter your account.")
    #expect(alert.actions.map(\.title) == ["Cancel", "Sign In"])
    #expect(alert.actions.map(\.style) == [.cancel, .default])
    #expect(alert.actions.map(\.isEnabled) == [true, false])
    #expect(alert.preferredAction === alert.actions[1])
    #expect(alert.textFields?.map(\.placeholder) == ["Email", "Password"])
    #expect(alert.textFields?[1].isSecureTextEntry == true)
    #expect(alert.view.window === renderer.window)
    #expect(alert.view.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func actionSheetStyle() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas:
        alert: {style: actionSheet, actions: [{title: Share}, {title: Cancel, style: cancel}]}
      view: {}
      """)
    defer { renderer.close() }
    let sheet = try #require(
      renderer.window.rootViewController?.presentedViewController as? UIAlertController)
    #expect(sheet.preferredStyle == .actionSheet)
  }

  @Test func mistakesAreReportedAsUIKitWouldRefuseThem() throws {
    let twoCancels = try #require(
      MockupTesting.error(
        "canvas: {alert: {actions: [{title: A, style: cancel}, {title: B, style: cancel}]}}\nview: {}"
      ))
    #expect(twoCancels.message.contains("one cancel action at most"))
    let preferred = try #require(
      MockupTesting.error(
        "canvas: {alert: {preferred: Sav, actions: [{title: Save}]}}\nview: {}"))
    #expect(preferred.suggestions == ["Save"])
    let fields = try #require(
      MockupTesting.error(
        "canvas: {alert: {style: actionSheet, textFields: [{placeholder: x}]}}\nview: {}"))
    #expect(fields.message.contains("text fields are for alerts"))
    let key = try #require(MockupTesting.error("canvas: {alert: {titel: Hi}}\nview: {}"))
    #expect(key.path == "canvas.alert.titel")
    #expect(key.suggestions == ["title"])
  }
}
