#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Writes `bytes` to `path` so that the file either keeps its old contents or has all the new
/// ones, even if the process or the machine stops half-way.
///
/// The bytes go to a temporary file beside the target, which is flushed to disk and then renamed
/// over the target. A new file gets mode 0644; a replaced file keeps its mode. On any failure the
/// temporary file is removed and whatever was at `path` is left untouched.
/// - Throws: `PNGError.io` naming the operation that failed, the path and `errno`.
package func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
  let directory = parentDirectory(of: path)
  let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
  var template = Array("\(directory)/.\(name).XXXXXX".utf8CString)
  let descriptor = mkstemp(&template)
  guard descriptor >= 0 else {
    throw .io(path: path, operation: "create a temporary file for", errno: errno)
  }
  let temporary = String(
    decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  do throws(PNGError) {
    try writeAll(bytes, to: descriptor, path: temporary)
    var existing = stat()
    let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
    guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
      throw .io(path: temporary, operation: "flush", errno: errno)
    }
  } catch {
    close(descriptor)
    unlink(temporary)
    throw error
  }
  guard close(descriptor) == 0 else {
    let code = errno
    unlink(temporary)
    throw .io(path: temporary, operation: "close", errno: code)
  }
  guard rename(temporary, path) == 0 else {
    let code = errno
    unlink(temporary)
    throw .io(path: path, operation: "replace", errno: code)
  }
  // Makes the rename itself durable; the file is already complete, so a failure here (some file
  // systems cannot sync a directory) is not worth reporting.
  let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY)
  if directoryDescriptor >= 0 {
    fsync(directoryDescriptor)
    close(directoryDescriptor)
  }
}

/// The directory holding `path`: everything before its last slash, "/" or ".".
private func parentDirectory(of path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}

private func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(PNGError) {
  var failure: Int32?
  bytes.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        failure = errno
        return
      }
      offset += written
    }
  }
  if let failure { throw .io(path: path, operation: "write", errno: failure) }
}
