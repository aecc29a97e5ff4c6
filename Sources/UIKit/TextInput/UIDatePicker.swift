import CoreGraphics
import Foundation

/// A date picker, drawn in its compact style: the date and the time as grey pills.
///
/// Divergence: only the compact style is drawn (the wheels and inline calendars are not), and
/// nothing is picked headless: ``date`` changes only from code. The text is formatted the
/// same whatever the locale, as in the United States: "Nov 21, 2026" and "4:58 PM", in the
/// picker's ``timeZone`` (the current one when nil).
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// A pill's height, its text's inset from its sides, and the gap between the two pills.
  static let pillHeight: CGFloat = 34
  static let pillInset: CGFloat = 11
  static let pillGap: CGFloat = 6

  /// Creates a picker showing the date and time now.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) { return nil }

  /// The date shown: now, by default.
  open var date = Date() {
    didSet { contentDidChange() }
  }

  /// Sets the date; headless there is nothing to animate.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// What the picker shows: `.dateAndTime` by default.
  open var datePickerMode = Mode.dateAndTime {
    didSet { contentDidChange() }
  }

  /// The style asked for; every style draws as `.compact` here.
  open var preferredDatePickerStyle = UIDatePickerStyle.automatic

  /// The style drawn: always `.compact`.
  open var datePickerStyle: UIDatePickerStyle { .compact }

  /// The time zone the date is shown in; nil for the current one.
  open var timeZone: TimeZone? {
    didSet { contentDidChange() }
  }

  /// The locale; stored only, as the text is formatted the same in every locale.
  open var locale: Locale?

  /// The calendar; stored only (the Gregorian calendar is drawn).
  open var calendar: Calendar! = Calendar(identifier: .gregorian)

  /// The earliest and latest dates; stored only.
  open var minimumDate: Date?
  open var maximumDate: Date?

  /// The minutes between choices; stored only. 1 by default.
  open var minuteInterval = 1

  /// The duration shown in `.countDownTimer` mode, in seconds, though only its hours and
  /// minutes are shown: 0 by default, kept between 0 and 23:59 (86,340 seconds).
  open var countDownDuration: TimeInterval {
    get { storedCountDownDuration }
    set {
      storedCountDownDuration = min(max(newValue, 0), 86_340)
      contentDidChange()
    }
  }
  private var storedCountDownDuration: TimeInterval = 0

  /// The pills side by side: each its text's width plus 11 points each side, 34 high, 6
  /// points apart.
  open override var intrinsicContentSize: CGSize {
    let widths = pillTexts.map { pillWidth($0) }
    let width = widths.reduce(0, +) + UIDatePicker.pillGap * CGFloat(max(widths.count - 1, 0))
    return CGSize(width: width, height: UIDatePicker.pillHeight)
  }

  /// The intrinsic size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Draws the pills from the leading edge, centred vertically.
  open override func draw(_ rect: CGRect) {
    var x = bounds.minX
    let y = bounds.midY - UIDatePicker.pillHeight / 2
    for text in pillTexts {
      let width = pillWidth(text)
      let pill = CGRect(x: x, y: y, width: width, height: UIDatePicker.pillHeight)
      UIColor.tertiarySystemFill.setFill()
      UIBezierPath(roundedRect: pill, cornerRadius: 8).fill()
      let string = NSAttributedString(string: text, attributes: textAttributes)
      let size = string.size()
      string.draw(at: CGPoint(x: pill.midX - size.width / 2, y: pill.midY - size.height / 2))
      x += width + UIDatePicker.pillGap
    }
  }

  // MARK: Private

  private var textAttributes: [NSAttributedString.Key: Any] {
    [
      .font: UIFont.systemFont(ofSize: 17),
      .foregroundColor: isEnabled ? UIColor.label : UIColor.tertiaryLabel,
    ]
  }

  /// The texts of the pills the mode shows.
  private var pillTexts: [String] {
    switch datePickerMode {
    case .date: [format("MMM d, yyyy")]
    case .time: [format("h:mm a")]
    case .dateAndTime: [format("MMM d, yyyy"), format("h:mm a")]
    case .countDownTimer:
      ["\(Int(countDownDuration) / 3600) hours \(Int(countDownDuration) % 3600 / 60) min"]
    case .yearAndMonth: [format("MMMM yyyy")]
    }
  }

  private func format(_ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone ?? .current
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }

  private func pillWidth(_ text: String) -> CGFloat {
    let width = NSAttributedString(string: text, attributes: textAttributes).size().width
    let scale = contentScaleFactor > 0 ? contentScaleFactor : 1
    return (width * scale).rounded(.up) / scale + 2 * UIDatePicker.pillInset
  }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }
}

extension UIDatePicker {
  /// What a date picker shows.
  public enum Mode: Int, Sendable {
    /// The time; the date; both; a countdown's hours and minutes; a year and a month.
    case time, date, dateAndTime, countDownTimer, yearAndMonth
  }
}

/// How a date picker is presented.
public enum UIDatePickerStyle: Int, Sendable {
  /// Chosen by the system; wheels; a compact label that opens a picker; an inline calendar.
  case automatic, wheels, compact, inline
}
