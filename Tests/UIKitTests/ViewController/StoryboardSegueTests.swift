import Foundation
import Testing
import UIKit

/// Segues made in code: a segue keeps its identifier and controllers, `perform()` calls the
/// perform handler, and a controller's segue hooks answer as UIKit's defaults do.
@MainActor @Suite struct StoryboardSegueTests {
  @Test func aSegueKeepsItsIdentifierAndControllers() {
    let source = UIViewController()
    let destination = UIViewController()
    let segue = UIStoryboardSegue(identifier: "details", source: source, destination: destination)
    #expect(segue.identifier == "details")
    #expect(segue.source === source && segue.destination === destination)
  }

  @Test func performCallsThePerformHandler() {
    var performed = 0
    let segue = UIStoryboardSegue(
      identifier: nil, source: UIViewController(), destination: UIViewController()
    ) { performed += 1 }
    segue.perform()
    #expect(performed == 1)
  }

  /// A subclass's type makes a segue through the designated initialiser, as code that keeps a
  /// segue class does, and its `perform()` override runs.
  @Test func aSegueSubclassIsMadeFromItsType() {
    final class Push: UIStoryboardSegue {
      override func perform() { source.show(destination, sender: nil) }
    }
    let kind: UIStoryboardSegue.Type = Push.self
    let navigation = UINavigationController(rootViewController: UIViewController())
    let destination = UIViewController()
    let segue = kind.init(
      identifier: "push", source: navigation.topViewController!, destination: destination)
    segue.perform()
    #expect(navigation.topViewController === destination)
  }

  @Test func aControllerPreparesForNothingAndPerformsEverySegueByDefault() {
    let controller = UIViewController()
    #expect(controller.shouldPerformSegue(withIdentifier: "any", sender: nil))
    controller.prepare(
      for: UIStoryboardSegue(identifier: nil, source: controller, destination: controller),
      sender: nil)
    #expect(controller.storyboard == nil)
  }

  /// No storyboard is read on Linux: asking for one, or for a segue from one, raises
  /// `NSInvalidArgumentException`, as iOS does for a storyboard or segue it lacks.
  @Test func aStoryboardOrItsSegueRaises() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = UIStoryboard(name: "Main", bundle: nil) }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run { UIViewController().performSegue(withIdentifier: "next", sender: nil) }
    }
  }
}
