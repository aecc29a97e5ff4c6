import ArgumentParser

/// The `offscreen` command: renders with Offscreen from the command line.
@main
struct Offscreen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "offscreen",
    abstract: "Renders UIKit-style drawing on Linux, with no screen, to PNG.",
    // The release this source is; bumped with each tagged release (README, "Mockups from the
    // command line").
    version: "0.1.0",
    subcommands: [
      DemoCommand.self, RenderCommand.self, LayoutCommand.self, WatchCommand.self,
      SchemaCommand.self, DiffCommand.self, ReportCommand.self, ApproveCommand.self,
    ])

  /// Runs the command the arguments name, with the fonts opening meanwhile for a render.
  static func main() {
    if FontWarmUp.isWanted(by: CommandLine.arguments) { FontWarmUp.start() }
    main(nil)
  }
}
