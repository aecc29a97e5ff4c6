import CoreGraphics
import UIKit

/// What a mockup is drawn on: a size in points, pixels a point, the device's safe area and the
/// traits the views see.
public struct MockupCanvas {
  public var size = CGSize(width: 390, height: 844)
  public var scale: CGFloat = 3
  public var safeArea = UIEdgeInsets.zero
  public var appearance = UIUserInterfaceStyle.light
  public var contentSizeCategory = UIContentSizeCategory.large
  public var layoutDirection = UITraitEnvironmentLayoutDirection.leftToRight
  /// The window's colour behind the root view.
  public var backgroundColor: UIColor? = nil
  /// A navigation controller to show the root view in, with its bar.
  public var navigation: MockupNavigation? = nil
  /// An alert or action sheet presented over the screen.
  public var alert: MockupAlert? = nil

  public init() {}

  /// The traits views on this canvas see.
  @MainActor var traits: UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: scale),
      UITraitCollection(userInterfaceStyle: appearance),
      UITraitCollection(preferredContentSizeCategory: contentSizeCategory),
      UITraitCollection(layoutDirection: layoutDirection),
    ])
  }

  /// The canvas's keys, for hints and the schema.
  static let keys = [
    "device", "size", "scale", "safeArea", "appearance", "contentSizeCategory",
    "layoutDirection", "backgroundColor", "navigation", "alert",
  ]

  /// The devices a canvas can be, by swift-snapshot-testing's names, for hints and the schema.
  static let deviceNames = DeviceScreen.all.map(\.name)

  /// Reads a `canvas` mapping: a `device` preset first, then any key overriding it, then what
  /// the command line sets over the file.
  @MainActor static func read(
    _ node: MockupNode?, context: ValueContext, overrides: CanvasOverrides = CanvasOverrides()
  ) throws -> MockupCanvas {
    var canvas = try node.map { try reading($0, context: context) } ?? MockupCanvas()
    try overrides.apply(to: &canvas)
    return canvas
  }

  /// The canvas the mapping `node` gives.
  @MainActor private static func reading(_ node: MockupNode, context: ValueContext) throws
    -> MockupCanvas
  {
    var canvas = MockupCanvas()
    let entries = try node.entries()
    if let device = node["device"] {
      let name = try device.text()
      guard let screen = DeviceScreen.named(name) else {
        throw device.error(
          .unknownName, "unknown device '\(name)'",
          suggestions: NearestNames.to(name, in: deviceNames))
      }
      canvas.size = screen.size
      canvas.scale = screen.scale
      canvas.safeArea = screen.safeArea
    }
    for (key, value) in entries {
      switch key {
      case "device": break
      case "size": canvas.size = try ValueKind<CGSize>.size.read(value, context)
      case "scale":
        let scale = try value.number()
        guard (0.5...8).contains(scale) else {
          throw value.error(.badValue, "a scale is from 0.5 to 8, found \(scale)")
        }
        canvas.scale = CGFloat(scale)
      case "safeArea": canvas.safeArea = try ValueKind<UIEdgeInsets>.insets.read(value, context)
      case "appearance":
        canvas.appearance = try ValueKind.oneOf(["light": .light, "dark": .dark]).read(
          value, context)
      case "contentSizeCategory":
        canvas.contentSizeCategory = try ValueKind.oneOf(TextStyles.categories).read(
          value, context)
      case "layoutDirection":
        canvas.layoutDirection = try ValueKind.oneOf([
          "leftToRight": UITraitEnvironmentLayoutDirection.leftToRight,
          "rightToLeft": .rightToLeft,
        ]).read(value, context)
      case "backgroundColor":
        canvas.backgroundColor = try ValueKind<UIColor>.color.read(value, context)
      case "navigation":
        canvas.navigation = try ValueKind<MockupNavigation>.navigation.read(value, context)
      case "alert":
        canvas.alert = try ValueKind<MockupAlert>.alert.read(value, context)
      default:
        throw value.error(
          .unknownName, "unknown canvas key '\(key)'",
          suggestions: NearestNames.to(key, in: keys))
      }
    }
    guard canvas.size.width >= 1, canvas.size.height >= 1,
      bitmapPixelSize(of: canvas.size, scale: canvas.scale) != nil
    else {
      throw node.error(
        .badValue,
        "the canvas must be at least 1×1 points and at most \(maximumBitmapSide) pixels a side")
    }
    return canvas
  }
}
