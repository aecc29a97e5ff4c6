// ImageIO: Apple's image reading and writing API (`CGImageSource`, `CGImageDestination`), for
// PNG, over PNGCodec. Code that saves a CGImage with ImageIO on iOS or macOS saves it here too.
@_exported import CoreGraphics

/// The uniform type identifier of PNG, the one type Offscreen reads and writes.
public let kUTTypePNG: CFString = "public.png"
