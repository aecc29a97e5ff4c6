import UIKit

/// A Settings-style grouped list: a large title, then rounded sections of rows with an icon,
/// a title, an optional value and a chevron, separated by hairlines inset past the icon.
final class SettingsViewController: UIViewController {
  private struct Row {
    let title: String
    let value: String?
    let color: UIColor
  }

  private let sections: [[Row]] = [
    [
      Row(title: "Airplane Mode", value: "Off", color: .systemOrange),
      Row(title: "Wi-Fi", value: "Offscreen", color: .systemBlue),
      Row(title: "Bluetooth", value: "On", color: .systemBlue),
      Row(title: "Cellular", value: nil, color: .systemGreen),
    ],
    [
      Row(title: "Notifications", value: nil, color: .systemRed),
      Row(title: "Sounds & Haptics", value: nil, color: .systemPink),
      Row(title: "Focus", value: nil, color: .systemIndigo),
      Row(title: "Screen Time", value: nil, color: .systemPurple),
    ],
    [
      Row(title: "General", value: nil, color: .systemGray),
      Row(title: "Display & Brightness", value: nil, color: .systemBlue),
      Row(title: "Wallpaper", value: nil, color: .systemTeal),
    ],
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let title = ScreenBuilding.label("Settings", font: .systemFont(ofSize: 34, weight: .bold))
    let stack = UIStackView(arrangedSubviews: [title] + sections.map(makeSection))
    stack.axis = .vertical
    stack.spacing = 28
    stack.setCustomSpacing(12, after: title)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
  }

  private func makeSection(_ rows: [Row]) -> UIView {
    let section = UIView()
    section.backgroundColor = .secondarySystemGroupedBackground
    section.layer.cornerRadius = 10
    section.layer.cornerCurve = .continuous
    section.clipsToBounds = true
    let stack = UIStackView()
    stack.axis = .vertical
    for (index, row) in rows.enumerated() {
      stack.addArrangedSubview(makeRow(row, separated: index < rows.count - 1))
    }
    section.addSubview(stack)
    ScreenBuilding.pin(stack, to: section)
    return section
  }

  private func makeRow(_ row: Row, separated: Bool) -> UIView {
    let cell = UIView()
    cell.translatesAutoresizingMaskIntoConstraints = false
    let icon = ScreenBuilding.iconSquare(row.color)
    let title = ScreenBuilding.label(row.title, font: .systemFont(ofSize: 17))
    let chevron = ChevronView()
    for subview in [icon, title, chevron] { cell.addSubview(subview) }
    var constraints = [
      cell.heightAnchor.constraint(equalToConstant: 44),
      icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      icon.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 15),
      title.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
      chevron.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      chevron.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
    ]
    if let value = row.value {
      let detail = ScreenBuilding.label(
        value, font: .systemFont(ofSize: 17), color: .secondaryLabel)
      cell.addSubview(detail)
      constraints += [
        detail.trailingAnchor.constraint(equalTo: chevron.leadingAnchor, constant: -8),
        detail.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
        detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
      ]
    }
    if separated {
      let separator = UIView()
      separator.backgroundColor = .separator
      separator.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(separator)
      constraints += [
        separator.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        separator.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        separator.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        separator.heightAnchor.constraint(equalToConstant: 0.5),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    return cell
  }
}
