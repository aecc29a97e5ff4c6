import Testing

@testable import UIKit

/// What UIKit says when an update-cycle override breaks the rules: updateConstraints() must
/// call super "as the final step" (UIView reference; UIKit raises an exception, Offscreen logs
/// and carries on), and a layoutSubviews() that keeps invalidating layout is a feedback loop
/// that must end with a message naming the view rather than hang.
@MainActor
@Suite struct UpdateCycleDiagnosticsTests {
  final class ForgetfulView: UIView {
    override func updateConstraints() {}
  }

  @Test func updateConstraintsWithoutSuperIsReported() {
    let view = ForgetfulView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.setNeedsUpdateConstraints()
    let messages = capturingLayoutLog { view.updateConstraintsIfNeeded() }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("ForgetfulView") == true)
    #expect(messages.first?.contains("super.updateConstraints()") == true)
    // The next pass for a view that calls super says nothing.
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    plain.setNeedsUpdateConstraints()
    #expect(capturingLayoutLog { plain.updateConstraintsIfNeeded() }.isEmpty)
  }

  /// Lays itself out again every time it lays out.
  final class RestlessView: UIView {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
      setNeedsLayout()
    }
  }

  @Test func aViewThatMarksItselfInLayoutSubviewsEndsWithAMessage() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let restless = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    container.addSubview(restless)
    let messages = capturingLayoutLog { container.layoutIfNeeded() }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("feedback loop") == true)
    #expect(messages.first?.contains("RestlessView") == true)
    #expect(restless.layouts > 1 && restless.layouts <= 1000)
    // The loop was broken: nothing is left marked, so the next call lays nothing out.
    let before = restless.layouts
    #expect(capturingLayoutLog { container.layoutIfNeeded() }.isEmpty)
    #expect(restless.layouts == before)
  }

  /// Widens itself by changing its own constraint every time it lays out.
  final class GrowingView: UIView {
    var width: NSLayoutConstraint?
    override func layoutSubviews() {
      super.layoutSubviews()
      width?.constant += 1
    }
  }

  @Test func aViewThatChangesItsConstraintInLayoutSubviewsEndsWithAMessage() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let growing = GrowingView()
    growing.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(growing)
    let width = growing.widthAnchor.constraint(equalToConstant: 10)
    growing.width = width
    NSLayoutConstraint.activate([
      width, growing.heightAnchor.constraint(equalToConstant: 10),
      growing.leftAnchor.constraint(equalTo: window.leftAnchor),
      growing.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    // The window's cycle at the end of the turn is where the loop would hang.
    let messages = capturingLayoutLog {
      window.makeKeyAndVisible()
      UpdateScheduler.runPendingCycle()
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("feedback loop") == true)
    #expect(messages.first?.contains("GrowingView") == true)
    window.isHidden = true
  }
}
