// swift-format-ignore-file
#if os(iOS) || os(tvOS)
  import UIKit
#else
  import AppKit
#endif
#if canImport(Combine)
  import Combine
#endif
import os.log
import ObjectiveC

let log = OSLog(subsystem: "app", category: "ui")

final class Card {
  var shadow: CGFloat = 0
  @objc dynamic var title = ""
  static let titlePath = #keyPath(Card.title)
  static let nested = #keyPath(shadow)
}
