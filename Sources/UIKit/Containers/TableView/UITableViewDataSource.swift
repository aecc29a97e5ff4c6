import Foundation

/// What a table view asks for its content: the number of sections and rows, a cell for each
/// row, and the section titles.
///
/// Divergence: Swift on Linux has no optional protocol requirements; the optional ones have
/// defaults that answer as UIKit does when they are not implemented.
@preconcurrency @MainActor
public protocol UITableViewDataSource: SelectorResponding {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually from
  /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections: 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of the header of `section`: none by default.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of the footer of `section`: none by default.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be edited: true by default (stored only; there is no editing).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row can be moved: false by default.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The section index titles: none by default (no index is drawn).
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
