import UIKit

/// The layouts a mockup's collection view can declare: a list in one of
/// ``UICollectionLayoutListConfiguration``'s appearances (`{list: insetGrouped}`), or a grid
/// of square tiles (`{grid: {columns: 3, spacing: 2}}`).
enum DeclaredCollectionLayout {
  case list(UICollectionLayoutListConfiguration.Appearance)
  case grid(columns: Int, spacing: CGFloat)

  /// The compositional layout; list sections show headers and footers when `sections`
  /// have titles for them.
  @MainActor func layout(for sections: [ListSection]) -> UICollectionViewLayout {
    switch self {
    case .list(let appearance):
      var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      if sections.contains(where: { $0.header != nil }) {
        configuration.headerMode = .supplementary
      }
      if sections.contains(where: { $0.footer != nil }) {
        configuration.footerMode = .supplementary
      }
      return UICollectionViewCompositionalLayout.list(using: configuration)
    case .grid(let columns, let spacing):
      return UICollectionViewCompositionalLayout { _, environment in
        // Square tiles: a row is as tall as a tile is wide once the gaps are taken out.
        let width = environment.container.effectiveContentSize.width
        let side = (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)),
            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
          subitem: item, count: columns)
        group.interItemSpacing = .fixed(spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        return section
      }
    }
  }
}

extension ValueKind where Value == DeclaredCollectionLayout {
  /// `{list: plain | grouped | insetGrouped | sidebar | sidebarPlain}` or
  /// `{grid: {columns, spacing}}`.
  static var collectionLayout: ValueKind<DeclaredCollectionLayout> {
    let appearance = ValueKind<UICollectionLayoutListConfiguration.Appearance>.oneOf([
      "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped, "sidebar": .sidebar,
      "sidebarPlain": .sidebarPlain,
    ])
    let grid = ValueKind<DeclaredCollectionLayout>.mapping(
      "a grid", { .grid(columns: 3, spacing: 0) },
      [
        .field("columns", .integer) { layout, columns in
          if case .grid(_, let spacing) = layout {
            layout = .grid(columns: columns, spacing: spacing)
          }
        },
        .field("spacing", .number) { layout, spacing in
          if case .grid(let columns, _) = layout {
            layout = .grid(columns: columns, spacing: spacing)
          }
        },
      ])
    return ValueKind(
      schema: {
        [
          "oneOf": [
            [
              "type": "object", "required": ["list"], "additionalProperties": false,
              "properties": ["list": appearance.schema()],
            ],
            [
              "type": "object", "required": ["grid"], "additionalProperties": false,
              "properties": ["grid": grid.schema()],
            ],
          ]
        ]
      }
    ) { node, context in
      let entries = try node.isMapping ? node.entries() : []
      guard entries.count == 1, let (key, value) = entries.first else {
        throw node.error(
          .badValue, "expected a layout: {list: insetGrouped} or {grid: {columns: 3}}")
      }
      switch key {
      case "list": return .list(try appearance.read(value, context))
      case "grid":
        let layout = try grid.read(value, context)
        guard case .grid(let columns, let spacing) = layout, columns >= 1, spacing >= 0 else {
          throw value.error(.badValue, "a grid needs at least 1 column and a spacing of 0 or more")
        }
        return layout
      default:
        throw value.error(
          .unknownName, "unknown layout '\(key)'",
          suggestions: NearestNames.to(key, in: ["list", "grid"]))
      }
    }
  }
}
