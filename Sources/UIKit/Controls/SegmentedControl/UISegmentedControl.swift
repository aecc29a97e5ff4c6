import CoreGraphics
import Foundation

/// A horizontal row of segments, each a title or an image, one of which is selected: a grey
/// rounded track with the selected segment raised on a white (dark: grey) pill.
///
/// The control is 32 points tall; its segments are as wide as the widest one's content plus
/// 12 points on each side, unless ``apportionsSegmentWidthsByContent`` or fixed widths say
/// otherwise.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The index of no segment.
  public static let noSegment = -1

  /// One segment's content and options.
  struct Segment {
    var title: String?
    var image: UIImage?
    var isEnabled = true
    var width: CGFloat = 0
  }

  var segments: [Segment] = []
  var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Creates an empty segmented control with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  /// Creates a segmented control with a segment for each of `items`: strings become titles,
  /// images become images; anything else makes an empty segment and a warning.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for (index, item) in (items ?? []).enumerated() {
      switch item {
      case let title as String: segments.append(Segment(title: title))
      case let image as UIImage: segments.append(Segment(image: image))
      default:
        Selector.warn(
          "UISegmentedControl(items:) item \(index) is a \(type(of: item)), not a String or "
            + "UIImage; its segment is empty")
        segments.append(Segment())
      }
    }
    segmentsDidChange()
  }

  /// Creates a segmented control with a segment for each action, showing its title or image.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    for action in actions {
      segments.append(
        Segment(title: action.title.isEmpty ? nil : action.title, image: action.image))
      addAction(action, for: .valueChanged)
    }
    segmentsDidChange()
  }

  /// Segmented controls are not archived here; this initialiser exists so that subclasses
  /// written for iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  // MARK: Selection and options

  /// The selected segment, or ``noSegment``. Setting it sends no event, as on iOS; an index
  /// out of range selects nothing.
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      if !segments.indices.contains(selectedSegmentIndex) {
        selectedSegmentIndex = Self.noSegment
      }
      setNeedsDisplay()
    }
  }

  /// Whether segments do not stay selected; stored only (no touches). False by default.
  open var isMomentary = false

  /// The colour of the selected segment's pill; nil is white (dark: grey).
  open var selectedSegmentTintColor: UIColor? {
    didSet {
      appearancePropertyDidSet(
        \UISegmentedControl.selectedSegmentTintColor, to: selectedSegmentTintColor)
      setNeedsDisplay()
    }
  }

  /// Whether each segment is as wide as its own content rather than all as wide as the
  /// widest. False by default.
  open var apportionsSegmentWidthsByContent = false {
    didSet { segmentsDidChange() }
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  // MARK: Segments

  /// Inserts a segment with `title` at `segment` (clamped to the ends).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert(Segment(title: title), at: insertionIndex(segment))
    segmentsDidChange()
  }

  /// Inserts a segment with `image` at `segment` (clamped to the ends).
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    segments.insert(Segment(image: image), at: insertionIndex(segment))
    segmentsDidChange()
  }

  /// Inserts a segment showing `action`'s title or image at `segment`.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    let title = action.title.isEmpty ? nil : action.title
    segments.insert(Segment(title: title, image: action.image), at: insertionIndex(segment))
    addAction(action, for: .valueChanged)
    segmentsDidChange()
  }

  /// Removes the segment at `segment`; an index out of range does nothing.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    segmentsDidChange()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
    segmentsDidChange()
  }

  /// Sets the title of `segment` (replacing its image).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    update(segment) {
      $0.title = title
      $0.image = nil
    }
  }

  /// The title of `segment`, or nil.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of `segment` (replacing its title).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    update(segment) {
      $0.image = image
      $0.title = nil
    }
  }

  /// The image of `segment`, or nil.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables `segment`; a disabled segment is dimmed.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    update(segment) { $0.isEnabled = enabled }
  }

  /// Whether `segment` is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Fixes the width of `segment`; 0 (the default) sizes it by its content.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    update(segment) { $0.width = max(0, width.isFinite ? width : 0) }
  }

  /// The fixed width of `segment`, or 0.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Sets the attributes of the titles in `state` (font, colour).
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    appearanceSetterCalled(
      key: AppearanceMethodKey("setTitleTextAttributes", state.rawValue),
      { ($0 as? UISegmentedControl)?.setTitleTextAttributes(attributes, for: state) })
    titleAttributes[state.rawValue] = attributes
    segmentsDidChange()
  }

  /// The title attributes set for `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  // MARK: Sizing and drawing

  /// The segments' widths side by side, 32 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: segmentWidths(fitting: nil).reduce(0, +), height: Self.height)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Draws the track, the selected pill, the separators and the segments' content.
  open override func draw(_ rect: CGRect) {
    drawDimmedWhenDisabled { context in drawSegments(context: context) }
  }

  /// A change of tint redraws the control.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsDisplay()
  }

  private func insertionIndex(_ segment: Int) -> Int { max(0, min(segments.count, segment)) }

  private func update(_ segment: Int, _ change: (inout Segment) -> Void) {
    guard segments.indices.contains(segment) else { return }
    change(&segments[segment])
    segmentsDidChange()
  }

  func segmentsDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }
}
