import ArgumentParser
import Foundation
import Mockup
import UIKit

/// `offscreen layout FILE [--json] [--trace]`: where every view of a mockup ends up.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Prints the frame of every view of a mockup after layout.",
    discussion: "Exit statuses are those of `offscreen render`.")

  @Argument(help: "The mockup file.")
  var file: String

  @Flag(help: "Prints JSON: each view's path, id, class, depth, frame and frame in the window.")
  var json = false

  @Flag(
    help: ArgumentHelp(
      "Prints the update cycle's calls in order (updateConstraints, layoutSubviews, draw) "
        + "before the frames."))
  var trace = false

  @OptionGroup var input: MockupInputOptions

  func run() throws {
    do {
      let variables = try input.variables()
      try MainActor.assumeIsolated {
        let renderer = try MockupRenderer(
          Mockup.load(path: file, variables: variables, overrides: input.overrides))
        defer { renderer.close() }
        if trace {
          let names = Dictionary(
            renderer.views.entries.map { (ObjectIdentifier($0.view), $0.id ?? $0.path) },
            uniquingKeysWith: { first, _ in first })
          UpdateCycleTrace.observer = { call, view in
            let name = names[ObjectIdentifier(view)].map { " \($0)" } ?? ""
            print("\(call) \(type(of: view))\(name)")
          }
          defer { UpdateCycleTrace.observer = nil }
          _ = renderer.render()
        } else {
          renderer.layOut()
        }
        let dump = LayoutDump(renderer.views, scale: renderer.mockup.canvas.scale)
        print(json ? dump.json : dump.text)
      }
    } catch {
      throw ExitStatus.ending(error)
    }
  }
}
