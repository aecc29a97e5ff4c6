import CoreGraphics
import Foundation
import TestSupport
import Testing
import UIKit

/// The README's UIKit example, line for line, so it keeps compiling and drawing what it shows.
@Suite struct ReadmeUIKitExampleTests {
  @Test func readmeUIKitExample_matchesGolden() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 320, height: 120))
    let image = renderer.image { context in
      UIColor.systemBackground.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 320, height: 120))
      let card = UIBezierPath(
        roundedRect: CGRect(x: 16, y: 16, width: 288, height: 88), cornerRadius: 16)
      UIColor.systemBlue.setFill()
      card.fill()
      let title = NSAttributedString(
        string: "Hello, 세계 你好",
        attributes: [
          .font: UIFont.preferredFont(forTextStyle: .title2),
          .foregroundColor: UIColor.white,
        ])
      title.draw(at: CGPoint(x: 32, y: 44))
    }
    let png = try #require(image.pngData())

    let decoded = try #require(UIImage(data: png)?.cgImage)
    try GoldenImage.assertMatches(decoded.pixmap, golden: "UIKit/readme-example.png")
  }
}
