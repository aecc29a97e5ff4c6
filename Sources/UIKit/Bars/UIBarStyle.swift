/// The style of a bar, from before bar appearances (`UIBarAppearance`).
///
/// Divergence: a bar's `barStyle` is stored only; the bar draws with its appearance, where iOS
/// draws a `.black` bar dark.
public enum UIBarStyle: Int, Sendable {
  /// The system's light style.
  case `default` = 0
  /// A dark style with white text.
  case black = 1
  /// The old name of a translucent ``black`` bar.
  case blackTranslucent = 2
  /// The old name of ``black``.
  public static let blackOpaque = UIBarStyle.black
}
