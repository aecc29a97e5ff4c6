import TestSupport
import Testing

@testable import Mockup

/// A column of every control and text input a mockup can name, drawn as UIKit draws them.
@MainActor @Suite struct ControlsGoldenTests {
  static let column = """
    canvas: {size: [240, 470], scale: 2, appearance: light}
    view:
      backgroundColor: systemBackground
      subviews:
        - class: UIStackView
          axis: vertical
          spacing: 10
          alignment: leading
          metrics: {side: 16, top: 12}
          arrangedSubviews:
            - {class: UISwitch, isOn: true}
            - {class: UISlider, id: slider, value: 0.4}
            - {class: UISegmentedControl, items: [Day, Week, Month], selectedSegmentIndex: 1}
            - {class: UIStepper, value: 2}
            - {class: UIProgressView, id: progress, progress: 0.7}
            - {class: UIActivityIndicatorView, isAnimating: true}
            - {class: UIPageControl, numberOfPages: 4, currentPage: 1}
            - {class: UITextField, id: field, placeholder: Email, borderStyle: roundedRect}
            - {class: UISearchBar, id: search, text: cats, searchBarStyle: minimal}
            - {class: UIDatePicker, date: "2026-11-21T09:41", datePickerMode: date}
            - {class: UITextView, id: notes, text: "A text view, sized to its text.",
               isScrollEnabled: false}
          constraints:
            - H:|-side-[self]-side-|
            - V:|-top-[self]
            - slider.width == self.width
            - progress.width == self.width
            - field.width == self.width
            - search.width == self.width
            - notes.width == self.width
    """

  @Test func controlsColumn_matchesItsGolden() throws {
    try GoldenImage.assertMatches(
      MockupRenderer.image(of: Mockup.parse(Self.column, file: "controls.yaml")),
      golden: "Mockup/controls-column.png")
  }
}
