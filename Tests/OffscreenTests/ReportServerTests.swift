import Foundation
import ImageComparison
import Raster
import Testing

@testable import offscreen

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `offscreen report --serve`: the page with an Accept button per failure, the images, and
/// accepting one failure as `offscreen approve` does.
@Suite struct ReportServerTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("offscreen-serve-\(getpid())-\(UUID().uuidString)")

  var artifacts: URL { root.appendingPathComponent("artifacts") }

  /// A failure folder whose actual image holds "new" and whose reference holds "old"; returns
  /// the reference.
  func writeFailure(_ test: String) throws -> URL {
    let folder = artifacts.appendingPathComponent(test)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let reference = root.appendingPathComponent("\(test).png")
    try Data("old".utf8).write(to: reference)
    try Data("new".utf8).write(to: folder.appendingPathComponent(FailureRecord.actualFile))
    var record = try ApproveCommandTests.record(test: test)
    record.reference = reference.path
    try JSONEncoder().encode(record).write(
      to: folder.appendingPathComponent(FailureRecord.recordFile))
    return reference
  }

  func request(_ method: String, _ target: String) -> LoopbackHTTPServer.Response {
    ReportServer(root: artifacts).respond(to: .init(method: method, target: target))
  }

  @Test func pageHasAnAcceptButtonPerFailureAndAContentsList() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try writeFailure("CardTests.card")
    _ = try writeFailure("ListTests.row")
    let page = request("GET", "/")
    #expect(page.status == 200 && page.contentType.hasPrefix("text/html"))
    let html = String(decoding: page.body, as: UTF8.self)
    #expect(html.contains("<button data-folder=\"CardTests.card\">Accept</button>"))
    #expect(html.contains("<button data-folder=\"ListTests.row\">Accept</button>"))
    #expect(html.contains("<li><a href=\"#failure-1\">ListTests.row</a>"))
  }

  @Test func approvingOneCopiesItsActualOverItsReferenceAndLeavesTheOther() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let card = try writeFailure("CardTests.card")
    let row = try writeFailure("ListTests.row")
    let accepted = request("POST", "/approve?folder=CardTests.card")
    #expect(accepted.status == 200)
    #expect(String(decoding: accepted.body, as: UTF8.self) == card.path)
    #expect(try String(contentsOf: card, encoding: .utf8) == "new")
    #expect(try String(contentsOf: row, encoding: .utf8) == "old")
    // Its folder is gone, so the page no longer lists it, and accepting it again says so.
    let html = String(decoding: request("GET", "/").body, as: UTF8.self)
    #expect(!html.contains("CardTests.card") && html.contains("ListTests.row"))
    #expect(request("POST", "/approve?folder=CardTests.card").status == 404)
  }

  @Test func servesFilesUnderTheArtifactsFolderOnly() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try writeFailure("CardTests.card")
    let image = request("GET", "/CardTests.card/actual.png")
    #expect(image.status == 200 && image.contentType == "image/png")
    #expect(String(decoding: image.body, as: UTF8.self) == "new")
    // The reference lies outside the artifacts folder: not served, however the path is put.
    #expect(request("GET", "/../CardTests.card.png").status == 404)
    #expect(request("GET", "/%2E%2E/CardTests.card.png").status == 404)
    #expect(request("DELETE", "/CardTests.card/actual.png").status == 405)
  }

  /// The command serves over a real socket on 127.0.0.1 and says where.
  @Test func commandServesThePageOnLoopback() async throws {
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try writeFailure("CardTests.card")
    let run = try OffscreenProcess()
    defer { run.remove() }
    let (process, output, _) = try run.start(
      ["report", artifacts.path, "--serve", "--port", "0", "--requests", "1"])
    var announced = ""
    while !announced.contains("\n") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      announced += String(decoding: chunk, as: UTF8.self)
    }
    let address = try #require(announced.firstMatch(of: /http:\/\/127\.0\.0\.1:\d+\//))
    let (body, response) = try await URLSession.shared.data(
      from: try #require(URL(string: String(address.0))))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: body, as: UTF8.self).contains("data-folder=\"CardTests.card\""))
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}
