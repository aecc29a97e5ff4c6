import Testing
import UIKit

/// The README's controls example, with a counter in place of its print.
@MainActor
private final class FormController: UIViewController {
  let save = UIButton(type: .system)
  var saves = 0
  func saveTapped(_ sender: UIButton) { saves += 1 }

  override func viewDidLoad() {
    super.viewDidLoad()
    // iOS: save.addTarget(self, action: #selector(saveTapped(_:)), for: .touchUpInside)
    save.addTarget(self, action: Selector(FormController.saveTapped), for: .touchUpInside)
    save.addAction(UIAction { _ in print("also") }, for: .touchUpInside)
  }
}

@MainActor
@Suite struct ControlReadmeExampleTests {
  @Test func sendingTheEvent_callsTheTarget() {
    let controller = FormController()
    controller.loadViewIfNeeded()
    controller.save.sendActions(for: .touchUpInside)
    #expect(controller.saves == 1)
  }
}
