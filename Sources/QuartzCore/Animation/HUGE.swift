/// The largest finite `Float` (Darwin's `HUGE`, `MAXFLOAT`): what iOS code gives an
/// animation's `repeatCount` to repeat it for ever.
///
/// Divergence: on iOS it comes from Darwin's C library, which UIKit brings; Glibc has none,
/// so QuartzCore declares it.
public let HUGE: Float = .greatestFiniteMagnitude
