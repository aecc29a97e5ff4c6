// swift-format-ignore-file
import UIKit

protocol FeedSource: NSObjectProtocol, AnyObject {
  func numberOfItems(in feed: FeedView) -> Int
  func title(for feed: FeedView) -> String
}

// Offscreen port: default implementations of the optional requirements.
extension FeedSource {
  func numberOfItems(in feed: FeedView) -> Int { OptionalRequirement.unimplemented() }
}

/// Asks its sources which optional methods they implement, as EmptyDataSet-Swift does.
final class FeedView: UIView {
  weak var source: FeedSource?
  weak var rows: UITableViewDataSource?

  var itemCount: Int {
    guard let source else { return 0 }
    if source.responds(to: Selector(optionalRequirement: FeedSource.numberOfItems(in:), name: "numberOfItemsIn:")) {
      return source.numberOfItems(in: self)
    }
    return 1
  }

  func sectionCount(in tableView: UITableView) -> Int {
    guard let rows, rows.responds(to: Selector(optionalRequirement: UITableViewDataSource.numberOfSections(in:), name: "numberOfSectionsIn:")) else { return 1 }
    return rows.numberOfSections(in: tableView)
  }
}

class PlainSource: NSObject, FeedSource, OptionalMethods {
  func title(for feed: FeedView) -> String { "plain" }
  // Offscreen port: overridden by a subclass; the protocol's default otherwise.
  func numberOfItems(in feed: FeedView) -> Int { OptionalRequirement.unimplemented() }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated class var optionalMethods: Set<String> { [] }
}

/// Implements what its superclass does not: Objective-C finds it through the subclass.
class CountingSource: PlainSource {
  override func numberOfItems(in feed: FeedView) -> Int { 3 }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated override class var optionalMethods: Set<String> { super.optionalMethods.union(["numberOfItemsIn:"]) }
}

final class Rows: NSObject, UITableViewDataSource, OptionalMethods {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated class var optionalMethods: Set<String> { ["tableView:cellForRowAt:", "tableView:numberOfRowsInSection:"] }
}

/// A plain class: nobody asks it, and it lists nothing.
final class Formatter: NSObject {
  func format(_ value: Int) -> String { "\(value)" }
}

/// Local classes of one name with different superclasses, as a test declares them: each
/// takes its place from its own declaration.
func localSources() -> [FeedSource] {
  class Local: PlainSource {}
  return [Local()]
}

func otherLocalSources() -> [FeedSource] {
  class Local: NSObject, FeedSource, OptionalMethods {
    func title(for feed: FeedView) -> String { "local" }
    // Offscreen port: the optional requirements it implements, for responds(to:).
    nonisolated class var optionalMethods: Set<String> { [] }
  }
  return [Local()]
}

/// A generic data source, and a subclass naming it with generic arguments, as Eureka's picker
/// cells do: the subclass adds to its superclass's list.
class Picker<T>: NSObject, UIPickerViewDataSource, OptionalMethods {
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 0 }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated class var optionalMethods: Set<String> { ["numberOfComponentsIn:", "pickerView:numberOfRowsInComponent:"] }
}

final class PairPicker<A, B>: Picker<(A, B)> {
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated override class var optionalMethods: Set<String> { super.optionalMethods.union(["pickerView:titleForRow:forComponent:"]) }
}
