import CoreGraphics

/// The lengths of the table styles, iOS 15 and later on a phone at the default text size.
///
/// Apple documents none of these; they are Offscreen's reading of iOS's tables (see
/// ``ListContentMetrics`` for the rows): 35 points between the groups of a grouped table, made
/// of a 17.5-point footer and a 17.5-point header (35 above the first group); the 22 points iOS
/// 15 put above plain section headers (`sectionHeaderTopPadding`); groups of an inset grouped
/// table inset by the system minimum margin (`systemMinimumLayoutMargins`: 16 or 20 points) with 10-point corners.
enum TableMetrics {
  static let groupedFirstHeaderHeight: CGFloat = 35
  static let groupedHeaderHeight: CGFloat = 17.5
  static let groupedFooterHeight: CGFloat = 17.5
  static let plainHeaderTopPadding: CGFloat = 22
  static let insetGroupedCornerRadius: CGFloat = 10
  /// The inset of an inset grouped table's groups, and of accessories from a row's trailing
  /// edge.
  static func sideMargin(for traits: UITraitCollection) -> CGFloat {
    traits.systemMinimumSideMargin
  }
}

extension UITableView {
  /// The geometry of the whole table at `width`, with the heights known now: the delegate's,
  /// those measured, and estimates for self-sizing rows not yet measured.
  func makeGeometry(width: CGFloat) -> TableGeometry {
    var geometry = TableGeometry()
    let inset =
      style == .insetGrouped
      ? TableMetrics.sideMargin(for: traitCollection) + max(safeAreaInsets.left, 0) : 0
    geometry.rowX = inset
    geometry.rowWidth = max(0, width - 2 * inset)
    var y: CGFloat = 0
    if let header = tableHeaderView {
      geometry.tableHeader = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
      y = header.frame.height
    }
    for (section, rows) in sectionRowCounts.enumerated() {
      var part = TableGeometry.Section()
      let headerHeight = supplementaryHeight(.header(section), width: geometry.rowWidth)
      if headerHeight > 0 && style == .plain {
        y +=
          sectionHeaderTopPadding >= 0
          ? sectionHeaderTopPadding : TableMetrics.plainHeaderTopPadding
      }
      part.header = CGRect(x: inset, y: y, width: geometry.rowWidth, height: headerHeight)
      y += headerHeight
      part.rowTops.reserveCapacity(rows + 1)
      part.rowTops.append(y)
      for row in 0..<rows {
        let indexPath = IndexPath(row: row, section: section)
        let (height, measured) = rowHeight(at: indexPath)
        if !measured { geometry.unmeasured.insert(indexPath) }
        y += height
        part.rowTops.append(y)
      }
      let footerHeight = supplementaryHeight(.footer(section), width: geometry.rowWidth)
      part.footer = CGRect(x: inset, y: y, width: geometry.rowWidth, height: footerHeight)
      y += footerHeight
      geometry.sections.append(part)
    }
    if let footer = tableFooterView {
      geometry.tableFooter = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
      y += footer.frame.height
    }
    geometry.contentHeight = y
    return geometry
  }

  /// The number of rows in each section, asked once per load of the data.
  var sectionRowCounts: [Int] {
    if let rowCounts { return rowCounts }
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    let counts = (0..<sections).map {
      max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
    }
    rowCounts = counts
    return counts
  }

  /// A row's height, and whether it is final (not an estimate for a self-sizing row).
  private func rowHeight(at indexPath: IndexPath) -> (CGFloat, Bool) {
    let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    if asked >= 0 { return (asked, true) }
    if let measured = measuredRowHeights[indexPath] { return (measured, true) }
    let estimate =
      tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    return (estimate > 0 ? estimate : ListContentMetrics.minimumRowHeight, false)
  }

  /// A header's or footer's height: the delegate's, else its view's or title's, else the
  /// style's spacing.
  private func supplementaryHeight(_ key: TableSupplementaryKey, width: CGFloat) -> CGFloat {
    let asked: CGFloat
    switch key {
    case .header(let section):
      asked =
        tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    case .footer(let section):
      asked =
        tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    }
    if asked >= 0 { return asked }
    if let measured = measuredSupplementaryHeights[key] { return measured }
    let height: CGFloat
    if let view = supplementaryView(for: key) {
      height = fittingHeight(of: view, width: width)
    } else if style == .plain {
      height = 0
    } else if case .header(0) = key {
      height = TableMetrics.groupedFirstHeaderHeight
    } else if case .header = key {
      height = TableMetrics.groupedHeaderHeight
    } else {
      height = TableMetrics.groupedFooterHeight
    }
    measuredSupplementaryHeights[key] = height
    return height
  }

  /// The header or footer view of this load of the data: the delegate's, or one showing the
  /// data source's title; nil when there is neither.
  func supplementaryView(for key: TableSupplementaryKey) -> UIView? {
    if let known = supplementaryViews[key] { return known }
    let view: UIView?
    switch key {
    case .header(let section):
      view =
        tableDelegate?.tableView(self, viewForHeaderInSection: section)
        ?? dataSource?.tableView(self, titleForHeaderInSection: section).map {
          titleView($0, configuration: style == .plain ? .plainHeader() : .groupedHeader())
        }
    case .footer(let section):
      view =
        tableDelegate?.tableView(self, viewForFooterInSection: section)
        ?? dataSource?.tableView(self, titleForFooterInSection: section).map {
          titleView($0, configuration: style == .plain ? .plainFooter() : .groupedFooter())
        }
    }
    supplementaryViews[key] = .some(view)
    return view
  }

  private func titleView(_ title: String, configuration: UIListContentConfiguration)
    -> UITableViewHeaderFooterView
  {
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    var configuration = configuration
    configuration.text = title
    view.contentConfiguration = configuration
    return view
  }

  /// The height a header, footer or cell-less view takes at `width`: its own measure, else
  /// what its constraints give, else its frame's.
  private func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
    if let headerFooter = view as? UITableViewHeaderFooterView {
      return headerFooter.fittingHeight(forWidth: width)
    }
    let fitted = view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    return fitted > 0 ? fitted : view.frame.height
  }
}
