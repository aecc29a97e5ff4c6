import OffscreenSnapshotTesting
import Raster
import Testing
import UIKit

/// An alert controller snapshotted directly, as iOS snapshot tests do
/// (`assertSnapshot(of: alert, as: .image(on: .iPhone13))`): the dimming over the whole
/// device, the panel in the middle.
@MainActor @Suite struct AlertSnapshotTests {
  @Test func alertControllerSnapshotShowsTheDimmingAndThePanel() {
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    let image = take(alert, as: .image(on: .iPhone13))
    // 390 × 844 points at 3×.
    #expect(image.pixels.width == 1170 && image.pixels.height == 2532)
    // The corner: black at 20 % over nothing (alpha 0.2 × 255 = 51).
    #expect(image.pixels[6, 6] == PremultipliedColor(r: 0, g: 0, b: 0, a: 51))
    // 5 points inside the panel's left edge (60 + 5 = 65) at mid-height: the near-white,
    // almost opaque material.
    let panel = image.pixels[195, 1266]
    #expect(panel.a > 240 && panel.r > 220 && panel.r == panel.g)
  }
}
