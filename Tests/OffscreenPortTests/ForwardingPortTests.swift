import Foundation
import Testing

@testable import OffscreenPortLibrary

/// The methods the port writes for a delegate proxy's `forwardingTarget(for:)` compile for
/// every delegate and data source protocol of UIKit: each requirement's signature and UIKit's
/// default, as the generated table holds them, are valid in a client's class.
@Suite struct ForwardingPortTests {
  /// A proxy class adopting `protocolName`, implementing only what iOS requires of it.
  private func router(for protocolName: String) -> String {
    var all = [protocolName]
    var index = 0
    while index < all.count {
      all += (FilePorter.uikitProtocolParents[all[index]] ?? []).filter { !all.contains($0) }
      index += 1
    }
    let required = all.flatMap { FilePorter.uikitRequirements[$0] ?? [] }
      .filter { !$0.hasDefault }
      .map { "  func \($0.name)\($0.signature) { fatalError() }\n" }
    return "final class \(protocolName)Router: NSObject, \(protocolName) {\n"
      + required.joined()
      + "  override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }\n}\n"
  }

  @Test func forwardersOfEveryUIKitProtocolTypeCheck() throws {
    let names = FilePorter.uikitRequirements.keys.sorted()
    #expect(names.count > 25)
    let source = "import UIKit\n\n" + names.map(router).joined(separator: "\n")
    let port = TargetPort(sources: [(path: "Routers.swift", text: source)])
    let text = port.files[0].text
    #expect(text.contains("func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,"))
    #expect(port.diagnostics.allSatisfy { $0.severity == .warning })
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("offscreen-routers-\(UUID().uuidString).swift")
    try text.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let (status, output) = try PortedCodeCompilesTests.typeCheck([url.path])
    #expect(status == 0, "\(output)")
  }

  /// Only a class that overrides `forwardingTarget(for:)` gets them, and none for what it or
  /// a superclass of the target implements.
  @Test func onlyWhatTheClassLacksIsForwarded() {
    let source = """
      import UIKit
      class Base: NSObject {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
      }
      final class Router: Base, UIGestureRecognizerDelegate {
        func gestureRecognizer(
          _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
        ) -> Bool { true }
        override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
      }
      final class Plain: NSObject, UIGestureRecognizerDelegate {}
      """
    let text = TargetPort(sources: [(path: "Router.swift", text: source)]).files[0].text
    let forwarded = text.components(separatedBy: "\n").filter { $0.contains("if let target") }
    // UIGestureRecognizerDelegate's five less the two Router and Base implement.
    #expect(forwarded.count == 3)
    #expect(!forwarded.contains { $0.contains("gestureRecognizerShouldBegin") })
    #expect(!forwarded.contains { $0.contains("shouldReceive") })
  }
}
