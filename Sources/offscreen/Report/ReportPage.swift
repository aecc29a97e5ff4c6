import Foundation
import ImageComparison

/// The report's HTML: self-contained (inline style and script), images linked relative to the
/// page so the folder can be archived as a CI artifact and opened anywhere.
struct ReportPage {
  /// What a failure's Accept control does.
  enum Acceptance {
    /// Copies the `offscreen approve` command that accepts it (a page opened from disk).
    case command
    /// Accepts it through the server that serves the page (`offscreen report --serve`).
    case served
  }

  let failures: [ReportedFailure]
  let pageFolder: URL
  var acceptance = Acceptance.command

  var html: String {
    let body =
      failures.isEmpty
      ? "<p class=\"none\">No failed snapshots.</p>"
      : contents + "\n"
        + failures.enumerated().map { section(for: $1, index: $0) }.joined(separator: "\n")
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
      img { display: block; image-rendering: pixelated; max-width: 30vw; max-height: 70vh; }
      /* A checkerboard behind the images and a frame round them: transparent pixels show. */
      .images img { border: 1px solid #ccc;
        background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
      .wipe { position: relative; display: inline-block; margin-top: 8px; }
      .wipe img { max-width: 60vw; }
      .wipe .over { position: absolute; left: 0; top: 0; }
      .wipe input { display: block; width: 100%; }
      .contents li span { color: #666; }
      .accept { margin: 0 0 8px; }
      .accept code { font-size: 12px; }
      section.accepted { opacity: 0.5; }
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
      for (const button of document.querySelectorAll('.accept button')) {
        const status = button.parentElement.querySelector('.status');
        button.addEventListener('click', async () => {
          if (button.dataset.command) {
            try {
              await navigator.clipboard.writeText(button.dataset.command);
              status.textContent = 'copied: run it where the references are checked out';
            } catch (error) {
              status.textContent = 'copy the command above';
            }
            return;
          }
          button.disabled = true;
          const response = await fetch('approve?folder=' + encodeURIComponent(button.dataset.folder),
            { method: 'POST' });
          const text = await response.text();
          status.textContent = response.ok ? 'accepted: ' + text : 'not accepted: ' + text;
          if (response.ok) { button.closest('section').classList.add('accepted'); }
          else { button.disabled = false; }
        });
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
      \(acceptControl(for: failure))
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

  /// A list of the failures, linked to their sections, each with its summary.
  private var contents: String {
    let items = failures.enumerated().map { index, failure in
      let name = escaped(failure.record.test ?? failure.folder.lastPathComponent)
      return "<li><a href=\"#failure-\(index)\">\(name)</a> "
        + "<span>\(escaped(failure.record.summary))</span></li>"
    }
    return "<nav class=\"contents\"><ol>\n\(items.joined(separator: "\n"))\n</ol></nav>"
  }

  /// The failure's Accept control: a button that accepts it through the server, or one that
  /// copies the command that does (by test name, which holds on any machine with the tests).
  private func acceptControl(for failure: ReportedFailure) -> String {
    switch acceptance {
    case .served:
      let folder = relativePath(of: failure.folder)
      return "<p class=\"accept\"><button data-folder=\"\(escaped(folder))\">Accept</button> "
        + "<span class=\"status\"></span></p>"
    case .command:
      let name = failure.record.test ?? failure.folder.path
      let command = "offscreen approve '\(name.replacingOccurrences(of: "'", with: "'\\''"))'"
      return "<p class=\"accept\"><code>\(escaped(command))</code> "
        + "<button data-command=\"\(escaped(command))\">Copy</button> "
        + "<span class=\"status\"></span></p>"
    }
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
    let path = relativePath(of: failure.folder.appendingPathComponent(file))
    return escaped(
      path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
  }

  /// `url`'s path relative to the page's folder.
  private func relativePath(of url: URL) -> String {
    let target = url.standardizedFileURL.pathComponents
    let base = pageFolder.standardizedFileURL.pathComponents
    var shared = 0
    while shared < min(target.count, base.count) && target[shared] == base[shared] { shared += 1 }
    return (Array(repeating: "..", count: base.count - shared) + target[shared...])
      .joined(separator: "/")
  }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
