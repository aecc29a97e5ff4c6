import CoreGraphics
import Foundation
import UIKit

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
  /// A snapshot strategy for comparing bezier paths based on pixel equality.
  public static var image: Snapshotting { .image() }

  /// A snapshot strategy for comparing bezier paths based on pixel equality: the path filled
  /// (with its own fill rule) in black on a transparent image of its `bounds`, as on iOS.
  ///
  /// - Parameters:
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match (CIE ΔE 1994, as `Diffing.image` explains).
  ///   - scale: The image's scale, and the one the reference is read at: 1 by default.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1
  ) -> Snapshotting {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    ).pullback { path in
      pathImage(bounds: path.bounds, scale: scale) { _ in path.fill() }
    }
  }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
  /// A snapshot strategy for comparing bezier paths based on their elements, as
  /// `Snapshotting<CGPath, String>.elementsDescription` describes them.
  public static var elementsDescription: Snapshotting {
    Snapshotting<CGPath, String>.elementsDescription.pullback { path in path.cgPath }
  }

  /// A snapshot strategy for comparing bezier paths based on their elements.
  ///
  /// - Parameter numberFormatter: The number formatter used for formatting points.
  public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
    Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter)
      .pullback { path in path.cgPath }
  }
}
