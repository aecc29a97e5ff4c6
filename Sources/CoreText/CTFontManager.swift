import CoreGraphics
import Typesetting

/// How long a font registration lasts. Offscreen registers every font for the process, the
/// scope of `.process`, whichever is asked for.
public enum CTFontManagerScope: UInt32, Sendable {
  case none = 0
  case process = 1
  case persistent = 2
  case session = 3
  public static let user = CTFontManagerScope.persistent
}

/// The error domain of the font manager's errors.
public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// The font manager's error codes, as Core Text numbers them.
public enum CTFontManagerError: Int, Sendable {
  case fileNotFound = 101
  case insufficientPermissions = 102
  case unrecognizedFormat = 103
  case invalidFontData = 104
  case alreadyRegistered = 105
  case notRegistered = 201
}

/// Makes `font` (a `CGFont` read from a file's bytes, as apps load the fonts they carry) one
/// that `UIFont(name:size:)` and font descriptors find by its names, for the rest of the
/// process. False, with `error` set, when it was registered before or cannot be read.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  register(FontLibrary.shared.register(font.face), error)
}

/// Makes the fonts of the file at `fontURL` ones that names find, for the rest of the process.
/// False, with `error` set, when the file is missing, not a font, or registered before.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  guard let path = fontURL.path, FileManager.default.fileExists(atPath: path) else {
    error?.pointee = failure(.fileNotFound, "no font file at \(fontURL)")
    return false
  }
  guard let face = try? FontLibrary.shared.face(file: path) else {
    error?.pointee = failure(.invalidFontData, "\(path) is not a font FreeType can read")
    return false
  }
  return register(FontLibrary.shared.register(face), error)
}

private func register(
  _ registration: FontLibrary.Registration, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  switch registration {
  case .registered:
    return true
  case .alreadyRegistered:
    error?.pointee = failure(.alreadyRegistered, "the font is already registered")
  case .unreadable:
    error?.pointee = failure(.invalidFontData, "fontconfig cannot read the font")
  }
  return false
}

private func failure(_ code: CTFontManagerError, _ reason: String) -> Unmanaged<CFError> {
  Unmanaged.passRetained(
    NSError(
      domain: kCTFontManagerErrorDomain, code: code.rawValue,
      userInfo: [NSLocalizedDescriptionKey: reason]))
}
