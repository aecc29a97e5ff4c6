// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CHarfBuzz

/// A stretch of text that shapes as one HarfBuzz buffer.
struct TextItem {
  var range: Range<Int>
  var script: hb_script_t
}

/// Splits text into items of one face, attribute run and script.
///
/// Common and inherited characters (spaces, punctuation, combining marks) take the script of
/// the text before them, or after them at the start, so "Auto Layout 将" splits only where the
/// script really changes.
enum Itemizer {
  static func items(_ buffer: TextBuffer, in range: Range<Int>) -> [TextItem] {
    guard !range.isEmpty else { return [] }
    let scripts = resolvedScripts(buffer, in: range)
    var items: [TextItem] = []
    var start = range.lowerBound
    for i in range.dropFirst() {
      let k = i - range.lowerBound
      if buffer.faces[i] !== buffer.faces[i - 1]
        || buffer.attributeIndex[i] != buffer.attributeIndex[i - 1]
        || scripts[k] != scripts[k - 1]
      {
        items.append(TextItem(range: start..<i, script: scripts[start - range.lowerBound]))
        start = i
      }
    }
    items.append(
      TextItem(range: start..<range.upperBound, script: scripts[start - range.lowerBound]))
    return items
  }

  private static func resolvedScripts(_ buffer: TextBuffer, in range: Range<Int>) -> [hb_script_t] {
    let funcs = hb_unicode_funcs_get_default()
    var scripts = range.map { hb_unicode_script(funcs, buffer.scalars[$0]) }
    let neutral: Set<UInt32> = [
      HB_SCRIPT_COMMON.rawValue, HB_SCRIPT_INHERITED.rawValue, HB_SCRIPT_UNKNOWN.rawValue,
    ]
    var last: hb_script_t?
    for k in scripts.indices {
      if neutral.contains(scripts[k].rawValue) {
        if let last { scripts[k] = last }
      } else {
        last = scripts[k]
      }
    }
    // Leading neutral characters take the first real script (or stay common).
    if let firstReal = scripts.first(where: { !neutral.contains($0.rawValue) }) {
      for k in scripts.indices {
        guard neutral.contains(scripts[k].rawValue) else { break }
        scripts[k] = firstReal
      }
    }
    return scripts
  }
}
