import Testing
import UIKit

/// How a list row places its image: centred in a reserved space (reservedLayoutSize,
/// standardDimension), text after it at the same x from row to row, and rows 44 points tall
/// with a symbol or a Settings-sized icon. Lengths are Offscreen's reading of iOS (see
/// ListContentMetrics): margins 16 at the sides, 11 above and below the text, 7.5 around an
/// image; a symbol's standard reserved square is 29 points beside 17-point body text; 16
/// points from the image's column to the text.
@MainActor @Suite struct ListContentImageTests {
  /// A list content view `width` wide showing "Row" after `image`, laid out at its own height.
  /// The symbol image `name`, which must exist.
  private func symbol(_ name: String) throws -> UIImage {
    try #require(UIImage(systemName: name))
  }

  private func row(
    _ image: UIImage?, width: CGFloat = 320,
    adjust: (inout UIListContentConfiguration) -> Void = { _ in }
  ) -> UIListContentView {
    var content = UIListContentConfiguration.cell()
    content.text = "Row"
    content.image = image
    adjust(&content)
    let view = UIListContentView(configuration: content)
    let height = view.sizeThatFits(CGSize(width: width, height: 0)).height
    view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    view.layoutIfNeeded()
    return view
  }

  private func textFrame(_ view: UIListContentView) throws -> CGRect {
    try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Row" }).frame
  }

  private func imageFrame(_ view: UIListContentView) throws -> CGRect {
    try #require(view.subviews.compactMap { $0 as? UIImageView }.first).frame
  }

  /// A plain bitmap of `size`: not a symbol.
  private func bitmap(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
  }

  @Test func textAfterSymbolsOfDifferentWidthsStartsAtTheSameX() throws {
    let names = ["folder", "star", "trash", "paperplane", "tray", "doc"]
    let symbols = try names.map { try #require(UIImage(systemName: $0)) }
    // The symbols differ in width, so the reserved square is what lines the text up.
    #expect(Set(symbols.map(\.size.width)).count > 1)
    for symbol in symbols {
      let view = row(symbol)
      // 16 (margin) + 29 (reserved square) + 16 (image to text) = 61.
      #expect(try textFrame(view).minX == 61)
      // The symbol is centred in the square, which starts at 16: its middle at 16 + 29 / 2.
      // (Widths in thirds of a point leave rounding error.)
      #expect(try abs(imageFrame(view).midX - 30.5) < 1e-9)
      #expect(try imageFrame(view).size == symbol.size)
    }
  }

  @Test func aRowWithASymbolIs44PointsTall() throws {
    let view = row(try symbol("envelope"))
    // Text: 11 + 22 (one line of body text) + 11 = 44; the reserved square:
    // 7.5 + 29 + 7.5 = 44.
    #expect(view.frame.height == 44)
    // The symbol is centred on the row's middle, 22.
    #expect(try imageFrame(view).midY == 22)
  }

  @Test func aSettingsIconFitsA44PointRow() throws {
    // Settings' icons are 29-point squares: 7.5 + 29 + 7.5 = 44, as the text's 11 + 22 + 11.
    let view = row(bitmap(29, 29))
    #expect(view.frame.height == 44)
    #expect(try imageFrame(view) == CGRect(x: 16, y: 7.5, width: 29, height: 29))
    // 16 + 29 + 16 = 61: where text after a symbol starts too.
    #expect(try textFrame(view).minX == 61)
  }

  @Test func aTallerImageGrowsTheRow() throws {
    // 7.5 + 40 + 7.5 = 55, more than the text's 44.
    let view = row(bitmap(40, 40))
    #expect(view.frame.height == 55)
    // A bitmap reserves its own size: 16 + 40 + 16 = 72.
    #expect(try textFrame(view).minX == 72)
  }

  @Test func standardDimensionReservesTheSymbolSquareForAnyImage() throws {
    let standard = UIListContentConfiguration.ImageProperties.standardDimension
    let view = row(bitmap(20, 10)) {
      $0.imageProperties.reservedLayoutSize = CGSize(width: standard, height: standard)
    }
    // 16 + 29 + 16 = 61, the image centred in the 29-point square: 16 + (29 − 20) / 2 = 20.5.
    #expect(try textFrame(view).minX == 61)
    #expect(try imageFrame(view).minX == 20.5)
    // Without it, the 20-point bitmap reserves only itself: 16 + 20 + 16 = 52.
    #expect(try textFrame(row(bitmap(20, 10))).minX == 52)
  }

  @Test func anExplicitReservedWidthWinsAndZeroHeightStaysStandardForSymbols() throws {
    let view = row(try symbol("star")) {
      $0.imageProperties.reservedLayoutSize = CGSize(width: 50, height: 0)
    }
    // 16 + 50 + 16 = 82; the height stays the standard 29: 7.5 + 29 + 7.5 = 44.
    #expect(try textFrame(view).minX == 82)
    #expect(view.frame.height == 44)
    // A reserved height of 60 makes the row 7.5 + 60 + 7.5 = 75 tall.
    let tall = row(try symbol("star")) {
      $0.imageProperties.reservedLayoutSize = CGSize(width: 0, height: 60)
    }
    #expect(tall.frame.height == 75)
  }

  @Test func theReservedSquareFollowsTheTextFont() throws {
    let view = row(try symbol("star")) {
      $0.textProperties.font = .systemFont(ofSize: 34)
    }
    // 34 × 29 / 17 = 58: 16 + 58 + 16 = 90.
    #expect(try textFrame(view).minX == 90)
  }

  @Test func thePreferredSymbolConfigurationIsApplied() throws {
    let star = try #require(UIImage(systemName: "star"))
    let large = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
    let view = row(star) {
      $0.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
    }
    #expect(try imageFrame(view).size == large.size)
    #expect(large.size.width > star.size.width)
  }

  @Test func tableRowsWithSymbolsAndIconsAre44PointsTall() {
    final class Source: NSObject, UITableViewDataSource {
      let images: [UIImage?]
      init(_ images: [UIImage?]) { self.images = images }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        images.count
      }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        content.image = images[indexPath.row]
        cell.contentConfiguration = content
        return cell
      }
    }
    let source = Source([
      UIImage(systemName: "gearshape"), bitmap(29, 29), UIImage(systemName: "flag"), nil,
    ])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.layoutIfNeeded()
    // Each row 44: at 0, 44, 88, 132.
    #expect(
      (0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).minY } == [0, 44, 88, 132])
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 44)
  }
}
