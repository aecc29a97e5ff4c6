import Foundation
import Typesetting

/// A font face, without a size: the face CoreGraphics finds for a PostScript or full name, or
/// reads from a font file's bytes.
///
/// Layers that draw text (`CATextLayer`) take one as their font, drawing it at their own
/// size.
public final class CGFont {
  /// The installed face this font is.
  package let face: FontFace

  /// The installed font whose PostScript name (such as "Inter-Bold"), full name or family is
  /// `name`; nil when no installed font has that name, as on iOS.
  public init?(_ name: CFString) {
    guard let face = FontLibrary.shared.installedFace(named: name) else { return nil }
    self.face = face
  }

  /// The font in `provider`'s bytes (an OpenType, TrueType or collection file's contents);
  /// nil when they are not a font FreeType can read.
  public init?(_ provider: CGDataProvider) {
    guard let data = provider.data, let face = try? FontLibrary.shared.face(data: Data(data))
    else { return nil }
    self.face = face
  }

  /// The font of an installed face.
  package init(face: FontFace) {
    self.face = face
  }

  /// The face's PostScript name.
  public var postScriptName: CFString? { face.postScriptName }

  /// The number of glyph space units in the face's em square.
  public var unitsPerEm: Int32 { Int32(face.unitsPerEm) }
}
