// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CHarfBuzz

/// Shapes items with HarfBuzz: kerning, ligatures, mark positioning and Hangul jamo
/// composition come from the font's GSUB and GPOS tables.
///
/// One shaper holds one reusable HarfBuzz buffer; use it under the font library's lock.
final class Shaper {
  private let buffer: OpaquePointer

  init() {
    buffer = hb_buffer_create()
  }

  deinit {
    hb_buffer_destroy(buffer)
  }

  /// Shapes `item` of `text` with the whole text as context (so joining and contextual forms
  /// see their neighbours).
  func shape(_ text: TextBuffer, item: TextItem) -> ShapedRun {
    let first = item.range.lowerBound
    let font = text.font(at: first)
    let attributeIndex = text.attributeIndex[first]
    hb_buffer_clear_contents(buffer)
    text.scalars.withUnsafeBufferPointer { scalars in
      hb_buffer_add_utf32(
        buffer, scalars.baseAddress, Int32(scalars.count), UInt32(first),
        Int32(item.range.count))
    }
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, item.script)
    hb_buffer_guess_segment_properties(buffer)
    let features = font.features.map { feature in
      var parsed = hb_feature_t()
      _ = hb_feature_from_string(feature.tag, -1, &parsed)
      parsed.value = feature.value
      return parsed
    }
    hb_shape(font.face.hbFont, buffer, features, UInt32(features.count))

    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else {
      return ShapedRun(font: font, attributeIndex: attributeIndex, range: item.range, glyphs: [])
    }
    let scale = font.scale
    let advances = font.sfProTextAdvances
    // `kern` and the system font's tracking go after each character.
    let spacing = text.attributes[attributeIndex].kern + font.tracking
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(Int(count))
    // How far a widened cluster's marks move back, to stay over their base glyph.
    var markShift = 0.0
    for g in 0..<Int(count) {
      let cluster = Int(infos[g].cluster)
      // After each character: on the last glyph of each cluster.
      let endsCluster = g == Int(count) - 1 || infos[g + 1].cluster != infos[g].cluster
      var glyph = ShapedGlyph(
        glyph: infos[g].codepoint, cluster: cluster,
        advance: Double(positions[g].x_advance) * scale + (endsCluster ? spacing : 0),
        xOffset: Double(positions[g].x_offset) * scale,
        yOffset: Double(positions[g].y_offset) * scale)
      if g > 0 && infos[g - 1].cluster == infos[g].cluster {
        glyph.xOffset += markShift
      } else if let advances {
        // The first glyph of a cluster: one character, or one followed by combining marks (a
        // ligature of two characters keeps its own advance).
        markShift = 0
        var end = g + 1
        while end < Int(count) && infos[end].cluster == infos[g].cluster { end += 1 }
        let next = end < Int(count) ? Int(infos[end].cluster) : item.range.upperBound
        let marksOnly = (cluster + 1..<max(next, cluster + 1)).allSatisfy {
          Self.isMark(text.scalar($0))
        }
        if marksOnly {
          markShift = -widen(&glyph, to: advances, scalar: text.scalar(cluster), font: font) / 2
        }
      }
      glyphs.append(glyph)
    }
    return ShapedRun(font: font, attributeIndex: attributeIndex, range: item.range, glyphs: glyphs)
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// Gives `glyph` SF Pro Text's advance for `scalar` in place of its face's own, keeping the
  /// face's kerning (what HarfBuzz added to the nominal advance) and centring the glyph in the
  /// new advance. Tabular figures keep the face's: Inter's are SF Pro's to 0.001 em.
  /// - Returns: how much wider the glyph became, in points (0 when it kept its advance).
  private func widen(
    _ glyph: inout ShapedGlyph, to advances: SFProTextAdvances, scalar: Unicode.Scalar,
    font: Font
  ) -> Double {
    guard let em = advances.advance(of: scalar),
      !(font.features.contains(.tabularFigures) && scalar.properties.numericType == .decimal)
    else { return 0 }
    let nominal = Double(hb_font_get_glyph_h_advance(font.face.hbFont, glyph.glyph)) * font.scale
    let change = em * font.size - nominal
    glyph.advance += change
    glyph.xOffset += change / 2
    return change
  }
}
