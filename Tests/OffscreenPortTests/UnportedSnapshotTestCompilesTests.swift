import Foundation
import Testing

/// A snapshot test file as an iOS team writes it — `import SnapshotTesting` and `import UIKit`,
/// nothing about Linux — compiles unported in a test target with the README's Linux-only
/// setting, which imports `OffscreenSnapshotTesting` into every file of the target.
@Suite struct UnportedSnapshotTestCompilesTests {
  /// The README's `swiftSettings` for a snapshot test target, as swiftc arguments.
  static let readmeSetting = [
    "-Xfrontend", "-import-module", "-Xfrontend", "OffscreenSnapshotTesting",
  ]

  static let iOSTestFile = """
    import SnapshotTesting
    import UIKit

    @MainActor func testProfile() {
      assertSnapshot(of: UIViewController(), as: .image(on: .iPhone13))
    }
    """

  static func typeCheck(flags: [String]) throws -> (Int32, String) {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("offscreen-snapshot-test-\(UUID().uuidString).swift")
    try iOSTestFile.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return try PortedCodeCompilesTests.typeCheck([url.path], flags: flags)
  }

  @Test func compilesWithTheReadmeSetting() throws {
    let (status, output) = try Self.typeCheck(flags: Self.readmeSetting)
    #expect(status == 0, "\(output)")
  }

  /// Without the setting the strategies are not in scope, as the README's troubleshooting note
  /// says: upstream compiles its UIKit strategies for iOS only.
  @Test func withoutTheSettingImageIsUnresolved() throws {
    let (status, output) = try Self.typeCheck(flags: [])
    #expect(status != 0)
    #expect(output.contains("image"), "\(output)")
  }
}
