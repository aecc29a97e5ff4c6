import Foundation
import Glibc

/// A minimal HTTP/1.1 server on 127.0.0.1 for `offscreen report --serve`: one request a
/// connection, handled in turn on the calling thread. Only the machine itself can reach it.
struct LoopbackHTTPServer {
  /// A request: its method and its path with the query.
  struct Request {
    let method: String
    let target: String
  }

  /// A response: status, content type and body.
  struct Response {
    var status = 200
    var contentType = "text/plain; charset=utf-8"
    var body = Data()

    static func text(_ status: Int, _ text: String) -> Response {
      Response(status: status, body: Data(text.utf8))
    }
  }

  private let socket: Int32
  /// The port it listens on (the one the system chose when asked for port 0).
  let port: Int

  /// Listens on 127.0.0.1:`port` (0 for any free port).
  init(port: Int) throws {
    let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw ReportError(.io, "cannot open a socket: \(Self.lastError)") }
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 16) == 0 else {
      let reason = Self.lastError
      close(listener)
      throw ReportError(.io, "cannot listen on 127.0.0.1:\(port): \(reason)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(listener, $0, &length)
      }
    }
    socket = listener
    self.port = Int(UInt16(bigEndian: address.sin_port))
  }

  /// Answers requests with `handle` until `limit` have been answered (nil: forever).
  func serve(limit: Int? = nil, _ handle: (Request) -> Response) {
    defer { close(socket) }
    var answered = 0
    while limit.map({ answered < $0 }) ?? true {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { continue }
      defer { close(connection) }
      guard let request = Self.readRequest(connection) else { continue }
      Self.write(handle(request), to: connection)
      answered += 1
    }
  }

  /// The request line of what the client sent, read up to the end of its headers.
  private static func readRequest(_ connection: Int32) -> Request? {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let end = Data("\r\n\r\n".utf8)
    while received.range(of: end) == nil, received.count < 65536 {
      let count = read(connection, &buffer, buffer.count)
      guard count > 0 else { return nil }
      received.append(contentsOf: buffer[0..<count])
    }
    let head = String(decoding: received, as: UTF8.self)
    // "\r\n" is one Character in Swift: split on the string, not on "\r".
    let line = head.components(separatedBy: "\r\n").first ?? ""
    let parts = line.split(separator: " ")
    guard parts.count == 3 else { return nil }
    return Request(method: String(parts[0]), target: String(parts[1]))
  }

  private static func write(_ response: Response, to connection: Int32) {
    let reason =
      [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed"][
        response.status] ?? "Error"
    var bytes = Data(
      ("HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: \(response.contentType)\r\n"
        + "Content-Length: \(response.body.count)\r\nCache-Control: no-store\r\n"
        + "Connection: close\r\n\r\n").utf8)
    bytes.append(response.body)
    bytes.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count {
        // MSG_NOSIGNAL: a browser that hung up must not end the process with SIGPIPE.
        let count = send(connection, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
        guard count > 0 else { return }
        sent += count
      }
    }
  }

  private static var lastError: String { String(cString: strerror(errno)) }
}
