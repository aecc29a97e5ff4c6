import Foundation
import Testing
import UIKit

/// Swipe actions as Apple documents them: a style, a title, a handler, and a background colour
/// that follows the style unless set.
@MainActor @Suite struct SwipeActionTests {
  @Test func aContextualActionKeepsWhatItWasMadeWith() {
    var performed: [Bool] = []
    let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      done(true)
    }
    #expect(action.style == .destructive && action.title == "Delete" && action.image == nil)
    action.handler(action, UIView()) { performed.append($0) }
    #expect(performed == [true])
    #expect(UIContextualAction.Style.normal.rawValue == 0)
    #expect(UIContextualAction.Style.destructive.rawValue == 1)
  }

  @Test func theBackgroundColourFollowsTheStyleUntilSet() {
    let delete = UIContextualAction(style: .destructive, title: nil) { _, _, _ in }
    let flag = UIContextualAction(style: .normal, title: nil) { _, _, _ in }
    #expect(delete.backgroundColor == .systemRed)
    #expect(flag.backgroundColor == .systemGray)
    flag.backgroundColor = .systemOrange
    #expect(flag.backgroundColor == .systemOrange)
    flag.backgroundColor = nil
    #expect(flag.backgroundColor == .systemGray)
  }

  @Test func aConfigurationPerformsItsFirstActionOnAFullSwipeByDefault() {
    let first = UIContextualAction(style: .normal, title: "A") { _, _, _ in }
    let second = UIContextualAction(style: .normal, title: "B") { _, _, _ in }
    let configuration = UISwipeActionsConfiguration(actions: [first, second])
    #expect(configuration.actions == [first, second])
    #expect(configuration.performsFirstActionWithFullSwipe)
  }

  /// `UITableViewRowAction.Style.destructive` is equal to the default style.
  @Test func aRowActionsDestructiveStyleIsTheDefault() {
    #expect(UITableViewRowAction.Style.destructive == .default)
    #expect(UITableViewRowAction.Style.normal.rawValue == 1)
    let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }
    let more = UITableViewRowAction(style: .normal, title: "More") { _, _ in }
    #expect(delete.title == "Delete" && delete.style == .default)
    #expect(delete.backgroundColor == .systemRed && more.backgroundColor == .systemGray)
  }

  /// A delegate that implements none of the swipe methods gives no actions.
  @Test func aDelegateGivesNoActionsByDefault() {
    final class Delegate: NSObject, UITableViewDelegate {}
    let table = UITableView()
    let row = IndexPath(row: 0, section: 0)
    let delegate = Delegate()
    #expect(delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: row) == nil)
    #expect(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: row) == nil)
    #expect(delegate.tableView(table, editActionsForRowAt: row) == nil)
  }

  /// Selection while editing follows `allowsSelectionDuringEditing` (false by default), and
  /// outside editing `allowsSelection`.
  @Test func selectionWhileEditingFollowsItsOwnSetting() {
    let table = UITableView()
    let row = IndexPath(row: 0, section: 0)
    #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing)
    table.isEditing = true
    table.selectRow(at: row, animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == nil)
    table.allowsSelectionDuringEditing = true
    table.selectRow(at: row, animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == row)
  }
}
