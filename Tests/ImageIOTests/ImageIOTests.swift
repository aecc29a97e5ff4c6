import CoreGraphics
import Foundation
import Testing

@testable import ImageIO

/// A 2×1 image: an opaque red pixel, then a half-transparent white one.
func makeImage() throws -> CGImage {
  let c = try #require(
    CGContext(
      data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
  c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
  c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
  c.setFillColor(gray: 1, alpha: 0.5)
  c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
  return try #require(c.makeImage())
}

@Suite struct ImageIOTests {
  @Test func data_roundTrip_keepsEveryPixel() throws {
    let data = NSMutableData()
    let destination = try #require(CGImageDestinationCreateWithData(data, kUTTypePNG, 1, nil))
    CGImageDestinationAddImage(destination, try makeImage(), nil)
    #expect(CGImageDestinationFinalize(destination))
    #expect([UInt8](data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    let source = try #require(CGImageSourceCreateWithData(data, nil))
    #expect(CGImageSourceGetCount(source) == 1)
    let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
    #expect(image.pixmap[0, 0] == .init(r: 255, g: 0, b: 0, a: 255))
    #expect(image.pixmap[1, 0] == .init(r: 128, g: 128, b: 128, a: 128))
    #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
  }

  @Test func fileURL_roundTrip() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("imageio-\(getpid()).png")
    defer { try? FileManager.default.removeItem(at: url) }
    let destination = try #require(
      CGImageDestinationCreateWithURL(url as CFURL, kUTTypePNG, 1, nil))
    CGImageDestinationAddImage(destination, try makeImage(), nil)
    #expect(CGImageDestinationFinalize(destination))
    let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
    let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
    #expect(image.width == 2 && image.height == 1)
  }

  @Test func otherTypes_orCounts_giveNoDestination() {
    let data = NSMutableData()
    #expect(CGImageDestinationCreateWithData(data, "public.jpeg", 1, nil) == nil)
    #expect(CGImageDestinationCreateWithData(data, kUTTypePNG, 2, nil) == nil)
  }

  @Test func finalize_withoutAnImage_orTwice_fails() throws {
    let destination = try #require(
      CGImageDestinationCreateWithData(NSMutableData(), kUTTypePNG, 1, nil))
    #expect(!CGImageDestinationFinalize(destination))
    CGImageDestinationAddImage(destination, try makeImage(), nil)
    #expect(CGImageDestinationFinalize(destination))
    #expect(!CGImageDestinationFinalize(destination))
  }

  @Test func finalize_intoAMissingDirectory_failsAndWritesNothing() throws {
    let url = URL(fileURLWithPath: "/nonexistent-offscreen-dir/out.png")
    let destination = try #require(
      CGImageDestinationCreateWithURL(url as CFURL, kUTTypePNG, 1, nil))
    CGImageDestinationAddImage(destination, try makeImage(), nil)
    #expect(!CGImageDestinationFinalize(destination))
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func notAPNG_givesASourceWithNoImage() throws {
    let source = try #require(CGImageSourceCreateWithData(Data("hello".utf8) as NSData, nil))
    #expect(CGImageSourceGetCount(source) == 0)
    #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
  }

  @Test func missingFile_givesNoSource() {
    let url = URL(fileURLWithPath: "/nonexistent-offscreen-dir/in.png")
    #expect(CGImageSourceCreateWithURL(url as CFURL, nil) == nil)
  }
}
