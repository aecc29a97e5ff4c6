// swift-format-ignore-file
#if os(Linux) || os(tvOS)
  import UIKit
#else
  import AppKit
#endif
#if canImport(OffscreenCombine)
  import OffscreenCombine
#endif
import OffscreenLog


let log = OSLog(subsystem: "app", category: "ui")

final class Card {
  var shadow: CGFloat = 0
  dynamic var title = ""
  static let titlePath = "title"
  static let nested = "shadow"
}
