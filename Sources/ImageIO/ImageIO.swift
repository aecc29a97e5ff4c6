// ImageIO: Apple's image reading and writing API (`CGImageSource`, `CGImageDestination`), for
// PNG, over PNGCodec. Code that saves a CGImage with ImageIO on iOS or macOS saves it here too.
@_exported import CoreGraphics

/// Core Foundation's URL type, as ImageIO takes it (`url as CFURL`).
///
/// Divergence: `NSURL` stands in; Swift's `URL` bridges to it with `as`.
public typealias CFURL = NSURL

/// Core Foundation's data types, as ImageIO takes them.
public typealias CFData = NSData
public typealias CFMutableData = NSMutableData

/// The uniform type identifier of PNG, the one type Offscreen reads and writes.
public let kUTTypePNG: CFString = "public.png"
