import Foundation

/// The sections and items of a list or collection at one moment, by identifier: what a
/// diffable data source is given to show.
///
/// As on iOS, identifiers must be unique; a duplicate, or an item or section that is not in
/// the snapshot, is reported (iOS raises an exception) and the change is skipped.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  private var sections: [SectionIdentifierType] = []
  private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// Items marked for reload or reconfiguration (they are shown afresh in any case).
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  public var numberOfSections: Int { sections.count }
  public var numberOfItems: Int { sectionOfItem.count }
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  /// Every item, section by section.
  public var itemIdentifiers: [ItemIdentifierType] {
    sections.flatMap { itemsBySection[$0] ?? [] }
  }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemsBySection[identifier]?.count ?? 0
  }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    itemsBySection[identifier] ?? []
  }
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  // MARK: Sections

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insert(sections: identifiers, at: sections.count)
  }
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = existingSection(toIdentifier, "insertSections(_:beforeSection:)") else {
      return
    }
    insert(sections: identifiers, at: index)
  }
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = existingSection(toIdentifier, "insertSections(_:afterSection:)") else {
      return
    }
    insert(sections: identifiers, at: index + 1)
  }
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      for item in itemsBySection[identifier] ?? [] { sectionOfItem[item] = nil }
      itemsBySection[identifier] = nil
    }
    sections.removeAll { identifiers.contains($0) }
  }
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard existingSection(identifier, "moveSection(_:beforeSection:)") != nil else { return }
    sections.removeAll { $0 == identifier }
    sections.insert(identifier, at: sections.firstIndex(of: toIdentifier) ?? sections.count)
  }
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    guard existingSection(identifier, "moveSection(_:afterSection:)") != nil else { return }
    sections.removeAll { $0 == identifier }
    sections.insert(
      identifier, at: sections.firstIndex(of: toIdentifier).map { $0 + 1 } ?? sections.count)
  }
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedItemIdentifiers += identifiers.flatMap { itemsBySection[$0] ?? [] }
  }
  public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
    reconfiguredItemIdentifiers += identifiers.flatMap { itemsBySection[$0] ?? [] }
  }

  // MARK: Items

  /// Appends items to `sectionIdentifier`, or to the last section when it is nil.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier ?? sections.last else {
      return report("appendItems(_:toSection:) with no section to append to")
    }
    guard existingSection(section, "appendItems(_:toSection:)") != nil else { return }
    insert(items: identifiers, in: section, at: itemsBySection[section]?.count ?? 0)
  }
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    guard let (section, index) = place(of: beforeIdentifier, "insertItems(_:beforeItem:)") else {
      return
    }
    insert(items: identifiers, in: section, at: index)
  }
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    guard let (section, index) = place(of: afterIdentifier, "insertItems(_:afterItem:)") else {
      return
    }
    insert(items: identifiers, in: section, at: index + 1)
  }
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
      itemsBySection[section]?.removeAll { $0 == identifier }
    }
  }
  public mutating func deleteAllItems() {
    sections = []
    itemsBySection = [:]
    sectionOfItem = [:]
  }
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    guard place(of: identifier, "moveItem(_:beforeItem:)") != nil, identifier != toIdentifier
    else { return }
    deleteItems([identifier])
    insertItems([identifier], beforeItem: toIdentifier)
  }
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    guard place(of: identifier, "moveItem(_:afterItem:)") != nil, identifier != toIdentifier
    else { return }
    deleteItems([identifier])
    insertItems([identifier], afterItem: toIdentifier)
  }
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers += identifiers
  }
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers += identifiers
  }

  // MARK: Checks

  private mutating func insert(sections new: [SectionIdentifierType], at index: Int) {
    let fresh = new.filter { !sections.contains($0) }
    if fresh.count != new.count || Set(fresh).count != fresh.count {
      report("a section identifier added twice")
    }
    var seen = Set<SectionIdentifierType>()
    let unique = fresh.filter { seen.insert($0).inserted }
    sections.insert(contentsOf: unique, at: min(index, sections.count))
    for section in unique { itemsBySection[section] = [] }
  }

  private mutating func insert(
    items new: [ItemIdentifierType], in section: SectionIdentifierType, at index: Int
  ) {
    var unique: [ItemIdentifierType] = []
    for item in new {
      guard sectionOfItem[item] == nil else {
        report("the item identifier \(item) added twice")
        continue
      }
      sectionOfItem[item] = section
      unique.append(item)
    }
    let count = itemsBySection[section]?.count ?? 0
    itemsBySection[section, default: []].insert(contentsOf: unique, at: min(index, count))
  }

  private func existingSection(_ identifier: SectionIdentifierType, _ call: String) -> Int? {
    guard let index = sections.firstIndex(of: identifier) else {
      report("\(call): the section \(identifier) is not in the snapshot")
      return nil
    }
    return index
  }

  private func place(of item: ItemIdentifierType, _ call: String)
    -> (SectionIdentifierType, Int)?
  {
    guard let section = sectionOfItem[item],
      let index = itemsBySection[section]?.firstIndex(of: item)
    else {
      report("\(call): the item \(item) is not in the snapshot")
      return nil
    }
    return (section, index)
  }

  private func report(_ problem: String) {
    FileHandle.standardError.write(
      Data("NSDiffableDataSourceSnapshot: \(problem); the change is skipped.\n".utf8))
  }
}
