// The time constants of <dispatch/time.h>, which Dispatch exports on Apple platforms (so iOS
// code that imports UIKit or Foundation finds them) but not on Linux. Apple's values and type.

/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
