import Foundation
import Testing
import UIKit

/// A data source of `sections` sections of `rows` rows each, with default-style cells showing
/// "Row n"; counts the cells it makes.
@MainActor
final class CountingDataSource: UITableViewDataSource {
  var rows: [Int]
  var headerTitles: [String?] = []
  var footerTitles: [String?] = []
  var configure: (UITableViewCell, IndexPath) -> Void = { cell, indexPath in
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row)"
    cell.contentConfiguration = content
  }
  var cellsMade = 0

  init(rows: [Int]) { self.rows = rows }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows[section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellsMade += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    configure(cell, indexPath)
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles.indices.contains(section) ? headerTitles[section] : nil
  }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    footerTitles.indices.contains(section) ? footerTitles[section] : nil
  }
}

/// A cell subclass written as iOS code writes one: its own initialiser override and content
/// constrained in the content view.
final class TallCell: UITableViewCell {
  let box = UIView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
      box.heightAnchor.constraint(equalToConstant: 60),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Row, header and footer frames of each table style, worked out from the metrics in
/// TableMetrics and ListContentMetrics (rows 44 points; grouped: 35 points above the first
/// group, 17.5-point footers and headers between groups; inset grouped: groups inset 16 points
/// in a compact width; plain: 22 points above each titled header).
@MainActor
@Suite struct TableViewLayoutTests {
  func table(
    _ style: UITableView.Style, _ source: CountingDataSource,
    size: CGSize = CGSize(width: 320, height: 600)
  ) -> UITableView {
    let table = UITableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.layoutIfNeeded()
    return table
  }

  @Test func plainRowsAreStackedEdgeToEdge() {
    let source = CountingDataSource(rows: [3])
    let table = table(.plain, source)
    // Self-sizing one-line cells are 44 tall: 0, 44, 88.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(x: 0, y: 88, width: 320, height: 44))
    #expect(table.contentSize == CGSize(width: 320, height: 132))
    #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88])
    #expect(table.backgroundColor == .systemBackground)
  }

  @Test func groupedSectionsAreSeparatedBy35Points() {
    let source = CountingDataSource(rows: [2, 2])
    let table = table(.grouped, source)
    // Section 0: header 0…35, rows 35…79…123, footer 123…140.5.
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 35))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 79, width: 320, height: 44))
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 123, width: 320, height: 17.5))
    // Section 1: header 140.5…158, rows 158…202…246, footer 246…263.5.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1))
        == CGRect(x: 0, y: 158, width: 320, height: 44))
    #expect(table.contentSize.height == 263.5)
    #expect(table.backgroundColor == .systemGroupedBackground)
  }

  @Test func insetGroupedRowsAreInsetWithRoundedGroupEnds() throws {
    let source = CountingDataSource(rows: [3])
    let table = table(.insetGrouped, source)
    // 16 points each side of 320: x 16, width 288.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 16, y: 35, width: 288, height: 44))
    let cells = table.visibleCells
    try #require(cells.count == 3)
    #expect(cells[0].layer.cornerRadius == 10)
    #expect(cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(cells[1].layer.cornerRadius == 0)
    #expect(cells[2].layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
  }

  /// A titled header is as tall as its text plus the style's margins; plain tables add 22
  /// points above it.
  @Test func titledHeadersAreAsTallAsTheirText() {
    let source = CountingDataSource(rows: [1])
    source.headerTitles = ["Fruit"]
    let plain = table(.plain, source)
    let headline = UILabel()
    headline.font = .preferredFont(forTextStyle: .headline)
    headline.text = "Fruit"
    // 6 above and below the headline text.
    let plainHeight = 6 + headline.sizeThatFits(CGSize(width: 288, height: 1000)).height + 6
    #expect(
      plain.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: plainHeight))
    #expect(plain.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 22 + plainHeight)
    #expect(plain.headerView(forSection: 0) != nil)

    let grouped = table(.grouped, source)
    let footnote = UILabel()
    footnote.font = .preferredFont(forTextStyle: .footnote)
    footnote.text = "FRUIT"
    // 16 above, 6 below the upper-case footnote text.
    let groupedHeight = 16 + footnote.sizeThatFits(CGSize(width: 288, height: 1000)).height + 6
    #expect(grouped.rectForHeader(inSection: 0).height == groupedHeight)
    let header = grouped.headerView(forSection: 0)
    let shown = header?.contentConfiguration as? UIListContentConfiguration
    #expect(shown?.text == "Fruit")
    #expect(shown?.textProperties.transform == .uppercase)
  }

  /// Self-sizing rows take their cells' height: content constrained 10 + 60 + 10 tall makes
  /// an 80-point row; a subtitle cell is 11 + text + 3 + secondary text + 11 (or 44).
  @Test func rowsSizeThemselves() {
    let source = CountingDataSource(rows: [2])
    source.configure = { _, _ in }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.register(TallCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 80, width: 320, height: 80))
    #expect(table.visibleCells.first is TallCell)

    let subtitles = CountingDataSource(rows: [1])
    subtitles.configure = { cell, _ in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = "Title"
      content.secondaryText = "Subtitle"
      cell.contentConfiguration = content
    }
    let subtitleTable = self.table(.plain, subtitles)
    let body = UILabel()
    body.font = .preferredFont(forTextStyle: .body)
    body.text = "Title"
    let subheadline = UILabel()
    subheadline.font = .preferredFont(forTextStyle: .subheadline)
    subheadline.text = "Subtitle"
    let expected = max(
      44,
      11 + body.sizeThatFits(CGSize(width: 288, height: 1000)).height + 3
        + subheadline.sizeThatFits(CGSize(width: 288, height: 1000)).height + 11)
    #expect(subtitleTable.rectForRow(at: IndexPath(row: 0, section: 0)).height == expected)
  }

  @Test func theDelegateSizesRowsAndHeaders() {
    final class Sizes: UITableViewDelegate {
      func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(30 + 10 * indexPath.row)
      }
      func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        50
      }
      func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = UIView()
        view.backgroundColor = .red
        return view
      }
    }
    let source = CountingDataSource(rows: [3])
    let sizes = Sizes()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.delegate = sizes
    table.dataSource = source
    table.layoutIfNeeded()
    // 22 padding + 50 header; rows 30, 40, 50 from 72.
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 50))
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(x: 0, y: 142, width: 320, height: 50))
    #expect(table.contentSize.height == 192)
  }

  /// The delegate hears a header come into view and leave it, as rows' cells do.
  @Test func headersTellTheDelegateWhenTheyShowAndLeave() {
    final class Headers: NSObject, UITableViewDelegate {
      var events: [String] = []
      func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        50
      }
      func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        UIView()
      }
      func tableView(
        _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
      ) { events.append("show \(section)") }
      func tableView(
        _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
      ) { events.append("end \(section)") }
    }
    let source = CountingDataSource(rows: Array(repeating: 3, count: 10))
    let headers = Headers()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 150), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.delegate = headers
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(headers.events == ["show 0"])
    // Each section is 50 + 3 × 44 = 182 points: at 1,000 the first five are gone.
    table.contentOffset = CGPoint(x: 0, y: 1000)
    table.layoutIfNeeded()
    #expect(headers.events.contains("end 0"))
    #expect(!headers.events.contains("end 9"))
  }

  /// Only rows in view get cells: 10,000 rows in a 440-point table make 10 cells, and
  /// scrolling reuses them.
  @Test func onlyRowsInViewAreMade() {
    let source = CountingDataSource(rows: [10_000])
    let table = table(.plain, source, size: CGSize(width: 320, height: 440))
    // 440 / 44 = 10 rows in view.
    #expect(source.cellsMade == 10)
    #expect(table.contentSize.height == 440_000)
    table.contentOffset = CGPoint(x: 0, y: 44 * 5000 + 22)
    table.layoutIfNeeded()
    // Rows 5000…5010 overlap 220,022…220,462.
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5000, section: 0))
    #expect(table.indexPathsForVisibleRows?.count == 11)
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == 11)
    #expect(source.cellsMade == 21)
    let texts = table.visibleCells.compactMap {
      ($0.contentConfiguration as? UIListContentConfiguration)?.text
    }
    #expect(texts.first == "Row 5000")
  }

  /// Separators line up with the text: 16 points in, or after an image (16 + image + 16).
  @Test func separatorsStartWhereTheTextStarts() throws {
    let source = CountingDataSource(rows: [2])
    source.configure = { cell, indexPath in
      var content = cell.defaultContentConfiguration()
      content.text = "Row"
      if indexPath.row == 1 {
        content.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in }
      }
      cell.contentConfiguration = content
    }
    let table = table(.grouped, source)
    let cells = table.visibleCells
    try #require(cells.count == 2)
    let pixel = 1 / cells[0].traitCollection.displayScale
    let first = try #require(cells[0].subviews.first { $0.frame.height == pixel && !$0.isHidden })
    #expect(first.frame == CGRect(x: 16, y: 44 - pixel, width: 304, height: pixel))
    #expect(cells[0].separatorInset.left == 16)
    // 16 + 29 + 16 = 61.
    #expect(cells[1].separatorInset.left == 61)
    // The last row of a group has no separator.
    #expect(!cells[1].subviews.contains { $0.frame.height == pixel && !$0.isHidden })
  }

  @Test func accessoriesTakeTheTrailingEdge() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.accessoryType = .disclosureIndicator
    cell.layoutIfNeeded()
    // The chevron.forward symbol at 17 points, semibold, is 7⅓ wide, 16 points from the
    // edge: the content ends at 320 − 16 − 7⅓ = 296⅔.
    let chevron = try #require(
      UIImage(
        systemName: "chevron.forward",
        withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)))
    #expect(abs(cell.contentView.frame.width - (320 - 16 - chevron.size.width)) < 0.001)
    #expect(abs(chevron.size.width - 22.0 / 3) < 0.001)
    let custom = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    cell.accessoryView = custom
    cell.layoutIfNeeded()
    // 320 − 16 − 51 = 253; (44 − 31) / 2 = 6.5, on the 3× pixel grid 6⅔.
    #expect(custom.frame.minX == 253)
    #expect(abs(custom.frame.minY - 20.0 / 3) < 0.001)
    #expect(cell.contentView.frame.width == 253)
  }

  @Test func classicStylesPlaceTheirLabels() {
    let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
    value.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    value.textLabel?.text = "Wi-Fi"
    value.detailTextLabel?.text = "Home"
    value.layoutIfNeeded()
    let text = value.textLabel!.frame
    let detail = value.detailTextLabel!.frame
    // Text from the 16-point margin; the detail ends at 320 − 16 = 304.
    #expect(abs(text.minX - 16) < 0.001)
    #expect(abs(detail.maxX - 304) < 0.001)
    #expect(value.detailTextLabel?.textColor == .secondaryLabel)
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
  }

  @Test func dequeuingWithoutARegisteredClassReportsAndStandsIn() {
    let table = UITableView(frame: .zero, style: .plain)
    let cell = table.dequeueReusableCell(
      withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == "missing")
    #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
  }
}
