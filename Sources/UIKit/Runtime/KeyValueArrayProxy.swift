import Foundation

/// The array ``NSObject/mutableArrayValue(forKey:)`` gives: it changes the owner's stored
/// array and tells the owner's observers of the key, one notification for each call, as the
/// key-value coding proxy does on iOS. A call that replaces a range by a different number of
/// objects is a replacement of as many as both have, then a removal or an insertion of the
/// rest.
///
/// Not main-actor isolated, as `NSMutableArray`'s methods are not; observers are told on the
/// main actor, where UIKit code runs.
final class KeyValueArrayProxy: NSMutableArray {
  private weak var owner: NSObject?
  private let key: String
  private let storage: NSMutableArray

  init(owner: NSObject, key: String, storage: NSMutableArray) {
    self.owner = owner
    self.key = key
    self.storage = storage
    super.init()
  }

  /// A proxy of no object, for NSMutableArray's own initialisers: it changes only itself.
  required override init(capacity numItems: Int) {
    key = ""
    storage = NSMutableArray(capacity: numItems)
    super.init()
  }

  required init(objects: UnsafePointer<AnyObject>?, count cnt: Int) {
    key = ""
    storage = NSMutableArray(objects: objects, count: cnt)
    super.init()
  }

  required convenience init(coder: NSCoder) { self.init(capacity: 0) }

  required convenience init(arrayLiteral elements: Any...) {
    self.init(capacity: 0)
    storage.addObjects(from: elements)
  }

  // MARK: Reading

  override var count: Int { storage.count }

  override func object(at index: Int) -> Any { storage.object(at: index) }

  // MARK: Changing, each call one notification

  override func insert(_ anObject: Any, at index: Int) {
    insert([anObject], at: IndexSet(integer: index))
  }

  override func add(_ anObject: Any) { insert([anObject], at: IndexSet(integer: count)) }

  override func addObjects(from otherArray: [Any]) {
    insert(otherArray, at: IndexSet(integersIn: count..<count + otherArray.count))
  }

  override func insert(_ objects: [Any], at indexes: IndexSet) {
    guard !objects.isEmpty else { return }
    storage.insert(objects, at: indexes)
    tell(.insertion, indexes, old: [], new: objects)
  }

  override func removeObject(at index: Int) { removeObjects(at: IndexSet(integer: index)) }

  override func removeLastObject() {
    guard count > 0 else { return }
    removeObjects(at: IndexSet(integer: count - 1))
  }

  override func removeObjects(in range: NSRange) {
    removeObjects(at: IndexSet(integersIn: range.location..<range.location + range.length))
  }

  override func remove(_ anObject: Any) { removeObjects(in: [anObject]) }

  override func removeObjects(in otherArray: [Any]) {
    let doomed = NSArray(array: otherArray)
    removeObjects(at: IndexSet((0..<count).filter { doomed.contains(object(at: $0)) }))
  }

  override func removeAllObjects() { removeObjects(at: IndexSet(integersIn: 0..<count)) }

  override func removeObjects(at indexes: IndexSet) {
    guard !indexes.isEmpty else { return }
    let old = indexes.map { storage.object(at: $0) }
    storage.removeObjects(at: indexes)
    tell(.removal, indexes, old: old, new: [])
  }

  /// `proxy[index] = object` replaces the object at `index`, or adds one at the end when
  /// `index` is `count`, as Apple documents `setObject(_:atIndexedSubscript:)` (Foundation on
  /// Linux's setter replaces only).
  override subscript(index: Int) -> Any {
    get { object(at: index) }
    set {
      if index == count {
        insert(newValue, at: index)
      } else {
        replaceObject(at: index, with: newValue)
      }
    }
  }

  override func replaceObject(at index: Int, with anObject: Any) {
    replaceObjects(at: IndexSet(integer: index), with: [anObject])
  }

  override func replaceObjects(at indexes: IndexSet, with objects: [Any]) {
    guard !indexes.isEmpty else { return }
    let old = indexes.map { storage.object(at: $0) }
    storage.replaceObjects(at: indexes, with: objects)
    tell(.replacement, indexes, old: old, new: objects)
  }

  override func replaceObjects(in range: NSRange, withObjectsFrom otherArray: [Any]) {
    let shared = Swift.min(range.length, otherArray.count)
    replaceObjects(
      at: IndexSet(integersIn: range.location..<range.location + shared),
      with: Array(otherArray.prefix(shared)))
    if range.length > shared {
      removeObjects(in: NSRange(location: range.location + shared, length: range.length - shared))
    } else {
      insert(
        Array(otherArray.dropFirst(shared)),
        at: IndexSet(integersIn: range.location + shared..<range.location + otherArray.count))
    }
  }

  override func setArray(_ otherArray: [Any]) {
    replaceObjects(in: NSRange(location: 0, length: count), withObjectsFrom: otherArray)
  }

  override func exchangeObject(at idx1: Int, withObjectAt idx2: Int) {
    let first = object(at: idx1)
    let second = object(at: idx2)
    replaceObjects(
      at: IndexSet([idx1, idx2]), with: idx1 < idx2 ? [second, first] : [first, second])
  }

  private func tell(_ kind: NSKeyValueChange, _ indexes: IndexSet, old: [Any], new: [Any]) {
    guard let owner else { return }
    // The caller is on the main actor already (the call asserts so), as UIKit code is.
    nonisolated(unsafe) let change = (owner: owner, key: key, old: old, new: new)
    MainActor.assumeIsolated {
      ArrayObservers.notify(
        change.owner, key: change.key, kind: kind, indexes: indexes, old: change.old,
        new: change.new)
    }
  }
}
