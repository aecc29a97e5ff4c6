// CoreGraphics: Apple's drawing API, with Apple's names, labels and semantics, as a façade over
// Raster. Foundation on Linux already defines CGFloat, CGPoint, CGSize and CGRect; this module
// re-exports them so `import CoreGraphics` brings them in as it does on Apple's platforms.
@_exported import Foundation
