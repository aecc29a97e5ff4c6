import Foundation
import PNGCodec
import Raster
import Testing

func contents(of directory: String) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
}

func isIOError(_ error: any Error, errno code: Int32) -> Bool {
  guard case .io(_, _, let errno) = error as? PNGError else { return false }
  return errno == code
}

/// Each test gets a fresh empty directory of its own, removed when the test ends (a suite
/// instance lives for one test).
final class AtomicWriteTests {
  let directory: String

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("PNGCodecTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: directory)
  }

  @Test func writeFileAtomically_newFile_writesBytesAndLeavesNoTemporary() throws {
    try writeFileAtomically([1, 2, 3], to: directory + "/out.bin")
    #expect(FileManager.default.contents(atPath: directory + "/out.bin") == Data([1, 2, 3]))
    #expect(try contents(of: directory) == ["out.bin"])
  }

  @Test func writeFileAtomically_existingFile_replacesItAndKeepsItsMode() throws {
    let path = directory + "/out.bin"
    #expect(
      FileManager.default.createFile(
        atPath: path, contents: Data([9, 9, 9, 9, 9]), attributes: [.posixPermissions: 0o600]))
    try writeFileAtomically([7], to: path)
    #expect(FileManager.default.contents(atPath: path) == Data([7]))
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(try contents(of: directory) == ["out.bin"])
  }

  @Test func writeFileAtomically_targetIsDirectory_throwsAndLeavesItUntouched() throws {
    let target = directory + "/taken"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    #expect(FileManager.default.createFile(atPath: target + "/keep.txt", contents: Data([42])))
    #expect {
      try writeFileAtomically([1, 2, 3], to: target)
    } throws: { isIOError($0, errno: EISDIR) }
    #expect(try contents(of: directory) == ["taken"])
    #expect(FileManager.default.contents(atPath: target + "/keep.txt") == Data([42]))
  }

  @Test func writeFileAtomically_missingDirectory_throwsNamingThePath() throws {
    let path = directory + "/missing/out.png"
    #expect {
      try writeFileAtomically([1], to: path)
    } throws: { error in
      isIOError(error, errno: ENOENT) && "\(error)".contains(path)
        && "\(error)".contains("No such file or directory")
    }
  }

  // Root may write into any directory, so this case can only be shown by an ordinary user.
  @Test(.enabled(if: geteuid() != 0, "root ignores directory permissions"))
  func writeFileAtomically_readOnlyDirectory_leavesExistingFileUntouched() throws {
    let path = directory + "/out.png"
    #expect(FileManager.default.createFile(atPath: path, contents: Data([5, 5])))
    chmod(directory, 0o500)
    defer { chmod(directory, 0o700) }
    #expect {
      try writeFileAtomically([1, 2, 3], to: path)
    } throws: { isIOError($0, errno: EACCES) }
    #expect(FileManager.default.contents(atPath: path) == Data([5, 5]))
    #expect(try contents(of: directory) == ["out.png"])
  }

  @Test func writePNG_thenDecodeFile_givesSamePixels() throws {
    let path = directory + "/scene.png"
    let pixmap = try opaqueScene()
    try writePNG(pixmap, to: path, pixelsPerPoint: 3)
    #expect(try decodePNG(contentsOf: path).rgba == pixmap.rgba)
  }

  @Test func decodePNG_missingFile_throwsIOError() throws {
    let path = directory + "/absent.png"
    #expect { try decodePNG(contentsOf: path) } throws: { isIOError($0, errno: ENOENT) }
  }
}
