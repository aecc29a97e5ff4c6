import SwiftSyntax

/// `#if os(iOS)` → `#if os(Linux)`: the code was written for iOS, and on Linux, with
/// Offscreen's UIKit, the iOS branch is the one that compiles (the other branches import
/// AppKit or nothing). `canImport(UIKit)` is true already; `os(macOS)`, `os(tvOS)` and
/// `targetEnvironment(…)` stay false, as they would be on an iPhone.
extension FilePorter {
  func portPlatformCondition(_ condition: ExprSyntax) {
    for call in condition.tokens(viewMode: .sourceAccurate)
    where call.text == "iOS" && call.previousToken(viewMode: .sourceAccurate)?.text == "("
      && call.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?
        .text == "os"
    {
      edits.replace(call, with: "Linux")
      log.record("#if os(iOS)")
    }
  }
}
