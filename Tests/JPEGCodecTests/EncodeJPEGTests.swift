import CTurboJPEG
import Testing

@testable import JPEGCodec
@testable import Raster

/// JPEG encoding: a real baseline JPEG, decoded back by libjpeg-turbo for the check.
@Suite struct EncodeJPEGTests {
  /// The RGB pixels of a JPEG, decoded.
  private func decode(_ jpeg: [UInt8]) throws -> (width: Int, height: Int, rgb: [UInt8]) {
    let handle = try #require(tjInitDecompress())
    defer { tjDestroy(handle) }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    #expect(
      tjDecompressHeader3(
        handle, jpeg, UInt(jpeg.count), &width, &height, &subsampling, &colorspace) == 0)
    var rgb = [UInt8](repeating: 0, count: Int(width * height * 3))
    #expect(
      tjDecompress2(
        handle, jpeg, UInt(jpeg.count), &rgb, width, 0, height, Int32(TJPF_RGB.rawValue), 0) == 0)
    return (Int(width), Int(height), rgb)
  }

  @Test func aSolidImageComesBackItsColour() throws {
    let pixmap = try Pixmap(
      width: 24, height: 16, filledWith: PremultipliedColor(r: 200, g: 40, b: 10, a: 255))
    let jpeg = try encodeJPEG(pixmap, quality: 0.9)
    #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
    #expect(Array(jpeg.suffix(2)) == [0xFF, 0xD9])
    let decoded = try decode(jpeg)
    #expect(decoded.width == 24 && decoded.height == 16)
    // A flat colour survives JPEG to within a couple of levels.
    for channel in 0..<3 {
      let expected = [200, 40, 10][channel]
      #expect(abs(Int(decoded.rgb[channel]) - expected) <= 3)
    }
  }

  /// Lower quality makes a busier image smaller, as UIKit's compression quality does.
  @Test func qualityTradesSizeForFidelity() throws {
    let pixmap = try Pixmap(width: 64, height: 64)
    for y in 0..<64 {
      for x in 0..<64 {
        let p = pixmap.data + y * pixmap.bytesPerRow + x * 4
        (p[0], p[1], p[2], p[3]) = (
          UInt8((x * 37 + y * 11) & 255), UInt8((x * y) & 255), UInt8(y * 4), 255
        )
      }
    }
    let best = try encodeJPEG(pixmap, quality: 1)
    let small = try encodeJPEG(pixmap, quality: 0.1)
    #expect(small.count < best.count)
  }

  /// A transparent pixel is written over black (JPEG has no alpha).
  @Test func transparencyBecomesBlack() throws {
    let pixmap = try Pixmap(width: 8, height: 8)
    let decoded = try decode(try encodeJPEG(pixmap, quality: 1))
    #expect(decoded.rgb.allSatisfy { $0 <= 2 })
  }
}
