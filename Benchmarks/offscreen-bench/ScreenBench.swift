import ArgumentParser
import CoreGraphics
import Foundation
import PNGCodec
import UIKit

/// A 100-view screen laid out with Auto Layout and rendered, then one label changed and the
/// screen rendered again: the second frame redraws only the changed label's backing store.
struct ScreenBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "screen",
    abstract: "Lays out and renders a 100-view screen, then re-renders after one label changes.")

  @OptionGroup var options: RunOptions

  @Option(help: "Writes the last rendering to this PNG file.")
  var output: String?

  func run() throws {
    try MainActor.assumeIsolated {
      var last: CGImage?
      let first = measure(runs: options.runs) {
        let screen = BenchScreen()
        last = screen.render()
        screen.window.isHidden = true
      }
      let screen = BenchScreen()
      _ = screen.render()
      var counter = 0
      let update = measure(runs: options.runs) {
        counter += 1
        screen.changeOneLabel(to: "Updated \(counter)")
        last = screen.render()
      }
      if let output, let last {
        try writePNG(last.pixmap, to: output)
      }
      let firstMedian = first["median_ms"] as? Double ?? 0
      let updateMedian = update["median_ms"] as? Double ?? 0
      try printResult([
        "views": screen.viewCount, "first_frame_median_ms": firstMedian,
        "first_frame_cold_ms": first["first_ms"] ?? 0, "update_frame_median_ms": updateMedian,
        "update_fraction": firstMedian > 0 ? updateMedian / firstMedian : 0,
        "runs": options.runs,
      ])
    }
  }
}

/// Twenty list rows of five views each (row, icon, title, detail, separator) in a stack.
@MainActor
private final class BenchScreen {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  private var details: [UILabel] = []

  init() {
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let stack = UIStackView()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.view.backgroundColor = .systemGroupedBackground
    root.view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
    ])
    for index in 0..<20 { stack.addArrangedSubview(row(index)) }
  }

  var viewCount: Int { count(window) }

  private func count(_ view: UIView) -> Int { 1 + view.subviews.map(count).reduce(0, +) }

  private func row(_ index: Int) -> UIView {
    let row = UIView()
    row.backgroundColor = .secondarySystemGroupedBackground
    let icon = UIView()
    icon.backgroundColor =
      [UIColor.systemBlue, .systemGreen, .systemOrange, .systemPink][index % 4]
    icon.layer.cornerRadius = 7
    let title = UILabel()
    title.text = "Row number \(index + 1)"
    let detail = UILabel()
    detail.text = "Detail \(index)"
    detail.textColor = .secondaryLabel
    details.append(detail)
    let separator = UIView()
    separator.backgroundColor = .separator
    for view in [icon, title, detail, separator] {
      view.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(view)
    }
    NSLayoutConstraint.activate([
      row.heightAnchor.constraint(equalToConstant: 40),
      icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
      icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      icon.widthAnchor.constraint(equalToConstant: 29),
      icon.heightAnchor.constraint(equalToConstant: 29),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 15),
      title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      detail.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
      detail.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      separator.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      separator.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      separator.bottomAnchor.constraint(equalTo: row.bottomAnchor),
      separator.heightAnchor.constraint(equalToConstant: 0.5),
    ])
    return row
  }

  func changeOneLabel(to text: String) { details[10].text = text }

  func render() -> CGImage? { window.renderedImage().cgImage }
}
