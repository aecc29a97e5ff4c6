import Testing

@testable import OffscreenPortLibrary

/// `objc_sync_enter`/`objc_sync_exit` come with Foundation on iOS and with UIKit here, so a
/// file that locks with them gains UIKit's import; `#keyPath(CALayer.opacity)` becomes the key
/// an animation names, "opacity".
@Test func synchronizingFilesImportUIKitAndKeyPathsBecomeKeys() {
  let port = TargetPort(sources: [
    (
      path: "Queue.swift",
      text: """
      import Foundation
      extension DispatchQueue {
        func locked(_ body: () -> Void) {
          objc_sync_enter(self)
          defer { objc_sync_exit(self) }
          body()
        }
      }
      let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))

      """
    )
  ])
  let text = port.files[0].text
  #expect(text.contains("import UIKit"))
  #expect(text.contains("CABasicAnimation(keyPath: \"opacity\")"))
}
