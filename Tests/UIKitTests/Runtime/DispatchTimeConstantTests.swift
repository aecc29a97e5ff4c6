import Testing
import UIKit

/// <dispatch/time.h>'s constants, which iOS code finds through UIKit and Foundation: Apple's
/// values, as `UInt64`.
@Test func dispatchTimeConstants_areApples() {
  let nanosecondsPerSecond: UInt64 = NSEC_PER_SEC
  #expect(nanosecondsPerSecond == 1_000_000_000)
  #expect(NSEC_PER_MSEC == 1_000_000)
  #expect(USEC_PER_SEC == 1_000_000)
  #expect(NSEC_PER_USEC == 1_000)
  // The idiom iOS code writes.
  #expect(Double(Int64(0.25 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC) == 0.25)
}
