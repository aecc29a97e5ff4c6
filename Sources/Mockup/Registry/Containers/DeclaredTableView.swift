import UIKit

/// A table whose sections and rows the mockup file declares: it is its own data source (a
/// mockup has no code to be one), and shows each row as a cell with a
/// ``UIListContentConfiguration``.
final class DeclaredTableView: UITableView, UITableViewDataSource {
  private static let rowIdentifier = "MockupRow"

  /// The sections shown; setting them reloads the table.
  var sections: [ListSection] = [] { didSet { reloadData() } }

  override init(frame: CGRect, style: UITableView.Style) {
    super.init(frame: frame, style: style)
    register(UITableViewCell.self, forCellReuseIdentifier: Self.rowIdentifier)
    dataSource = self
  }

  required init?(coder: NSCoder) { nil }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = sections[indexPath.section].items[indexPath.row]
    let cell = dequeueReusableCell(withIdentifier: Self.rowIdentifier, for: indexPath)
    cell.contentConfiguration = row.contentConfiguration
    cell.accessoryType = row.accessory
    cell.backgroundColor = row.backgroundColor
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    sections[section].footer
  }
}
