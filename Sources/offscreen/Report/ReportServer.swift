import Foundation
import ImageComparison

/// What `offscreen report --serve` answers: the report page with an Accept button per failure,
/// the images under the artifacts folder, and `POST /approve?folder=…`, which accepts one
/// failure as `offscreen approve` does. The page is made anew for each request, so a reload
/// shows what is left.
struct ReportServer {
  let root: URL

  func respond(to request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
    let parts = request.target.split(separator: "?", maxSplits: 1)
    let path = parts.first.map { String($0).removingPercentEncoding ?? String($0) } ?? "/"
    let query = parts.count > 1 ? String(parts[1]) : ""
    switch (request.method, path) {
    case ("GET", "/"), ("GET", "/index.html"): return page()
    case ("POST", "/approve"): return approve(query: query)
    case ("GET", _): return file(at: path)
    default: return .text(405, "\(request.method) is not served here")
    }
  }

  private func page() -> LoopbackHTTPServer.Response {
    do {
      let failures = try ReportedFailure.all(under: root)
      let html = ReportPage(failures: failures, pageFolder: root, acceptance: .served).html
      return LoopbackHTTPServer.Response(
        contentType: "text/html; charset=utf-8", body: Data(html.utf8))
    } catch {
      return .text(404, "\(error)")
    }
  }

  /// Accepts the failure whose folder, relative to the artifacts folder, the query names.
  private func approve(query: String) -> LoopbackHTTPServer.Response {
    let fields = URLComponents(string: "?" + query)?.queryItems ?? []
    guard let folder = fields.first(where: { $0.name == "folder" })?.value else {
      return .text(400, "name the failure: approve?folder=PATH")
    }
    let wanted = root.appendingPathComponent(folder).standardizedFileURL.path
    guard
      let failure = try? ReportedFailure.all(under: root).first(where: {
        $0.folder.standardizedFileURL.path == wanted
      })
    else {
      return .text(404, "no failure in \(folder) (accepted already?)")
    }
    do {
      return .text(200, try ApproveCommand.approve(failure))
    } catch {
      return .text(500, "\(error)")
    }
  }

  /// A file under the artifacts folder; nothing outside it.
  private func file(at path: String) -> LoopbackHTTPServer.Response {
    let url = root.appendingPathComponent(path).standardizedFileURL
    guard url.path.hasPrefix(root.standardizedFileURL.path + "/"),
      let data = try? Data(contentsOf: url)
    else { return .text(404, "not found: \(path)") }
    let types = ["png": "image/png", "json": "application/json", "html": "text/html"]
    return LoopbackHTTPServer.Response(
      contentType: types[url.pathExtension.lowercased()] ?? "application/octet-stream",
      body: data)
  }
}
