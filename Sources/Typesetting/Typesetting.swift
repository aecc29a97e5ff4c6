// Typesetting: fonts, shaping, line breaking and glyphs (placeholder — the text helper owns
// this module).
import Raster
