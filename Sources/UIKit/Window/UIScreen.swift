import CoreGraphics

/// The display a window shows on. Headless, a screen is a description: a size in points, a
/// scale and the traits it gives the views on it.
///
/// ``main`` is an iPhone-sized screen: 393 × 852 points at 3× (the size of an iPhone 15),
/// light, with the large text size.
@preconcurrency @MainActor
open class UIScreen {
  /// The screen windows use unless given another.
  public static let main = UIScreen(
    bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

  /// The screen's size in points.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat

  /// A screen of `bounds` points at `scale` pixels a point.
  ///
  /// Divergence: iOS has no public initialiser; Offscreen has one so that renders can be made
  /// for any device.
  public init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// The screen's pixels per point as the panel has them: the same as ``scale`` here.
  public var nativeScale: CGFloat { scale }
  /// The screen's size in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  /// The width size class UIKit gives a full-screen window of this size: regular from 600
  /// points wide on a screen whose shorter side is at least 414 points (an iPad; a Plus, Max or
  /// XR-sized iPhone in landscape), compact otherwise — so an iPhone 13 or X in landscape,
  /// 844 or 812 points wide, stays compact, as on iOS.
  private var horizontalSizeClass: UIUserInterfaceSizeClass {
    bounds.width >= 600 && min(bounds.width, bounds.height) >= 414 ? .regular : .compact
  }

  /// The traits the screen gives: its scale, light style, the phone idiom, the size classes
  /// of its size, the large text size and left-to-right layout.
  public var traitCollection: UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: scale),
      UITraitCollection(userInterfaceStyle: .light),
      UITraitCollection(userInterfaceIdiom: .phone),
      UITraitCollection(horizontalSizeClass: horizontalSizeClass),
      UITraitCollection(verticalSizeClass: bounds.height < 500 ? .compact : .regular),
      UITraitCollection(preferredContentSizeCategory: .large),
      UITraitCollection(layoutDirection: .leftToRight),
      UITraitCollection(traits: .init(screenSideMargin: compactSideMargin)),
    ])
  }
}
