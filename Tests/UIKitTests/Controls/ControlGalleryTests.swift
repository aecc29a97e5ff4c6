import Testing
import UIKit

/// Golden images of the controls other than buttons in their states, light and dark.
@MainActor
@Suite struct ControlGalleryTests {
  @Test(arguments: [UIUserInterfaceStyle.light, .dark])
  func controls(style: UIUserInterfaceStyle) throws {
    try ControlTestSupport.assertGallery(rows(), golden: "controls", style: style)
  }

  /// Rows: switches off, on, disabled off and on, orange; sliders; progress views; segmented
  /// controls enabled and disabled; steppers at the minimum, between, disabled; spinners;
  /// page controls.
  private func rows() -> [[UIView]] {
    let switches = [(false, true), (true, true), (false, false), (true, false)].map { on, enabled in
      let toggle = UISwitch()
      toggle.isOn = on
      toggle.isEnabled = enabled
      return toggle
    }
    let orange = UISwitch()
    orange.isOn = true
    orange.onTintColor = .systemOrange
    let sliders = [(Float(0.3), true), (0.7, false)].map { value, enabled in
      let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 170, height: 31))
      slider.value = value
      slider.isEnabled = enabled
      return slider
    }
    let progress = [UIProgressView.Style.default, .bar].map { style in
      let view = UIProgressView(progressViewStyle: style)
      view.frame.size.width = 170
      view.progress = style == .bar ? 0.4 : 0.6
      view.trackTintColor = style == .bar ? .systemGray5 : nil
      return view
    }
    let segmented = [true, false].map { enabled in
      let control = UISegmentedControl(items: ["Day", "Week", "Month"])
      control.selectedSegmentIndex = enabled ? 0 : 1
      control.isEnabled = enabled
      return control
    }
    let steppers = [(0.0, true), (5.0, true), (5.0, false)].map { value, enabled in
      let stepper = UIStepper()
      stepper.value = value
      stepper.isEnabled = enabled
      return stepper
    }
    let spinners = [UIActivityIndicatorView.Style.medium, .large].map { style in
      let spinner = UIActivityIndicatorView(style: style)
      spinner.startAnimating()
      return spinner
    }
    let pages = [UIPageControl.BackgroundStyle.automatic, .prominent].map { background in
      let control = UIPageControl()
      control.numberOfPages = 5
      control.currentPage = 1
      control.backgroundStyle = background
      return control
    }
    return [
      switches + [orange], sliders, progress, [segmented[0]], [segmented[1]], steppers,
      spinners + pages,
    ]
  }
}
