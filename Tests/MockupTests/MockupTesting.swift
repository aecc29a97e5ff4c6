import Foundation
import Testing
import UIKit

@testable import Mockup

/// Helpers the mockup tests share.
@MainActor
enum MockupTesting {
  /// Parses `text` and builds its views in a window, laid out.
  static func layOut(_ text: String, variables: [String: String] = [:]) throws
    -> MockupRenderer
  {
    let renderer = try MockupRenderer(Mockup.parse(text, file: "test.yaml", variables: variables))
    renderer.layOut()
    return renderer
  }

  /// The error parsing and building `text` throws; fails the test if none.
  static func error(
    _ text: String, variables: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> MockupError? {
    do {
      let renderer = try MockupRenderer(
        Mockup.parse(text, file: "test.yaml", variables: variables))
      renderer.close()
      Issue.record("expected an error", sourceLocation: sourceLocation)
      return nil
    } catch let error as MockupError {
      return error
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
      return nil
    }
  }
}
