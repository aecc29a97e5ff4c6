import Foundation
import Testing

/// The README's one-line install for a package that depends on Offscreen lists exactly the
/// Debian packages `scripts/bootstrap --runtime-only` installs (which the Dockerfile runs).
@Suite struct RuntimePackagesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The words of `packages=( … )` in the bootstrap script, its runtime list.
  static func bootstrapPackages() throws -> Set<String> {
    let script = try String(
      contentsOf: root.appendingPathComponent("scripts/bootstrap"), encoding: .utf8)
    let list = try #require(script.components(separatedBy: "packages=(\n").dropFirst().first)
    let body = try #require(list.components(separatedBy: "\n)").first)
    return Set(body.split(whereSeparator: \.isWhitespace).map(String.init))
  }

  /// The packages of the README's `sudo apt-get install` command (continued over lines).
  static func readmePackages() throws -> Set<String> {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "sudo apt-get install -y --no-install-recommends"))
    var words: [String] = []
    for line in readme[start.upperBound...].split(separator: "\n") {
      words += line.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0 != "\\" }
      if !line.hasSuffix("\\") { break }
    }
    return Set(words)
  }

  @Test func readmeInstallsWhatBootstrapRuntimeOnlyInstalls() throws {
    let bootstrap = try Self.bootstrapPackages()
    #expect(bootstrap.contains("fonts-inter"))
    #expect(!bootstrap.contains("chromium"))
    #expect(try Self.readmePackages() == bootstrap)
  }
}
