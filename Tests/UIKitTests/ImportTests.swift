// A plain (not @testable) `import UIKit` beside `import Testing`, as users' iOS test files
// have: this file compiling is the test that Swift Testing's cross-import overlays resolve.
import Testing
import UIKit

@Suite struct UIKitImportTests {
  @Test func importUIKit_bringsCoreGraphicsAndFoundation() {
    let t = CGAffineTransform(translationX: 2, y: 3)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 3, y: 4))
    #expect(URL(fileURLWithPath: "/tmp").path == "/tmp")
  }
}
