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
    // 5 points inside the panel's left edge (60 + 5 = 65) at mid-height: the system material,
    // white 0.97 at 72 % over the blurred dimming (still black at 20 %): alpha 0.72 + 0.28 ×
    // 0.2 = 0.776 (198 of 255), premultiplied red 0.97 × 0.72 × 255 = 178.
    let panel = image.pixels[195, 1266]
    #expect(abs(Int(panel.a) - 198) <= 1 && abs(Int(panel.r) - 178) <= 1, "\(panel)")
    #expect(panel.r == panel.g && panel.g == panel.b)
  }
}
