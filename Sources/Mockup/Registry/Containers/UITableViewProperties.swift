import UIKit

/// UITableView's properties. `style` (plain, grouped, insetGrouped) is the initializer's
/// argument; `sections` carries the data a data source would give:
///
///     sections:
///       - header: Mailboxes
///         rows:
///           - {text: Inbox, systemName: tray, secondaryText: "12", style: valueCell,
///              accessory: disclosureIndicator}
@MainActor
enum UITableViewProperties {
  static var tableStyle: ValueKind<UITableView.Style> {
    .oneOf(["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped])
  }

  /// Makes the table with the node's `style` (plain when it has none).
  static func make(_ node: MockupNode, _ context: ValueContext) throws -> UIView {
    let style = try node["style"].map { try tableStyle.read($0, context) } ?? .plain
    return DeclaredTableView(frame: .zero, style: style)
  }

  static var all: [ViewProperty] {
    [
      .initArgument("style", tableStyle),
      .on(DeclaredTableView.self, "sections", .sections(itemsKey: "rows"), \.sections),
      .on(UITableView.self, "rowHeight", .automaticDimension, \.rowHeight),
      .on(UITableView.self, "estimatedRowHeight", .automaticDimension, \.estimatedRowHeight),
      .on(UITableView.self, "sectionHeaderHeight", .automaticDimension, \.sectionHeaderHeight),
      .on(UITableView.self, "sectionFooterHeight", .automaticDimension, \.sectionFooterHeight),
      .on(
        UITableView.self, "sectionHeaderTopPadding", .automaticDimension,
        \.sectionHeaderTopPadding),
      .on(
        UITableView.self, "separatorStyle",
        .oneOf(["none": .none, "singleLine": UITableViewCell.SeparatorStyle.singleLine]),
        \.separatorStyle),
      .on(UITableView.self, "separatorColor", .color) { $0.separatorColor = $1 },
      .on(UITableView.self, "separatorInset", .insets, \.separatorInset),
    ]
  }
}

extension ValueKind where Value == CGFloat {
  /// A height in points, or `automaticDimension` (UITableView's constant).
  static var automaticDimension: ValueKind<CGFloat> {
    ValueKind<CGFloat>(
      schema: { ["oneOf": [["type": "number"], ["enum": ["automaticDimension"]]]] }
    ) { node, context in
      try node.text() == "automaticDimension"
        ? UITableView.automaticDimension : try ValueKind<CGFloat>.number.read(node, context)
    }
  }
}
