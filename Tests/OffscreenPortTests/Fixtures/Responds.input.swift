// swift-format-ignore-file
import UIKit

@objc protocol FeedSource: NSObjectProtocol {
  @objc optional func numberOfItems(in feed: FeedView) -> Int
  func title(for feed: FeedView) -> String
}

/// Asks its sources which optional methods they implement, as EmptyDataSet-Swift does.
final class FeedView: UIView {
  weak var source: FeedSource?
  weak var rows: UITableViewDataSource?

  var itemCount: Int {
    guard let source else { return 0 }
    if source.responds(to: #selector(FeedSource.numberOfItems(in:))) {
      return source.numberOfItems!(in: self)
    }
    return 1
  }

  func sectionCount(in tableView: UITableView) -> Int {
    guard let rows, rows.responds(to: #selector(UITableViewDataSource.numberOfSections(in:))) else { return 1 }
    return rows.numberOfSections!(in: tableView)
  }
}

class PlainSource: NSObject, FeedSource {
  func title(for feed: FeedView) -> String { "plain" }
}

/// Implements what its superclass does not: Objective-C finds it through the subclass.
class CountingSource: PlainSource {
  func numberOfItems(in feed: FeedView) -> Int { 3 }
}

final class Rows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
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
  class Local: NSObject, FeedSource {
    func title(for feed: FeedView) -> String { "local" }
  }
  return [Local()]
}

/// A generic data source, and a subclass naming it with generic arguments, as Eureka's picker
/// cells do: the subclass adds to its superclass's list.
class Picker<T>: NSObject, UIPickerViewDataSource {
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 0 }
}

final class PairPicker<A, B>: Picker<(A, B)> {
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
}
