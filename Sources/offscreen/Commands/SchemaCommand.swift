import ArgumentParser
import Mockup

/// `offscreen schema`: the JSON Schema of the mockup format, from the class registry.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Prints the JSON Schema of mockup files, for editors to complete and check them.")

  func run() throws {
    print(MainActor.assumeIsolated { MockupSchema.json(for: .standard) })
  }
}
