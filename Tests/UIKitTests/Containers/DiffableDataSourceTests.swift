import Foundation
import Testing
import UIKit

/// Snapshots and diffable data sources, as UIKit documents them: sections and items by
/// unique identifier, in the order they were added, moved and deleted.
@MainActor
@Suite struct DiffableDataSourceTests {
  @Test func snapshotsKeepTheirOrder() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([10])  // the last section
    snapshot.insertItems([0], beforeItem: 1)
    snapshot.insertItems([11], afterItem: 10)
    snapshot.moveItem(3, beforeItem: 0)
    snapshot.deleteItems([2])
    snapshot.insertSections(["z"], beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["z", "a", "b"])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 0, 1])
    #expect(snapshot.itemIdentifiers == [3, 0, 1, 10, 11])
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.sectionIdentifier(containingItem: 11) == "b")
    #expect(snapshot.indexOfItem(10) == 3)
    // A duplicate is skipped, as is an item placed next to one that is not there.
    snapshot.appendItems([1], toSection: "b")
    snapshot.insertItems([99], beforeItem: 1234)
    #expect(snapshot.numberOfItems == 5)
    snapshot.deleteSections(["a"])
    #expect(snapshot.itemIdentifiers == [10, 11])
  }

  @Test func aCollectionViewShowsTheAppliedSnapshot() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Apple", "Pear", "Plum"])
    dataSource.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 3)
    let texts = view.visibleCells.compactMap {
      ($0.contentConfiguration as? UIListContentConfiguration)?.text
    }
    #expect(texts == ["Apple", "Pear", "Plum"])
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Pear")
    #expect(dataSource.indexPath(for: "Plum") == IndexPath(item: 2, section: 0))

    snapshot.deleteItems(["Pear"])
    dataSource.apply(snapshot)
    view.layoutIfNeeded()
    #expect(view.visibleCells.count == 2)
  }

  /// A subclass gives section titles, as iOS code overrides them.
  @Test func aTableDataSourceSubclassGivesTitles() {
    final class Fruit: UITableViewDiffableDataSource<String, String> {
      override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
        -> String?
      {
        sectionIdentifier(for: section)
      }
    }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .grouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = Fruit(tableView: table) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Stone fruit"])
    snapshot.appendItems(["Plum", "Cherry"])
    dataSource.apply(snapshot)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 2)
    let header =
      table.headerView(forSection: 0)?.contentConfiguration as? UIListContentConfiguration
    #expect(header?.text == "Stone fruit")
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Plum", "Cherry"])
  }
}
