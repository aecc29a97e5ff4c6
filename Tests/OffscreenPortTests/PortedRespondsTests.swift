import Testing
import UIKit

/// `responds(to:)` about optional protocol requirements answers as Objective-C does for the
/// classes the port writes: whether the class or a superclass declares the method.
@MainActor
@Suite struct PortedRespondsTests {
  // The port's translation of
  //   final class Rows: NSObject, UITableViewDataSource {
  //     func tableView(_:numberOfRowsInSection:) …; func tableView(_:cellForRowAt:) …
  //   }
  //   class Sectioned: Rows { func numberOfSections(in tableView: UITableView) -> Int { 2 } }
  class Rows: NSObject, UITableViewDataSource, OptionalMethods {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell()
    }
    nonisolated class var optionalMethods: Set<String> {
      ["tableView:cellForRowAt:", "tableView:numberOfRowsInSection:"]
    }
  }

  final class Sectioned: Rows {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    nonisolated override class var optionalMethods: Set<String> {
      super.optionalMethods.union(["numberOfSectionsIn:"])
    }
  }

  /// A data source the port did not write (its class has no list).
  final class Unported: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell()
    }
  }

  // `#selector(UITableViewDataSource.numberOfSections(in:))` and
  // `#selector(UITableViewDataSource.tableView(_:numberOfRowsInSection:))`, as the port writes them.
  let sections = Selector(
    optionalRequirement: UITableViewDataSource.numberOfSections(in:), name: "numberOfSectionsIn:")
  let rows = Selector(
    optionalRequirement: UITableViewDataSource.tableView(_:numberOfRowsInSection:),
    name: "tableView:numberOfRowsInSection:")

  @Test func aClassAnswersForTheMethodsItDeclares() {
    let source: UITableViewDataSource = Rows()
    #expect(!source.responds(to: sections))
    #expect(source.responds(to: rows))
  }

  @Test func aSubclassAnswersForItsOwnMethodsAndItsSuperclasses() {
    let source: UITableViewDataSource = Sectioned()
    #expect(source.responds(to: sections))
    #expect(source.responds(to: rows))
  }

  @Test func anotherObjectAnswersWhetherItConformsToTheProtocol() {
    #expect(Unported().responds(to: sections))
    #expect(!NSObject().responds(to: sections))
    #expect(sections == Selector("numberOfSectionsIn:"))
  }
}
