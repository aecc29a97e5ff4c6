import Foundation
import ImageIO
import Testing

/// The README's CoreGraphics example, line for line, so it keeps compiling and working.
@Suite struct ReadmeExampleTests {
  @Test func readmeDrawingExample_writesAPNG() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let context = CGContext(
      data: nil, width: 200, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    context.setFillColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    context.addPath(
      CGPath(
        roundedRect: CGRect(x: 10, y: 10, width: 180, height: 80),
        cornerWidth: 16, cornerHeight: 16, transform: nil))
    context.fillPath()
    context.setStrokeColor(gray: 0, alpha: 1)
    context.setLineWidth(4)
    context.setLineDash(phase: 0, lengths: [12, 6])
    context.stroke(CGRect(x: 30, y: 30, width: 140, height: 40))

    let url = directory.appendingPathComponent("card.png")
    let destination = CGImageDestinationCreateWithURL(url as CFURL, kUTTypePNG, 1, nil)!
    CGImageDestinationAddImage(destination, context.makeImage()!, nil)
    let written = CGImageDestinationFinalize(destination)

    #expect(written)
    let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
    let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
    #expect(image.width == 200 && image.height == 100)
  }
}
