import Foundation
import Testing
import UIKit

/// Key-value observing of a to-many property changed through `mutableArrayValue(forKey:)`:
/// each call is one notification, of the kind and at the indexes Apple documents, with the old
/// and new objects the observer asked for.
@MainActor @Suite struct KeyValueArrayObservingTests {
  @MainActor final class Shelf: NSObject, NSKeyValueObserving {
    var books = NSMutableArray()
    var heard: [[NSKeyValueChangeKey: Any]] = []

    func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      #expect(keyPath == "books" && object as? Shelf === self)
      heard.append(change ?? [:])
    }
  }

  private func observedShelf(_ options: NSKeyValueObservingOptions = [.old, .new]) -> Shelf {
    let shelf = Shelf()
    shelf.addObserver(shelf, forKeyPath: "books", options: options, context: nil)
    return shelf
  }

  private func kind(_ change: [NSKeyValueChangeKey: Any]) -> NSKeyValueChange? {
    (change[.kindKey] as? NSNumber).flatMap { NSKeyValueChange(rawValue: $0.uintValue) }
  }

  @Test func theProxyChangesTheStoredArray() {
    let shelf = observedShelf()
    let proxy = shelf.mutableArrayValue(forKey: "books")
    proxy.add("Emma")
    proxy.insert("Persuasion", at: 0)
    #expect(shelf.books as? [String] == ["Persuasion", "Emma"])
    #expect(proxy.count == 2 && proxy.object(at: 1) as? String == "Emma")
  }

  @Test func anInsertionIsHeardWithItsIndexesAndNewObjects() throws {
    let shelf = observedShelf()
    shelf.books.add("Emma")
    shelf.mutableArrayValue(forKey: "books").addObjects(from: ["Persuasion", "Sanditon"])
    let change = try #require(shelf.heard.last)
    #expect(shelf.heard.count == 1)
    #expect(kind(change) == .insertion)
    #expect(change[.indexesKey] as? IndexSet == IndexSet(integersIn: 1..<3))
    #expect(change[.newKey] as? [String] == ["Persuasion", "Sanditon"])
    #expect(change[.oldKey] == nil)
  }

  @Test func aRemovalIsHeardWithTheObjectsRemoved() throws {
    let shelf = observedShelf()
    shelf.books.addObjects(from: ["Emma", "Persuasion", "Emma"])
    shelf.mutableArrayValue(forKey: "books").removeObjects(in: ["Emma"])
    #expect(shelf.books as? [String] == ["Persuasion"])
    let change = try #require(shelf.heard.last)
    #expect(kind(change) == .removal)
    #expect(change[.indexesKey] as? IndexSet == IndexSet([0, 2]))
    #expect(change[.oldKey] as? [String] == ["Emma", "Emma"])
    #expect(change[.newKey] == nil)
  }

  /// `proxy[count] = object` adds at the end, as Apple documents subscript assignment for
  /// mutable arrays; at an index below `count` it replaces (Eureka sets a section's rows so).
  @Test func assigningAtTheEndAddsAndBelowReplaces() throws {
    let shelf = observedShelf()
    let proxy = shelf.mutableArrayValue(forKey: "books")
    proxy[0] = "Emma"
    #expect(shelf.books as? [String] == ["Emma"])
    #expect(kind(try #require(shelf.heard.last)) == .insertion)
    proxy[0] = "Persuasion"
    #expect(shelf.books as? [String] == ["Persuasion"])
    let change = try #require(shelf.heard.last)
    #expect(shelf.heard.count == 2)
    #expect(kind(change) == .replacement)
    #expect(change[.oldKey] as? [String] == ["Emma"])
    #expect(proxy[0] as? String == "Persuasion")
  }

  /// Replacing two objects by three is a replacement of two, then an insertion of one.
  @Test func aLongerReplacementIsAReplacementThenAnInsertion() {
    let shelf = observedShelf()
    shelf.books.addObjects(from: ["Emma", "Persuasion"])
    shelf.mutableArrayValue(forKey: "books").replaceObjects(
      in: NSRange(location: 0, length: 2), withObjectsFrom: ["A", "B", "C"])
    #expect(shelf.books as? [String] == ["A", "B", "C"])
    #expect(shelf.heard.compactMap(kind) == [.replacement, .insertion])
    #expect(shelf.heard[0][.oldKey] as? [String] == ["Emma", "Persuasion"])
    #expect(shelf.heard[1][.indexesKey] as? IndexSet == IndexSet(integer: 2))
  }

  @Test func onlyTheObjectsAskedForAreGiven() {
    let shelf = observedShelf([])
    shelf.mutableArrayValue(forKey: "books").add("Emma")
    #expect(shelf.heard.count == 1)
    #expect(shelf.heard[0][.newKey] == nil && shelf.heard[0][.oldKey] == nil)
  }

  @Test func aRemovedObserverHearsNothing() {
    let shelf = observedShelf()
    shelf.removeObserver(shelf, forKeyPath: "books")
    shelf.mutableArrayValue(forKey: "books").add("Emma")
    #expect(shelf.heard.isEmpty && shelf.books.count == 1)
  }

  /// A key that is not a stored mutable array gives a detached copy, with a warning.
  @Test func aKeyOfAnotherKindGivesACopyThatChangesNothing() {
    let shelf = Shelf()
    let copy = shelf.mutableArrayValue(forKey: "heard")
    copy.add("x")
    #expect(shelf.heard.isEmpty)
  }
}
