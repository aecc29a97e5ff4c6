import CoreGraphics
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
  /// A snapshot strategy for comparing views based on pixel equality.
  public static var image: Snapshotting { .image() }

  /// A snapshot strategy for comparing views based on pixel equality.
  ///
  /// The view is put in a window of its size (or `size`), the window's update cycle runs
  /// (constraints, layout, display), and the view is rendered.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; headless, the view is
  ///     always drawn from its layer tree in a window of its own.
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match (CIE ΔE 1994, as `Diffing.image` explains).
  ///   - size: A view size override.
  ///   - traits: A trait collection override: dark mode, content size category, layout
  ///     direction, display scale.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    .windowImage(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
      view in
      (
        view, in: UIViewController(),
        config: .init(safeArea: .zero, size: size ?? view.frame.size, traits: .init())
      )
    }
  }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
  /// A snapshot strategy for comparing layers based on pixel equality.
  public static var image: Snapshotting { .image() }

  /// A snapshot strategy for comparing layers based on pixel equality.
  ///
  /// - Parameters:
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match (CIE ΔE 1994, as `Diffing.image` explains).
  ///   - traits: A trait collection override; its display scale is the image's scale.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
    ).pullback { layer in
      onMainActor {
        let format = UIGraphicsImageRendererFormat(for: traits)
        return UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image { context in
          layer.setNeedsLayout()
          layer.layoutIfNeeded()
          layer.render(in: context.cgContext)
        }
      }
    }
  }
}
