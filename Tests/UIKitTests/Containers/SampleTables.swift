import UIKit

/// A rounded square icon in `color` with a white mark, as Settings shows beside its rows.
@MainActor
func settingsIcon(_ color: UIColor, size: CGFloat = 29) -> UIImage {
  UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { _ in
    color.setFill()
    UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: size, height: size), cornerRadius: size * 0.225
    ).fill()
    UIColor.white.setFill()
    let mark = size * 0.45
    UIBezierPath(
      roundedRect: CGRect(x: (size - mark) / 2, y: (size - mark) / 2, width: mark, height: mark),
      cornerRadius: mark * 0.3
    ).fill()
  }
}

/// One row of a sample table.
struct SampleRow {
  var text: String
  var secondary: String? = nil
  var subtitle = false
  var icon: UIColor? = nil
  var accessory: UITableViewCell.AccessoryType = .none
}

/// One section of a sample table.
struct SampleSection {
  var header: String? = nil
  var footer: String? = nil
  var rows: [SampleRow]
}

/// A table controller written as iOS code writes one: overrides of the data source methods,
/// cells dequeued and given list content configurations.
final class SampleTableController: UITableViewController {
  let sections: [SampleSection]
  let header: UIView?

  init(style: UITableView.Style, sections: [SampleSection], header: UIView? = nil) {
    self.sections = sections
    self.header = header
    super.init(style: style)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.tableHeaderView = header
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sections[section].header
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  {
    sections[section].footer
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let row = sections[indexPath.section].rows[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content: UIListContentConfiguration =
      row.subtitle ? .subtitleCell() : row.secondary != nil ? .valueCell() : .cell()
    content.text = row.text
    content.secondaryText = row.secondary
    content.image = row.icon.map { settingsIcon($0) }
    cell.contentConfiguration = content
    cell.accessoryType = row.accessory
    return cell
  }
}
