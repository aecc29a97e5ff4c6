// PNGCodec: PNG encoding and decoding of pixmaps through libpng (placeholder — the PNG helper
// owns this module).
import Raster
