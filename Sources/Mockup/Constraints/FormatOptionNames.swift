import UIKit

/// The options a visual format can take in a mockup, by their `NSLayoutConstraint.FormatOptions`
/// names: `options: [alignAllCenterY]`.
@MainActor
enum FormatOptionNames {
  static let table: KeyValuePairs<String, NSLayoutConstraint.FormatOptions> = [
    "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
    "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading,
    "alignAllTrailing": .alignAllTrailing, "alignAllCenterX": .alignAllCenterX,
    "alignAllCenterY": .alignAllCenterY, "alignAllLastBaseline": .alignAllLastBaseline,
    "alignAllFirstBaseline": .alignAllFirstBaseline,
    "directionLeadingToTrailing": .directionLeadingToTrailing,
    "directionLeftToRight": .directionLeftToRight, "directionRightToLeft": .directionRightToLeft,
    "spacingEdgeToEdge": .spacingEdgeToEdge,
    "spacingBaselineToBaseline": .spacingBaselineToBaseline,
  ]

  /// The union of the options a node names: one name or a list of them.
  static func read(_ node: MockupNode) throws -> NSLayoutConstraint.FormatOptions {
    var options: NSLayoutConstraint.FormatOptions = []
    for item in node.isSequence ? try node.items() : [node] {
      let name = try item.text()
      guard let option = table.first(where: { $0.key == name })?.value else {
        throw item.error(
          .unknownName, "unknown format option '\(name)'",
          suggestions: NearestNames.to(name, in: table.map(\.key)))
      }
      options.formUnion(option)
    }
    return options
  }
}
