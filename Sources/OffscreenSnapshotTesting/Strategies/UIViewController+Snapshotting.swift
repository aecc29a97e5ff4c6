import CoreGraphics
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// A snapshot strategy for comparing view controller views based on pixel equality.
  public static var image: Snapshotting { .image() }

  /// A snapshot strategy for comparing view controller views based on pixel equality.
  ///
  /// The controller is shown in a window of the configuration's size, safe area and traits,
  /// the window's update cycle runs, and the controller's view is rendered.
  ///
  /// - Parameters:
  ///   - config: A set of device configuration settings.
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; headless, the view is
  ///     always drawn from its layer tree in a window of its own.
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match (CIE ΔE 1994, as `Diffing.image` explains).
  ///   - size: A view size override.
  ///   - traits: A trait collection override.
  public static func image(
    on config: ViewImageConfig,
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    let config =
      size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) }
      ?? config
    return controllerImage(
      config: config, precision: precision, perceptualPrecision: perceptualPrecision,
      traits: traits)
  }

  /// A snapshot strategy for comparing view controller views based on pixel equality, at the
  /// view's own size (or `size`) with no safe area.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility (see above).
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match.
  ///   - size: A view size override.
  ///   - traits: A trait collection override.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    controllerImage(
      config: .init(safeArea: .zero, size: size, traits: traits), precision: precision,
      perceptualPrecision: perceptualPrecision, traits: traits)
  }

  /// The controller's view, hosted by the controller itself on `config`.
  private static func controllerImage(
    config: ViewImageConfig, precision: Float, perceptualPrecision: Float,
    traits: UITraitCollection
  ) -> Snapshotting {
    .windowImage(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) {
      controller in (controller.view, in: controller, config: config)
    }
  }
}
