import Testing
import UIKit

@testable import Mockup

/// UITableView in a mockup: its style from the initializer, and the sections and rows the file
/// declares, shown as cells with list content configurations.
@MainActor @Suite struct TableViewMockupTests {
  static let inbox = """
    canvas: {size: [320, 400], scale: 1}
    view:
      constraints: ["H:|[table]|", "V:|[table]|"]
      subviews:
        - class: UITableView
          id: table
          style: insetGrouped
          rowHeight: 50
          separatorStyle: none
          sections:
            - rows:
                - {text: Inbox, secondaryText: "12", systemName: envelope, style: valueCell,
                   accessory: disclosureIndicator}
                - {text: VIP, systemName: star, imageTintColor: systemYellow, accessory: checkmark}
            - header: iCloud
              footer: Deleted after 30 days.
              rows:
                - {text: Sent, secondaryText: 3 messages, style: subtitleCell}
    """

  @Test func sections_becomeRowsWithListContent() throws {
    let renderer = try MockupTesting.layOut(Self.inbox)
    defer { renderer.close() }
    let table = try #require(renderer.views.view(withID: "table") as? UITableView)
    #expect(table.style == .insetGrouped)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 1) == 1)
    #expect(table.separatorStyle == .none)
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 1) == "iCloud")
    #expect(
      table.dataSource?.tableView(table, titleForFooterInSection: 1) == "Deleted after 30 days.")
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == nil)

    let inbox = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let inboxContent = try #require(inbox.contentConfiguration as? UIListContentConfiguration)
    #expect(inboxContent.text == "Inbox")
    #expect(inboxContent.secondaryText == "12")
    #expect(inboxContent.image != nil)
    // valueCell() puts the secondary text beside the text; subtitleCell() below it.
    #expect(inboxContent.prefersSideBySideTextAndSecondaryText)
    #expect(inbox.accessoryType == .disclosureIndicator)

    let vip = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let vipContent = try #require(vip.contentConfiguration as? UIListContentConfiguration)
    #expect(vipContent.imageProperties.tintColor == .systemYellow)
    #expect(vip.accessoryType == .checkmark)

    let sent = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
    let sentContent = try #require(sent.contentConfiguration as? UIListContentConfiguration)
    #expect(sentContent.secondaryText == "3 messages")
    #expect(!sentContent.prefersSideBySideTextAndSecondaryText)
  }

  @Test func rowHeight_placesRowsThatFarApart() throws {
    let renderer = try MockupTesting.layOut(Self.inbox)
    defer { renderer.close() }
    let table = try #require(renderer.views.view(withID: "table") as? UITableView)
    #expect(table.rowHeight == 50)
    let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
    let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
    // Rows of a section follow one another, each rowHeight = 50 points tall.
    #expect(first.height == 50)
    #expect(second.minY - first.minY == 50)
    // Inset grouped: the rows are inset by the layout margins, so narrower than the table.
    #expect(first.width < 320)
  }

  @Test func table_withoutStyle_isPlain_andRowHeightCanBeAutomatic() throws {
    let renderer = try MockupTesting.layOut(
      """
      view:
        subviews:
          - {class: UITableView, id: table, rowHeight: automaticDimension,
             sections: [{rows: [{text: One}]}]}
      """)
    defer { renderer.close() }
    let table = try #require(renderer.views.view(withID: "table") as? UITableView)
    #expect(table.style == .plain)
    #expect(table.rowHeight == UITableView.automaticDimension)
  }

  @Test func unknownStyle_suggestsTheNearest() throws {
    let error = try #require(
      MockupTesting.error("view: {subviews: [{class: UITableView, style: insetGroupd}]}"))
    #expect(error.path == "view.subviews[0].style")
    #expect(error.suggestions == ["insetGrouped"])
  }

  @Test func unknownRowKey_namesItsPath() throws {
    let error = try #require(
      MockupTesting.error(
        """
        view:
          subviews:
            - class: UITableView
              sections:
                - rows:
                    - {text: A}
                    - {txt: B}
        """))
    #expect(error.path == "view.subviews[0].sections[0].rows[1].txt")
    #expect(error.line == 7)
    #expect(error.message.contains("a row has no 'txt'"))
    #expect(error.suggestions == ["text"])
  }

  @Test func badAccessory_andNonMappingRow_areErrors() throws {
    let accessory = try #require(
      MockupTesting.error(
        "view: {subviews: [{class: UITableView, sections: [{rows: [{accessory: chevron}]}]}]}"))
    #expect(accessory.path == "view.subviews[0].sections[0].rows[0].accessory")
    #expect(accessory.message.contains("chevron"))
    let row = try #require(
      MockupTesting.error(
        "view: {subviews: [{class: UITableView, sections: [{rows: [Inbox]}]}]}"))
    #expect(row.path == "view.subviews[0].sections[0].rows[0]")
    #expect(row.message.contains("expected a row as a mapping"))
    let sections = try #require(
      MockupTesting.error("view: {subviews: [{class: UITableView, sections: {rows: []}}]}"))
    #expect(sections.message.contains("expected a list"))
  }
}
