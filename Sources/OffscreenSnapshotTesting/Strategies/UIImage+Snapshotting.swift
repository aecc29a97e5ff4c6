import CoreGraphics
import Foundation
import ImageComparison
import UIKit

extension Diffing where Value == UIImage {
  /// A pixel-diffing strategy for UIImage's which requires a 100% match.
  public static var image: Diffing { .image() }

  /// A pixel-diffing strategy for UIImage that allows customizing how precise the matching
  /// must be.
  ///
  /// - Parameters:
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match: its CIE ΔE 1994 from the reference may be at most
  ///     (1 − perceptualPrecision) × 100, as with CoreImage's `CILabDeltaE` on iOS. 98–99%
  ///     mimics the precision of the human eye.
  ///   - scale: Scale to use when loading the reference image from disk. If `nil` or `0`, the
  ///     main screen's scale is used.
  /// - Returns: A new diffing strategy.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Diffing {
    TestIdentity.observeXCTest()
    SnapshotRun.begin()
    let options = ComparisonOptions(
      precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
    return .diff(
      toData: { $0.pngData() ?? Data() },
      fromData: { data in
        let imageScale = scale.flatMap { $0 != 0 ? $0 : nil } ?? onMainActor { UIScreen.main.scale }
        return UIImage(data: data, scale: imageScale) ?? UIImage()
      },
      diffV2: { reference, actual in
        imageFailure(reference: reference, actual: actual, options: options)
      })
  }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// A snapshot strategy for comparing images based on pixel equality.
  public static var image: Snapshotting { .image() }

  /// A snapshot strategy for comparing images based on pixel equality.
  ///
  /// - Parameters:
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match (CIE ΔE 1994, as `Diffing.image` explains).
  ///   - scale: The scale of the reference image stored on disk.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Snapshotting {
    .init(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
    )
  }
}
