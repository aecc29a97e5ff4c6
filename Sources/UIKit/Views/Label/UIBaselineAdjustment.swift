/// Where a one-line label puts text whose font it shrank to fit (``UILabel/baselineAdjustment``).
public enum UIBaselineAdjustment: Int, Sendable {
  /// The baseline stays where the full-size text's baseline is; the text shrinks towards it.
  case alignBaselines = 0
  /// The text's box stays centred where the full-size text's box is centred.
  case alignCenters
  /// The text's box keeps the full-size text's top left corner; the text shrinks towards it.
  case none
}
