// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CFreeType
@_implementationOnly import CHarfBuzz

/// One face of a font file, open in FreeType (outlines, bitmaps, cmap) and HarfBuzz (shaping).
///
/// Faces are made and kept by a `FontLibrary`; its lock guards every use of the FreeType and
/// HarfBuzz objects, which are not thread-safe. The public properties never change, so reading
/// them needs no lock.
public final class FontFace: Hashable, @unchecked Sendable {
  public let file: String
  public let index: Int
  public let familyName: String
  public let styleName: String
  public let postScriptName: String
  public let unitsPerEm: Int
  /// The face draws colour bitmaps (CBDT/sbix) instead of outlines, as emoji fonts do.
  public let hasColorBitmaps: Bool
  /// The weight the face declares (OS/2 `usWeightClass`; regular when it has no OS/2 table):
  /// fallback faces for characters this face lacks are chosen in the nearest weight to it.
  public let weight: FontWeight
  /// The face is italic or oblique; fallback faces are asked for the same slant.
  public let isItalic: Bool
  /// Every glyph of the face has the same advance (FreeType's fixed-width flag), as in
  /// monospaced fonts.
  public let isFixedPitch: Bool

  /// A small number unique within the library, used in glyph-cache keys.
  let id: Int
  /// Kept so FreeType outlives every face it opened.
  private let freeType: FreeTypeLibrary
  let ftFace: FT_Face
  let hbFont: OpaquePointer
  /// The pixel size of the bitmap strike colour glyphs are loaded at.
  let bitmapStrikeSize: Double?

  private let ascenderUnits: Double
  private let descenderUnits: Double
  private let lineGapUnits: Double
  private let capHeightUnits: Double
  private let xHeightUnits: Double
  private let underlinePositionUnits: Double
  private let underlineThicknessUnits: Double

  init(library: FreeTypeLibrary, file: String, index: Int, id: Int) throws(FontError) {
    var face: FT_Face?
    let code = FT_New_Face(library.handle, file, FT_Long(index), &face)
    guard code == 0, let face else { throw .cannotOpen(file: file, index: index, code: code) }
    freeType = library
    self.file = file
    self.index = index
    self.id = id
    ftFace = face
    let record = face.pointee
    familyName = record.family_name.map { String(cString: $0) } ?? ""
    styleName = record.style_name.map { String(cString: $0) } ?? ""
    postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
    // FreeType reports no em size for bitmap-only faces; the head table always has it.
    let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self)
    unitsPerEm = max(Int(head?.pointee.Units_Per_EM ?? record.units_per_EM), 1)
    let colorFlag: FT_Long = 1 << 14  // FT_FACE_FLAG_COLOR
    hasColorBitmaps = record.face_flags & colorFlag != 0 && record.num_fixed_sizes > 0

    if hasColorBitmaps {
      // Emoji fonts carry one large strike; glyphs are loaded there and scaled down.
      FT_Select_Size(face, 0)
      bitmapStrikeSize = Double(record.available_sizes[0].y_ppem) / 64
    } else {
      bitmapStrikeSize = nil
    }

    if let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(
      to: TT_HoriHeader.self)
    {
      ascenderUnits = Double(hhea.pointee.Ascender)
      descenderUnits = Double(hhea.pointee.Descender)
      lineGapUnits = Double(hhea.pointee.Line_Gap)
    } else {
      ascenderUnits = Double(record.ascender)
      descenderUnits = Double(record.descender)
      lineGapUnits = Double(record.height - record.ascender + record.descender)
    }
    underlinePositionUnits = Double(record.underline_position)
    underlineThicknessUnits = Double(record.underline_thickness)

    var capHeight = 0.0
    var xHeight = 0.0
    let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self)
    if let os2, os2.pointee.version >= 2 && os2.pointee.version != 0xFFFF {
      capHeight = Double(os2.pointee.sCapHeight)
      xHeight = Double(os2.pointee.sxHeight)
    }
    // A table FreeType made up for a font without one has version 0xFFFF and no weight.
    if let os2, os2.pointee.version != 0xFFFF, os2.pointee.usWeightClass > 0 {
      weight = FontWeight(Int(os2.pointee.usWeightClass))
    } else {
      weight = .regular
    }
    isItalic = record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
    let fixedWidthFlag: FT_Long = 1 << 2  // FT_FACE_FLAG_FIXED_WIDTH
    isFixedPitch = record.face_flags & fixedWidthFlag != 0
    // Fonts older than OS/2 version 2 have no such fields: measure the letters instead.
    if capHeight == 0 { capHeight = FontFace.glyphTop(face, "H") }
    if xHeight == 0 { xHeight = FontFace.glyphTop(face, "x") }
    capHeightUnits = capHeight
    xHeightUnits = xHeight

    let blob = hb_blob_create_from_file(file)
    let hbFace = hb_face_create(blob, UInt32(index))
    hbFont = hb_font_create(hbFace)
    hb_face_destroy(hbFace)
    hb_blob_destroy(blob)
    // Shaping works in font units; layout scales by size / unitsPerEm, so no hinted advance
    // or FreeType size setting can leak into positions.
    hb_font_set_scale(hbFont, Int32(unitsPerEm), Int32(unitsPerEm))
  }

  deinit {
    // A face can be released on any thread while another face of its FreeType library is in
    // use: FreeType's objects are guarded by the one process-wide lock.
    FontLibrary.withGlobalLock {
      hb_font_destroy(hbFont)
      FT_Done_Face(ftFace)
    }
  }

  /// The face's metrics at `size` pixels per em.
  public func metrics(size: Double) -> FontMetrics {
    let scale = size / Double(unitsPerEm)
    return FontMetrics(
      pointSize: size, ascender: ascenderUnits * scale, descender: descenderUnits * scale,
      leading: lineGapUnits * scale, capHeight: capHeightUnits * scale,
      xHeight: xHeightUnits * scale, underlinePosition: underlinePositionUnits * scale,
      underlineThickness: underlineThicknessUnits * scale)
  }

  /// The OpenType feature tags (such as "smcp" or "onum") the face's GSUB and GPOS tables
  /// offer.
  public var openTypeFeatureTags: Set<String> {
    FontLibrary.withGlobalLock {
      let face = hb_font_get_face(hbFont)
      var tags: Set<String> = []
      // HB_OT_TAG_GSUB and HB_OT_TAG_GPOS, which are macros Swift cannot import.
      for table: UInt32 in [0x4753_5542, 0x4750_4F53] {
        var count: UInt32 = 64
        var offset: UInt32 = 0
        var buffer = [UInt32](repeating: 0, count: 64)
        repeat {
          count = 64
          let total = hb_ot_layout_table_get_feature_tags(face, table, offset, &count, &buffer)
          for tag in buffer.prefix(Int(count)) { tags.insert(FontFace.tagString(tag)) }
          offset += count
          if offset >= total { break }
        } while count > 0
      }
      return tags
    }
  }

  private static func tagString(_ tag: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The face maps `scalar` to a glyph (its cmap has an entry).
  func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    glyphIndex(for: scalar) != nil
  }

  /// The glyph the face's cmap maps `scalar` to; nil when it has none.
  func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
    let index = FT_Get_Char_Index(ftFace, FT_ULong(scalar.value))
    return index == 0 ? nil : UInt32(index)
  }

  public static func == (a: FontFace, b: FontFace) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  private static func glyphTop(_ face: FT_Face, _ letter: Unicode.Scalar) -> Double {
    let glyph = FT_Get_Char_Index(face, FT_ULong(letter.value))
    guard glyph != 0, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0 else { return 0 }
    return Double(face.pointee.glyph.pointee.metrics.horiBearingY)
  }
}
