/// Why a font could not be opened.
public enum FontError: Error, Equatable, CustomStringConvertible {
  /// FreeType could not open face `index` of `file` (missing, unreadable or not a font).
  case cannotOpen(file: String, index: Int, code: Int32)
  /// The FreeType library itself could not start.
  case libraryUnavailable(code: Int32)

  public var description: String {
    switch self {
    case .cannotOpen(let file, let index, let code):
      return "cannot open face \(index) of \(file) (FreeType error \(code))"
    case .libraryUnavailable(let code):
      return "FreeType could not start (error \(code))"
    }
  }
}
