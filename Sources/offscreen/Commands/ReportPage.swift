import Foundation
import ImageComparison

/// The report's HTML: self-contained (inline style and script), images linked relative to the
/// page so the folder can be archived as a CI artifact and opened anywhere.
struct ReportPage {
  let failures: [ReportedFailure]
  let pageFolder: URL

  var html: String {
    let body =
      failures.isEmpty
      ? "<p class=\"none\">No failed snapshots.</p>"
      : failures.enumerated().map { section(for: $1, index: $0) }.joined(separator: "\n")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Snapshot failures (\(failures.count))</title>
      <style>
      body { font: 14px/1.4 sans-serif; margin: 16px; background: #fff; color: #222; }
      section { border-top: 1px solid #ccc; padding: 12px 0; }
      h2 { font-size: 16px; margin: 0 0 4px; }
      .numbers { margin: 0 0 8px; color: #444; }
      .origin { margin: 0 0 4px; color: #444; }
      .images { display: flex; gap: 16px; align-items: flex-start; }
      figure { margin: 0; }
      figcaption { font-size: 12px; color: #666; }
      img { display: block; image-rendering: pixelated; max-width: 30vw; }
      .wipe { position: relative; display: inline-block; margin-top: 8px; }
      .wipe img { max-width: 60vw; }
      .wipe .over { position: absolute; left: 0; top: 0; }
      .wipe input { display: block; width: 100%; }
      </style>
      </head>
      <body>
      <h1>Snapshot failures (\(failures.count))</h1>
      \(body)
      <script>
      for (const wipe of document.querySelectorAll('.wipe')) {
        const over = wipe.querySelector('.over');
        const slider = wipe.querySelector('input');
        const apply = () => { over.style.clipPath = `inset(0 ${100 - slider.value}% 0 0)`; };
        slider.addEventListener('input', apply);
        apply();
      }
      </script>
      </body>
      </html>

      """
  }

  /// One failure: name, numbers, the three images, and the wipe (reference over actual,
  /// revealed from the left up to the slider).
  private func section(for failure: ReportedFailure, index: Int) -> String {
    let record = failure.record
    let name = escaped(record.test ?? failure.folder.lastPathComponent)
    let reference = link(failure, FailureRecord.referenceFile)
    let actual = link(failure, FailureRecord.actualFile)
    let difference = link(failure, FailureRecord.differenceFile)
    return """
      <section id="failure-\(index)">
      <h2>\(name)</h2>\(origin(of: record))
      <p class="numbers">\(escaped(record.summary))<br>\
      precision \(record.precision), perceptual precision \(record.perceptualPrecision); \
      reference \(record.referenceWidth)×\(record.referenceHeight), \
      actual \(record.actualWidth)×\(record.actualHeight)</p>
      <div class="images">
      <figure><img class="reference" src="\(reference)" alt="reference">\
      <figcaption>reference</figcaption></figure>
      <figure><img class="actual" src="\(actual)" alt="actual">\
      <figcaption>actual</figcaption></figure>
      <figure><img class="difference" src="\(difference)" alt="difference">\
      <figcaption>difference</figcaption></figure>
      </div>
      <div class="wipe">
      <img class="under" src="\(actual)" alt="actual"><img class="over" src="\(reference)" \
      alt="reference">
      <input type="range" min="0" max="100" value="50" aria-label="wipe reference / actual">
      </div>
      </section>
      """
  }

  /// Where the test is and which reference failed, as the record has them (records from
  /// before Offscreen kept them have none).
  private func origin(of record: FailureRecord) -> String {
    var parts: [String] = []
    if let file = record.file {
      parts.append("<code>\(escaped(file))\(record.line.map { ":\($0)" } ?? "")</code>")
    }
    if let reference = record.reference {
      parts.append("reference <code>\(escaped(reference))</code>")
    }
    return parts.isEmpty ? "" : "\n<p class=\"origin\">\(parts.joined(separator: " · "))</p>"
  }

  /// The image's path relative to the page, percent-encoded for an attribute.
  private func link(_ failure: ReportedFailure, _ file: String) -> String {
    let target = failure.folder.appendingPathComponent(file).standardizedFileURL.pathComponents
    let base = pageFolder.standardizedFileURL.pathComponents
    var shared = 0
    while shared < min(target.count, base.count) && target[shared] == base[shared] { shared += 1 }
    let path =
      (Array(repeating: "..", count: base.count - shared) + target[shared...])
      .joined(separator: "/")
    return escaped(
      path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
  }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
