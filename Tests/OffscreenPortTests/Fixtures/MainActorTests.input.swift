// swift-format-ignore-file
import UIKit
import XCTest

@MainActor
class ScreenTestCase: XCTestCase {
  var screen = UIView()

  override func setUp() async throws {
    try await super.setUp()
    screen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  }
}

final class ScreenTests: ScreenTestCase {
  func testWidth() {
    XCTAssertEqual(screen.frame.width, 100)
  }

  func testFirstSubview() throws {
    let first = try XCTUnwrap(screen.subviews.first ?? Optional(screen))
    if first === screen { return }
    XCTFail("no subview was added")
  }

  func testHeightLater() async {
    XCTAssertEqual(screen.frame.height, 100)
  }

  func testRow(_ row: Int) {}

  func layOut() { screen.layoutIfNeeded() }
}

class PlainTests: XCTestCase {
  @MainActor func testOnTheMainThread() {
    XCTAssertTrue(Thread.isMainThread)
  }

  func testAnywhere() {}
}

@MainActor
final class Helper {
  func testSomething() {}
  @IBAction func close() {}
  @IBAction func tapped(_ sender: Any) {}
}
