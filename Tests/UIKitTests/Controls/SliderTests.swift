import Testing
import UIKit

/// Sliders: height, value range, track and thumb geometry.
@MainActor
@Suite struct SliderTests {
  @Test func size_is31TallWithNoIntrinsicWidth() {
    let slider = UISlider()
    #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
  }

  @Test func value_staysInTheRange() {
    let slider = UISlider()
    slider.value = 3
    #expect(slider.value == 1)
    slider.minimumValue = 10
    // A higher minimum pulls the maximum and the value up to it.
    #expect(slider.maximumValue == 10 && slider.value == 10)
    slider.maximumValue = 20
    slider.setValue(15, animated: true)
    #expect(slider.value == 15)
    slider.value = .nan
    #expect(slider.value == 10)
  }

  /// A 228-point slider: the track is 4 points tall centred at 15.5; the 28-point thumb
  /// travels 228 − 28 = 200 points, so at 0.5 its left edge is at 100.
  @Test func thumb_travelsTheTrackLessItsWidth() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track == CGRect(x: 0, y: 13.5, width: 228, height: 4))
    let half = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
    #expect(half == CGRect(x: 100, y: 1.5, width: 28, height: 28))
    let end = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
    #expect(end.maxX == 228)
  }

  /// End images take their width and 8 points from the track.
  @Test func valueImages_shortenTheTrack() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    slider.minimumValueImage = ControlTestSupport.square(20)
    slider.maximumValueImage = ControlTestSupport.square(10)
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track.minX == 28 && track.maxX == 182)
  }

  /// At 0.5 the track left of the thumb is the tint; right of it, the system fill.
  @Test func track_isTintedUpToTheThumb() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    slider.value = 0.5
    slider.tintColor = .systemRed
    // The system red in light mode: (255, 59, 48).
    let left = ControlTestSupport.pixel(of: slider, x: 50, y: 15)
    #expect(ControlTestSupport.close(left, [255, 59, 48, 255]))
    let right = ControlTestSupport.pixel(of: slider, x: 200, y: 15)
    #expect(right[3] < 100)
  }
}
