import Foundation
import TestSupport
import Testing
import UIKit

@MainActor @Suite struct SymbolGalleryTests {
  /// Every built-in symbol at 20 points, regular then bold, each sitting on a red baseline at
  /// the same height, its image box shaded, its name below.
  @Test func everySymbol_inTwoWeights_matchesTheGolden() throws {
    let names = Self.names
    let columns = 6
    let cell = CGSize(width: 92, height: 58)
    let rows = (names.count + columns - 1) / columns
    let size = CGSize(width: cell.width * CGFloat(columns), height: cell.height * CGFloat(rows))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
      UIColor.white.setFill()
      context.fill(CGRect(origin: .zero, size: size))
      for (index, name) in names.enumerated() {
        let origin = CGPoint(
          x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height)
        let baseline = origin.y + 32
        UIColor.systemRed.withAlphaComponent(0.5).setFill()
        context.fill(CGRect(x: origin.x + 4, y: baseline, width: cell.width - 8, height: 0.5))
        for (slot, weight) in [UIImage.SymbolWeight.regular, .bold].enumerated() {
          let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: weight)
          guard let symbol = UIImage(systemName: name, withConfiguration: configuration) else {
            continue
          }
          let box = CGRect(
            x: origin.x + 4 + CGFloat(slot) * 40,
            y: baseline - symbol.size.height + symbol.baselineOffsetFromBottom,
            width: symbol.size.width, height: symbol.size.height)
          UIColor.systemBlue.withAlphaComponent(0.12).setFill()
          context.fill(box)
          symbol.draw(in: box)
        }
        NSAttributedString(
          string: name,
          attributes: [.font: UIFont.systemFont(ofSize: 8), .foregroundColor: UIColor.darkGray]
        ).draw(at: CGPoint(x: origin.x + 4, y: origin.y + 44))
      }
    }
    try GoldenImage.assertMatches(image.pixels, golden: "UIKit/Symbols/gallery.png")
  }

  /// The names the gallery shows: the brief's set and the variants drawn with it.
  static let names = [
    "chevron.right", "chevron.left", "chevron.up", "chevron.down", "chevron.backward",
    "chevron.forward", "arrow.right", "arrow.left", "arrow.up", "arrow.down", "checkmark",
    "xmark", "plus", "minus", "ellipsis", "ellipsis.circle", "circle", "circle.fill",
    "checkmark.circle", "checkmark.circle.fill", "xmark.circle", "xmark.circle.fill",
    "plus.circle", "plus.circle.fill", "minus.circle", "info.circle", "info.circle.fill",
    "exclamationmark.triangle", "gear", "person", "person.fill", "person.circle", "house",
    "house.fill", "magnifyingglass", "bell", "bell.fill", "heart", "heart.fill", "star",
    "star.fill", "trash", "square.and.arrow.up", "calendar", "clock", "envelope", "phone",
    "photo", "camera", "lock", "globe", "paperplane", "paperplane.fill", "bookmark",
    "bookmark.fill", "folder", "folder.fill", "wifi", "moon", "moon.fill", "gearshape",
    "gearshape.fill", "tray", "tray.fill", "archivebox", "doc", "flag", "flag.fill",
    "square.and.pencil", "message", "location", "map", "book", "arrow.clockwise",
    "arrow.uturn.backward", "arrow.uturn.forward", "arrowshape.turn.up.left", "play.fill",
    "pause.fill", "backward.fill", "forward.fill",
  ]
}
