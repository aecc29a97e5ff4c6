import UIKit

/// What the command line sets over a mockup's own canvas (`--device`, `--appearance`), so one
/// file renders on several devices and in both appearances without declaring variables.
public struct CanvasOverrides: Equatable, Sendable {
  /// A device by swift-snapshot-testing's name (`iPhoneSe`, `iPadPro11`…): its size, scale and
  /// safe area replace the file's.
  public var device: String?
  /// `light` or `dark`.
  public var appearance: String?

  public init(device: String? = nil, appearance: String? = nil) {
    self.device = device
    self.appearance = appearance
  }

  /// The appearances by name.
  static let appearances: KeyValuePairs<String, UIUserInterfaceStyle> = [
    "light": .light, "dark": .dark,
  ]

  /// `canvas` with these set over it; an unknown name is an error naming the option.
  func apply(to canvas: inout MockupCanvas) throws {
    if let device {
      guard let screen = DeviceScreen.named(device) else {
        throw MockupError(
          .unknownName, "unknown device '\(device)' (--device)",
          suggestions: NearestNames.to(device, in: MockupCanvas.deviceNames))
      }
      canvas.size = screen.size
      canvas.scale = screen.scale
      canvas.safeArea = screen.safeArea
    }
    if let appearance {
      guard let style = Self.appearances.first(where: { $0.key == appearance })?.value else {
        throw MockupError(
          .unknownName,
          "unknown appearance '\(appearance)' (--appearance); the values are "
            + "'light', 'dark'")
      }
      canvas.appearance = style
    }
  }
}
