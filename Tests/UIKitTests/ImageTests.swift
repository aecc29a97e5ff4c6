import CoreGraphics
import Foundation
import Raster
import Testing
import UIKit

/// A bitmap whose columns are painted in `colors`, `columnWidth` pixels each, `height` rows.
func stripes(_ colors: [PremultipliedColor], columnWidth: Int, height: Int) -> CGImage {
  let pixmap = try! Pixmap(width: colors.count * columnWidth, height: height)
  for y in 0..<height {
    for x in 0..<pixmap.width { pixmap[x, y] = colors[x / columnWidth] }
  }
  return CGImage(adopting: pixmap)
}

@Suite struct ImageTests {
  @Test(arguments: [1, 2, 3])
  func size_isPixelsDividedByScale(scale: Int) {
    let image = UIImage(
      cgImage: stripes([.red], columnWidth: 6, height: 12), scale: CGFloat(scale),
      orientation: .up)
    #expect(image.size == CGSize(width: 6 / scale, height: 12 / scale))
    #expect(image.scale == CGFloat(scale))
  }

  @Test func emptyImage_hasZeroSize_andNoPNG() {
    #expect(UIImage().size == .zero)
    #expect(UIImage().pngData() == nil)
  }

  @Test func pngData_roundTripsThroughInitData() throws {
    let original = UIImage(cgImage: stripes([.red, .blue], columnWidth: 1, height: 2))
    let data = try #require(original.pngData())
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let decoded = try #require(UIImage(data: data))
    #expect(decoded.pixels[0, 1] == .red && decoded.pixels[1, 0] == .blue)
  }

  @Test func initData_withGarbage_isNil() {
    #expect(UIImage(data: Data([1, 2, 3])) == nil)
  }

  @Test func initContentsOfFile_takesTheScaleFromTheFileName() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "u1-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let png = try #require(
      UIImage(cgImage: stripes([.green], columnWidth: 4, height: 4)).pngData())
    let path = directory.appendingPathComponent("icon@2x.png").path
    try png.write(to: URL(fileURLWithPath: path))
    let image = try #require(UIImage(contentsOfFile: path))
    #expect(image.scale == 2 && image.size == CGSize(width: 2, height: 2))
    #expect(UIImage(contentsOfFile: directory.appendingPathComponent("none.png").path) == nil)
  }

  @Test func imageRendererFormat_hasTheImagesScale() {
    let image = UIImage(
      cgImage: stripes([.red], columnWidth: 2, height: 2), scale: 2, orientation: .up)
    let format = image.imageRendererFormat
    #expect(format.scale == 2 && !format.opaque)
  }

  @Test func orientation_isStored() {
    let image = UIImage(
      cgImage: stripes([.red], columnWidth: 1, height: 1), scale: 1, orientation: .left)
    #expect(image.imageOrientation == .left)
  }

  @Test func drawAt_drawsUprightFromTheTopLeft_atItsSizeInPoints() {
    // Top row red, bottom row blue, 2×2 pixels at scale 2: one point.
    let pixmap = try! Pixmap(width: 2, height: 2)
    pixmap[0, 0] = .red
    pixmap[1, 0] = .red
    pixmap[0, 1] = .blue
    pixmap[1, 1] = .blue
    let image = UIImage(cgImage: CGImage(adopting: pixmap), scale: 2, orientation: .up)
    let drawn = renderer2x(CGSize(width: 2, height: 2)).image { _ in
      image.draw(at: CGPoint(x: 1, y: 0))
    }
    #expect(drawn.pixels[2, 0] == .red && drawn.pixels[3, 0] == .red)
    #expect(drawn.pixels[2, 1] == .blue && drawn.pixels[3, 1] == .blue)
    #expect(drawn.pixels[0, 0] == .transparent && drawn.pixels[2, 2] == .transparent)
  }

  @Test func drawWithAlpha_multipliesTheImagesAlpha() {
    let image = UIImage(
      cgImage: stripes([.red], columnWidth: 2, height: 2), scale: 2, orientation: .up)
    let drawn = renderer2x(CGSize(width: 1, height: 1)).image { _ in
      image.draw(at: .zero, blendMode: .normal, alpha: 0.5)
    }
    let p = drawn.pixels[1, 1]
    #expect((127...128).contains(p.a) && p.r == p.a && p.g == 0)
  }

  @Test func withTintColor_paintsTheTintThroughTheImagesAlpha() {
    let pixmap = try! Pixmap(width: 2, height: 1)
    pixmap[0, 0] = .red
    pixmap[1, 0] = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
    let image = UIImage(cgImage: CGImage(adopting: pixmap)).withTintColor(.blue)
    // Apple: "The new image uses the same rendering mode as the original image."
    #expect(image.renderingMode == .automatic)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image {
      _ in image.draw(at: .zero)
    }
    #expect(drawn.pixels[0, 0] == .blue && drawn.pixels[1, 0] == .transparent)
  }

  /// Apple: for bitmap images the tint is drawn, then the image with `destinationIn` — in every
  /// rendering mode.
  @Test func withTintColor_alwaysOriginal_stillDrawsTheTint() {
    let image = UIImage(cgImage: stripes([.red], columnWidth: 1, height: 1))
      .withTintColor(.blue, renderingMode: .alwaysOriginal)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image {
      _ in image.draw(at: .zero)
    }
    #expect(image.renderingMode == .alwaysOriginal)
    #expect(drawn.pixels[0, 0] == .blue)
  }

  @Test(arguments: [UIImage.ResizingMode.stretch, .tile])
  func resizableImage_keepsItsCapsUnscaledInPixels(mode: UIImage.ResizingMode) {
    // 6×6 pixels at scale 2 (3×3 points): columns red | green | blue, 2 pixels (1 point) each.
    let image = UIImage(
      cgImage: stripes([.red, .green, .blue], columnWidth: 2, height: 6), scale: 2,
      orientation: .up
    ).resizableImage(
      withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: mode)
    #expect(image.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    let drawn = renderer2x(CGSize(width: 10, height: 3)).image { _ in
      image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 3))
    }
    // 20 pixels wide: 2 red, 16 green, 2 blue, on every row.
    for y in [0, 3, 5] {
      for x in 0..<20 {
        let expected: PremultipliedColor = x < 2 ? .red : x < 18 ? .green : .blue
        #expect(drawn.pixels[x, y] == expected, "pixel \(x), \(y)")
      }
    }
  }
}

@Suite struct ImageOrientationAndLookupTests {
  /// Two pixels side by side, red then blue, at scale 1.
  static let redThenBlue = stripes([.red, .blue], columnWidth: 1, height: 1)

  /// The image drawn at the origin of a scale-1 renderer of its size.
  static func drawn(_ image: UIImage) -> Pixmap {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
      image.draw(at: .zero)
    }.pixels
  }

  @Test func rightOrientation_turnsAQuarterClockwise_andSwapsTheSize() {
    let image = UIImage(cgImage: Self.redThenBlue, scale: 1, orientation: .right)
    #expect(image.size == CGSize(width: 1, height: 2))
    // Turning [red | blue] clockwise brings its left end to the top.
    let p = Self.drawn(image)
    #expect(p[0, 0] == .red && p[0, 1] == .blue)
  }

  @Test func leftOrientation_turnsAQuarterAnticlockwise() {
    let p = Self.drawn(UIImage(cgImage: Self.redThenBlue, scale: 1, orientation: .left))
    #expect(p[0, 0] == .blue && p[0, 1] == .red)
  }

  @Test(arguments: [UIImage.Orientation.down, .upMirrored])
  func halfTurnAndMirror_swapTheEndsOfARow(orientation: UIImage.Orientation) {
    let image = UIImage(cgImage: Self.redThenBlue, scale: 1, orientation: orientation)
    #expect(image.size == CGSize(width: 2, height: 1))
    let p = Self.drawn(image)
    #expect(p[0, 0] == .blue && p[1, 0] == .red)
  }

  @Test func drawAsPattern_tilesFromTheUserSpaceOrigin() {
    let image = UIImage(cgImage: Self.redThenBlue)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let p = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 1), format: format).image { _ in
      image.drawAsPattern(in: CGRect(x: 1, y: 0, width: 4, height: 1))
    }.pixels
    // The grid runs through x = 0, so x = 1 shows a tile's second (blue) pixel.
    #expect(p[0, 0] == .transparent)
    #expect(p[1, 0] == .blue && p[2, 0] == .red && p[3, 0] == .blue && p[4, 0] == .red)
  }

  @Test func named_prefersTheVariantForTheScale_andTakesItsScale() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "u1-named-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (file, columns) in [("dot.png", 1), ("dot@2x.png", 2), ("dot@3x.png", 3)] {
      let png = try #require(
        UIImage(cgImage: stripes([.green], columnWidth: columns, height: columns)).pngData())
      try png.write(to: directory.appendingPathComponent(file))
    }
    let bundle = try #require(Bundle(path: directory.path))
    let atThree = try #require(UIImage(named: "dot", in: bundle, compatibleWith: nil))
    #expect(atThree.scale == 3 && atThree.size == CGSize(width: 1, height: 1))
    let atTwo = try #require(
      UIImage(named: "dot.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(atTwo.scale == 2 && atTwo.cgImage?.width == 2)
    #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func named_onAOneScaleScreen_prefersThePlainName_andTheDevicesOwnFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "named-devices-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Widths tell the files apart: plain 1, @2x 2, @2x~ipad 4 pixels.
    for (file, width) in [("pin.png", 1), ("pin@2x.png", 2), ("pin@2x~ipad.png", 4)] {
      let png = try #require(
        UIImage(cgImage: stripes([.green], columnWidth: width, height: 2)).pngData())
      try png.write(to: directory.appendingPathComponent(file))
    }
    let bundle = try #require(Bundle(path: directory.path))
    let oneX = UIImage(named: "pin", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))
    #expect(oneX?.cgImage?.width == 1 && oneX?.scale == 1)
    let pad = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceIdiom: .pad),
    ])
    let padImage = UIImage(named: "pin", in: bundle, compatibleWith: pad)
    #expect(padImage?.cgImage?.width == 4 && padImage?.scale == 2)
    let phone = UIImage(
      named: "pin", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))
    #expect(phone?.cgImage?.width == 2)
    // On a 3x phone the 2x file is the nearest, then the plain one.
    #expect(UIImage(named: "pin", in: bundle, compatibleWith: nil)?.scale == 2)
  }
}

/// `jpegData(compressionQuality:)` writes a real JPEG of the image's pixels.
@MainActor
@Test func jpegDataIsAJPEG() throws {
  let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
    UIColor.red.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
  }
  let data = try #require(image.jpegData(compressionQuality: 0.8))
  #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
  #expect(Array(data.suffix(2)) == [0xFF, 0xD9])
}
