// CoreGraphics: Apple's drawing API, with Apple's names, labels and semantics, as a façade over
// Raster. Foundation on Linux already defines CGFloat, CGPoint, CGSize and CGRect; this module
// re-exports Foundation so `import CoreGraphics` brings them in as it does on Apple's platforms,
// and adds the rest: CGAffineTransform, CGColor, CGColorSpace, CGImage, CGPath, CGGradient and
// CGContext.
//
// Where Offscreen departs from Apple's CoreGraphics it says so in a `Divergence:` comment at
// the place, and `Docs/Divergences.md` lists them all.
@_exported import Foundation

/// Core Foundation's array type, as CoreGraphics' API takes it (`colors as CFArray`).
///
/// Divergence: on Linux there is no Core Foundation bridging; `NSArray` stands in, which
/// Swift arrays bridge to with `as`.
public typealias CFArray = NSArray

/// Core Foundation's string type, as CoreGraphics' constants use it (`CGColorSpace.sRGB`).
public typealias CFString = String

/// Core Foundation's URL type, as ImageIO and Core Text take it (`url as CFURL`).
///
/// Divergence: `NSURL` stands in; Swift's `URL` bridges to it with `as`.
public typealias CFURL = NSURL

/// Core Foundation's data types, as `CGDataProvider` and ImageIO take them.
public typealias CFData = NSData
public typealias CFMutableData = NSMutableData

/// Core Foundation's error type, as Core Text's font manager reports errors
/// (`Unmanaged<CFError>`). `NSError` stands in.
public typealias CFError = NSError

/// Core Foundation's type of any object, as APIs that take one of several kinds use it
/// (`CATextLayer.font` takes a `CGFont`, a `UIFont` or a font's name).
public typealias CFTypeRef = AnyObject
