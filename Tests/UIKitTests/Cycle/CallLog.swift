import Dispatch

@testable import UIKit

/// A shared record of the update-cycle calls the tracing views and controllers make, in the
/// order they were made.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) { entries.append(entry) }

  func clear() { entries = [] }

  /// The entries that start with `prefix`.
  func entries(startingWith prefix: String) -> [String] {
    entries.filter { $0.hasPrefix(prefix) }
  }

  /// The index of the first entry equal to `entry`.
  func index(of entry: String) -> Int? { entries.firstIndex(of: entry) }
}

/// A view that records every update-cycle call as `name.call`, and draws (so it has a backing
/// store and `draw(_:)` is called): `draw` entries carry the rect.
@MainActor
class TracingView: UIView {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog, frame: CGRect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func updateConstraints() {
    log.record("\(name).updateConstraints")
    super.updateConstraints()
  }

  override func layoutSubviews() {
    log.record("\(name).layoutSubviews")
    super.layoutSubviews()
  }

  override func draw(_ rect: CGRect) {
    log.record("\(name).draw \(rect)")
    UIColor.red.setFill()
    UIRectFill(rect)
  }
}

/// A window showing root → (a → a1, b), every view tracing.
@MainActor
struct TracingScene {
  let log = CallLog()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  let root: TracingView
  let a: TracingView
  let a1: TracingView
  let b: TracingView

  init() {
    root = TracingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    a = TracingView("a", log: log, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    a1 = TracingView("a1", log: log, frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    b = TracingView("b", log: log, frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    window.addSubview(root)
    root.addSubview(a)
    a.addSubview(a1)
    root.addSubview(b)
    window.makeKeyAndVisible()
  }

  var views: [TracingView] { [root, a, a1, b] }

  /// Runs the first cycle and forgets it.
  func settle() async {
    await endRunLoopTurn()
    log.clear()
  }

  func close() { window.isHidden = true }
}

/// Lets the main queue run what is queued on it — the update cycle UIKit defers to the end of
/// the run-loop turn — and then resumes.
@MainActor
func endRunLoopTurn() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// Runs `body` with the UIKit console captured, and returns what it logged.
@MainActor
func capturingLayoutLog(_ body: () -> Void) -> [String] {
  var messages: [String] = []
  LayoutLog.capture = { messages.append($0) }
  defer { LayoutLog.capture = nil }
  body()
  return messages
}
