import UIKit

/// One row of a table or list, or one tile of a grid, as a mockup file declares it (a mockup
/// has no data source code, so the file carries the data):
///
///     {text: Inbox, secondaryText: "12", systemName: tray, accessory: disclosureIndicator,
///      style: valueCell}
///
/// A row shows a ``UIListContentConfiguration`` of its `style`; a grid tile with no text shows
/// its image filling the tile over its `backgroundColor`.
@MainActor
struct ListItem {
  /// The ``UIListContentConfiguration`` a row starts from, by the factory's name.
  enum Style {
    case cell, valueCell, subtitleCell

    @MainActor var configuration: UIListContentConfiguration {
      switch self {
      case .cell: .cell()
      case .valueCell: .valueCell()
      case .subtitleCell: .subtitleCell()
      }
    }
  }

  var style = Style.cell
  var text: String?
  var secondaryText: String?
  var image: UIImage?
  var imageTintColor: UIColor?
  var accessory = UITableViewCell.AccessoryType.none
  var backgroundColor: UIColor?

  /// The row's content: its style's configuration with its texts and image.
  var contentConfiguration: UIListContentConfiguration {
    var configuration = style.configuration
    configuration.text = text
    configuration.secondaryText = secondaryText
    configuration.image = image
    if let imageTintColor { configuration.imageProperties.tintColor = imageTintColor }
    return configuration
  }
}

extension ValueKind where Value == ListItem {
  /// A row or tile: `{text, secondaryText, image | systemName, imageTintColor, accessory,
  /// style, backgroundColor}`.
  static var listItem: ValueKind<ListItem> {
    .mapping(
      "a row", { ListItem() },
      [
        .field("text", .string) { $0.text = $1 },
        .field("secondaryText", .string) { $0.secondaryText = $1 },
        .field("image", .imageFile) { $0.image = $1 },
        .field("systemName", .systemImage) { $0.image = $1 },
        .field("imageTintColor", .color) { $0.imageTintColor = $1 },
        .field("accessory", .accessoryType, \.accessory),
        .field(
          "style",
          .oneOf(["cell": .cell, "valueCell": .valueCell, "subtitleCell": .subtitleCell]),
          \.style),
        .field("backgroundColor", .color) { $0.backgroundColor = $1 },
      ])
  }
}

extension ValueKind where Value == UITableViewCell.AccessoryType {
  static var accessoryType: ValueKind<UITableViewCell.AccessoryType> {
    .oneOf([
      "none": .none, "disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark,
      "detailButton": .detailButton, "detailDisclosureButton": .detailDisclosureButton,
    ])
  }
}
