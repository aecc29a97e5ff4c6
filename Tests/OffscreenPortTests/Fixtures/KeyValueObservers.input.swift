// swift-format-ignore-file
import Foundation

/// A list whose changes through its key-value coding proxy are heard by key-value observing,
/// as Eureka's sections observe their rows.
final class RowList: NSObject {
  @objc dynamic private var _rows = NSMutableArray()
  var rows: NSMutableArray { return mutableArrayValue(forKey: "_rows") }
  private(set) var heard: [UInt] = []

  override init() {
    super.init()
    addObserver(self, forKeyPath: "_rows", options: [.new, .old], context: nil)
  }

  deinit {
    removeObserver(self, forKeyPath: "_rows")
  }

  override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
    guard let kind = change?[NSKeyValueChangeKey.kindKey] as? NSNumber else { return }
    heard.append(kind.uintValue)
  }
}

