extension NSLayoutConstraint {
  /// Creates the constraints an ASCII-art-like visual format string describes, such as
  /// `H:|-[button]-[field(>=100)]-|`, with the grammar of the "Visual Format Language"
  /// appendix of Apple's Auto Layout Guide.
  ///
  /// The constraints come back inactive; activate them with ``activate(_:)``. `-` is the
  /// standard spacing: 8 points between sibling views and 20 points to the superview's edge.
  /// Horizontal formats use `leading` and `trailing` unless `opts` chooses a direction.
  ///
  /// - Parameters:
  ///   - format: The format, for example `V:|[top]-10-[bottom(==top)]|`.
  ///   - opts: An alignment every view of the format shares (across the format's axis), the
  ///     direction a horizontal format reads in, and how vertical spacing is measured.
  ///   - metrics: Numbers the format names, such as `["padding": 12]`; any Swift number type
  ///     or `NSNumber`.
  ///   - views: The views the format names. Views the format ties to `|` need a superview.
  /// - Returns: The constraints, or an empty array when the format is invalid. Where UIKit
  ///   raises an exception (which stops the app), Offscreen writes UIKit's message to standard
  ///   error — the problem, the format, and a caret under the place it went wrong — and
  ///   returns `[]`, so one bad format cannot crash a test run.
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do {
      return try VisualFormatConstraints.make(
        format, options: opts, metrics: metrics ?? [:], views: views)
    } catch {
      LayoutLog.report(error.description)
      return []
    }
  }
}
