// OffscreenSnapshotTesting: swift-snapshot-testing's UIKit image strategies, for Linux.
//
// swift-snapshot-testing compiles its UIKit strategies only for iOS and tvOS; on Linux this
// module supplies them with the same names and parameters, rendering through Offscreen's UIKit
// and comparing with ImageComparison (CIE ΔE 1994, as CoreImage's CILabDeltaE on iOS).
// Re-exporting SnapshotTesting lets a test import this module alone.
@_exported import SnapshotTesting
