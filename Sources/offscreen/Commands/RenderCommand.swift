import ArgumentParser
import Foundation
import Mockup
import Typesetting

/// `offscreen render FILE… [-o OUT]`: mockups to PNG.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Renders mockup files (YAML or JSON) to PNG.",
    discussion: """
      One mockup: -o names the PNG (default: the mockup's name with .png). Several mockups or \
      data records: -o names a folder. With --jobs N, N render at once in child processes. \
      With --shard I/N, only the I-th of N equal parts of the batch is rendered.
      Exit status: 0 rendered; 2 syntax error; 3 unknown class, property, value, id or \
      variable; 4 value of the wrong type or range; 5 image that cannot be read; 6 input or \
      output file that cannot be read or written; 64 bad command line.
      """)

  @Argument(help: "The mockup files.")
  var files: [String]

  @Option(name: .shortAndLong, help: "The PNG for one mockup, or a folder for several.")
  var output: String?

  @OptionGroup var input: MockupInputOptions

  // One process renders a batch fastest on a busy 2-core machine (it starts once: fonts,
  // libraries); child processes pay off on idle machines with more cores (Benchmarks/RESULTS.md).
  @Option(
    help:
      "How many mockups to render at once, each in a child process (default 1: in this process).")
  var jobs: Int = 1

  @Option(
    help: ArgumentHelp(
      "Renders only the I-th of N equal parts of the batch (N machines share it).",
      valueName: "I/N"))
  var shard: Shard?

  // Text drawn with SF Pro differs from text drawn with Inter: say which one this machine has.
  @Flag(help: "Says on standard error which face draws the system font (SF Pro or Inter).")
  var verbose = false

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("give at least one mockup file") }
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
  }

  func run() throws {
    do {
      let whole = try RenderJob.plan(
        files: files, records: input.records(), overrides: input.overrides, output: output)
      let plan = shard?.select(whole) ?? whole
      guard !plan.isEmpty else {
        print("shard \(shard.map { "\($0.index)/\($0.count)" } ?? "") has no mockups to render")
        return
      }
      if verbose {
        FileHandle.standardError.write(
          Data("offscreen: system font: \(FontLibrary.shared.systemFontSummary)\n".utf8))
      }
      // Child processes open their own fonts; this one needs them only if it renders.
      if plan.count == 1 || jobs == 1 { FontWarmUp.start() }
      // Every mockup is read with its variables first, so a bad file or data record stops a
      // batch before it writes any PNG (errors found while building the views still come late).
      if plan.count > 1 {
        for job in plan {
          _ = try MainActor.assumeIsolated {
            try Mockup.load(path: job.file, variables: job.variables, overrides: job.overrides)
          }
        }
      }
      var progress = ProgressReporter(total: plan.count)
      if plan.count > 1 && jobs > 1 {
        let status = try ParallelRenderer(jobs: plan, concurrency: jobs).run { index, status in
          progress.finished(
            status == 0 ? "wrote \(plan[index].output)" : "failed \(plan[index].file)")
        }
        if status != 0 { throw ExitCode(status) }
        return
      }
      for job in plan {
        let size = try MainActor.assumeIsolated { try job.run() }
        progress.finished("wrote \(job.output) (\(size.width)×\(size.height))")
      }
    } catch {
      throw ExitStatus.ending(error)
    }
  }
}
