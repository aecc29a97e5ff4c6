// swift-format-ignore-file
import UIKit
import XCTest

/// Target-action, a delegate with optional requirements and a key path, as iOS code writes
/// them; the test target's RuntimeBehaviourTests runs the ported forms.
final class Counter: UIView {
  private(set) var taps = 0
  let button = UIButton()

  override init(frame: CGRect) {
    super.init(frame: frame)
    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
    button.addTarget(self, action: #selector(Counter.reset), for: .valueChanged)
  }

  required init?(coder: NSCoder) { nil }

  override func awakeFromNib() {
    super.awakeFromNib()
    taps = 0
  }

  @objc private func tapped(_ sender: UIButton) { taps += 1 }
  @objc func reset() { taps = 0 }
}

@objc protocol CounterDelegate: AnyObject {
  @objc optional func counterShouldCount(_ counter: Counter) -> Bool
}

final class CounterTests: XCTestCase {
  weak var delegate: CounterDelegate?

  func testTap() {
    let counter = Counter(frame: .zero)
    counter.button.sendActions(for: .touchUpInside)
    XCTAssertEqual(counter.taps, 1)
    XCTAssertNil(delegate?.counterShouldCount?(counter))
    XCTAssertEqual(#keyPath(Counter.taps), "taps")
    // Main-actor UIKit reached from a nonisolated XCTest method, as Swift 5 code does on iOS.
    XCTAssertEqual(UI_USER_INTERFACE_IDIOM(), .phone)
    let width = counter.widthAnchor.constraint(equalToConstant: 10)
    XCTAssertEqual(width, width)
    XCTAssertNotNil(UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication)
  }
}
