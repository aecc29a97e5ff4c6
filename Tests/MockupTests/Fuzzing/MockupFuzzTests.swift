import Foundation
import TestSupport
import Testing

@testable import Mockup
@testable import UIKit

/// Random mockup files (``MockupFuzzer``) through parsing, building, layout and drawing,
/// checked against what must hold for any input (issue #18): a clear error or a picture, no
/// trap, layout that settles, finite frames, an image of the canvas's size.
///
/// `OFFSCREEN_FUZZ_CASES` (default 150) sets how many cases run, `OFFSCREEN_FUZZ_SEED`
/// (default 1) the first seed; case `i` uses seed + i. A failure names its seed and prints the
/// file. A trap ends the test process: the case it died on is in
/// `$TMPDIR/offscreen-fuzz-case.yaml`, its seed in the first line.
@MainActor @Suite struct MockupFuzzTests {
  @Test func randomMockups_renderOrFailClearly() throws {
    let current = FileManager.default.temporaryDirectory
      .appendingPathComponent("offscreen-fuzz-case.yaml")
    for seed in fuzzSeeds(defaultCases: 150) {
      var fuzzer = MockupFuzzer(seed: seed)
      let text = fuzzer.mockup()
      try Data("# OFFSCREEN_FUZZ_SEED=\(seed) OFFSCREEN_FUZZ_CASES=1\n\(text)\n".utf8)
        .write(to: current)
      switch Self.check(text) {
      case nil: break
      case .some(.feedbackLoop(let message)):
        // Known (issue #18): a view that constraints place only relative to its own margins
        // (a margin-relative stack view placed by nothing) moves by its margins on every
        // re-solve, its safe area and so its margins change, and layout never settles.
        withKnownIssue("layout feedback loop, issue #18", isIntermittent: true) {
          Issue.record("seed \(seed): \(message)\n\(text)")
        }
      case .some(.failed(let failure)):
        Issue.record("seed \(seed): \(failure)\n\(text)")
      }
    }
    try? FileManager.default.removeItem(at: current)
  }

  enum Failure {
    case feedbackLoop(String)
    case failed(String)
  }

  /// What went wrong with `text`, or nil when it rendered or failed with a mockup error.
  static func check(_ text: String) -> Failure? {
    var messages: [String] = []
    LayoutLog.capture = { messages.append($0) }
    defer { LayoutLog.capture = nil }
    let renderer: MockupRenderer
    do {
      renderer = try MockupRenderer(Mockup.parse(text, file: "fuzz.yaml"))
    } catch is MockupError {
      return nil
    } catch {
      return .failed("threw \(error) instead of a MockupError")
    }
    defer { renderer.close() }
    renderer.layOut()
    if let loop = messages.first(where: { $0.contains("Layout feedback loop") }) {
      return .feedbackLoop("layout did not settle: \(loop)")
    }
    for entry in renderer.views.entries where !entry.view.frame.isFinite {
      return .failed("\(entry.path) has the frame \(entry.view.frame)")
    }
    let image = renderer.render()
    let canvas = renderer.mockup.canvas
    let expected = (
      Int((canvas.size.width * canvas.scale).rounded()),
      Int((canvas.size.height * canvas.scale).rounded())
    )
    guard image.width == expected.0, image.height == expected.1 else {
      return .failed("drew \(image.width)×\(image.height) pixels for a \(expected) canvas")
    }
    return nil
  }
}
