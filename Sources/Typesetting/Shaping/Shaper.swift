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
    // `kern` and the system font's tracking go after each character.
    let spacing = text.attributes[attributeIndex].kern + font.tracking
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(Int(count))
    for g in 0..<Int(count) {
      // After each character: on the last glyph of each cluster.
      let endsCluster = g == Int(count) - 1 || infos[g + 1].cluster != infos[g].cluster
      glyphs.append(
        ShapedGlyph(
          glyph: infos[g].codepoint, cluster: Int(infos[g].cluster),
          advance: Double(positions[g].x_advance) * scale + (endsCluster ? spacing : 0),
          xOffset: Double(positions[g].x_offset) * scale,
          yOffset: Double(positions[g].y_offset) * scale))
    }
    return ShapedRun(font: font, attributeIndex: attributeIndex, range: item.range, glyphs: glyphs)
  }
}
