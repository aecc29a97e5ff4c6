import UIKit

/// A settings screen as apps write it: an `.insetGrouped` table with section titles and
/// footers, rows with symbol icons, values, disclosure indicators and switches. Shared by
/// `offscreen-bench snapshot` and the debug-build test package of `Benchmarks/DebugBuild`.
final class SettingsScreen: UITableViewController {
  private struct Row {
    let symbol: String
    let title: String
    var value: String? = nil
    var toggle: Bool? = nil
  }

  private let sections: [(title: String, footer: String?, rows: [Row])] = [
    (
      "Connectivity", nil,
      [
        Row(symbol: "airplane", title: "Airplane Mode", toggle: false),
        Row(symbol: "wifi", title: "Wi-Fi", value: "Home"),
        Row(symbol: "antenna.radiowaves.left.and.right", title: "Cellular"),
        Row(symbol: "personalhotspot", title: "Personal Hotspot", value: "Off"),
      ]
    ),
    (
      "Notifications", "Badges show the number of unread items on the app icon.",
      [
        Row(symbol: "bell", title: "Notifications"),
        Row(symbol: "speaker.wave.3", title: "Sounds & Haptics"),
        Row(symbol: "moon", title: "Focus", toggle: true),
      ]
    ),
    (
      "General", nil,
      [
        Row(symbol: "gear", title: "General"),
        Row(symbol: "textformat.size", title: "Display & Brightness"),
        Row(symbol: "lock", title: "Privacy & Security", value: "On"),
      ]
    ),
  ]

  init() { super.init(style: .insetGrouped) }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { sections[section].title }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { sections[section].footer }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let row = sections[indexPath.section].rows[indexPath.row]
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.image = UIImage(systemName: row.symbol)
    content.text = row.title
    content.secondaryText = row.value
    content.prefersSideBySideTextAndSecondaryText = true
    cell.contentConfiguration = content
    if let isOn = row.toggle {
      let toggle = UISwitch()
      toggle.isOn = isOn
      cell.accessoryView = toggle
    } else {
      cell.accessoryType = .disclosureIndicator
    }
    return cell
  }
}
