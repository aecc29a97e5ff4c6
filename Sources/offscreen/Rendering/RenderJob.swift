import Foundation
import Mockup
import PNGCodec

/// One PNG to make: a mockup file, the variables and canvas overrides to render it with, and
/// where to write it.
struct RenderJob: Equatable {
  var file: String
  var variables: [String: String]
  var overrides = CanvasOverrides()
  var output: String

  /// Renders in this process and writes the PNG (atomically: the old file stays until the new
  /// one is complete). Returns the image's size in pixels.
  @MainActor
  func run() throws -> (width: Int, height: Int) {
    let mockup = try Mockup.load(path: file, variables: variables, overrides: overrides)
    let renderer = try MockupRenderer(mockup)
    let pixmap = renderer.render()
    renderer.close()
    do {
      try writePNG(pixmap, to: output, pixelsPerPoint: Double(mockup.canvas.scale))
    } catch {
      throw MockupError(.io, "cannot write \(output): \(error)")
    }
    // The last screen's views go with the process, not one by one: tearing down a tree of
    // views, layers and constraints cost more than encoding the PNG. The one before goes now.
    Self.lastRenderer = renderer
    return (pixmap.width, pixmap.height)
  }

  @MainActor private static var lastRenderer: MockupRenderer?

  /// The arguments that make a child `offscreen render` do this job.
  var childArguments: [String] {
    ["render", file, "-o", output]
      + variables.sorted { $0.key < $1.key }.flatMap { ["--set", "\($0.key)=\($0.value)"] }
      + (overrides.device.map { ["--device", $0] } ?? [])
      + (overrides.appearance.map { ["--appearance", $0] } ?? [])
  }

  /// The jobs for `files` × `records`, with outputs named by `output`: the PNG itself for one
  /// job, else a folder holding `NAME.png` (`NAME-N.png` for the Nth record).
  static func plan(
    files: [String], records: [[String: String]], overrides: CanvasOverrides = CanvasOverrides(),
    output: String?
  ) throws -> [RenderJob] {
    let many = files.count * records.count > 1
    if !many {
      let file = files[0]
      return [
        RenderJob(
          file: file, variables: records[0], overrides: overrides,
          output: output ?? stem(file) + ".png")
      ]
    }
    if let output, output.lowercased().hasSuffix(".png") {
      throw MockupError(
        .io, "-o \(output) names one PNG, but there are several to write: give a folder")
    }
    let folder = output ?? "."
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw MockupError(.io, "cannot create folder \(folder): \(error.localizedDescription)")
    }
    var jobs: [RenderJob] = []
    for file in files {
      for (index, record) in records.enumerated() {
        let name = stem(file) + (records.count > 1 ? "-\(index + 1)" : "") + ".png"
        jobs.append(
          RenderJob(
            file: file, variables: record, overrides: overrides,
            output: (folder as NSString).appendingPathComponent(name)))
      }
    }
    let outputs = jobs.map(\.output)
    if let clash = outputs.first(where: { name in outputs.filter { $0 == name }.count > 1 }) {
      throw MockupError(.io, "two mockups would both write \(clash): rename one")
    }
    return jobs
  }

  /// The file's name without folder or extension.
  static func stem(_ file: String) -> String {
    ((file as NSString).lastPathComponent as NSString).deletingPathExtension
  }
}
