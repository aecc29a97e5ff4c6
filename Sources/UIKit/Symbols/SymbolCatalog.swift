/// The symbols Offscreen draws by hand, by their SF Symbols names.
enum SymbolCatalog {
  static let glyphs: [String: SymbolGlyph] = [
    "chevron.right": .chevronRight, "chevron.forward": .chevronRight,
    "chevron.left": .chevronLeft, "chevron.backward": .chevronLeft,
    "chevron.up": .chevronUp, "chevron.down": .chevronDown,
    "arrow.right": .arrowRight, "arrow.forward": .arrowRight,
    "arrow.left": .arrowLeft, "arrow.backward": .arrowLeft,
    "arrow.up": .arrowUp, "arrow.down": .arrowDown,
    "checkmark": .checkmark, "xmark": .xmark, "plus": .plus, "minus": .minus,
    "ellipsis": .ellipsis,
    "circle": .circle, "circle.fill": .circleFill,
    "checkmark.circle": .checkmarkCircle, "checkmark.circle.fill": .checkmarkCircleFill,
    "xmark.circle": .xmarkCircle, "xmark.circle.fill": .xmarkCircleFill,
    "plus.circle": .plusCircle, "plus.circle.fill": .plusCircleFill,
    "minus.circle": .minusCircle,
    "info.circle": .infoCircle, "info.circle.fill": .infoCircleFill,
    "ellipsis.circle": .ellipsisCircle,
    "exclamationmark.triangle": .exclamationmarkTriangle,
    "clock": .clock, "globe": .globe,
    "person": .person, "person.fill": .personFill, "person.circle": .personCircle,
    "gear": .gear,
    "house": .house, "house.fill": .houseFill,
    "magnifyingglass": .magnifyingglass,
    "bell": .bell, "bell.fill": .bellFill,
    "heart": .heart, "heart.fill": .heartFill,
    "star": .star, "star.fill": .starFill,
    "trash": .trash, "square.and.arrow.up": .squareAndArrowUp,
    "calendar": .calendar, "envelope": .envelope, "phone": .phone, "photo": .photo,
    "camera": .camera, "lock": .lock,
    "paperplane": .paperplane, "paperplane.fill": .paperplaneFill,
    "bookmark": .bookmark, "bookmark.fill": .bookmarkFill,
    "folder": .folder, "folder.fill": .folderFill,
    "wifi": .wifi, "moon": .moon, "moon.fill": .moonFill,
    "gearshape": .gearshape, "gearshape.fill": .gearshapeFill,
    "tray": .tray, "tray.fill": .trayFill, "archivebox": .archivebox, "doc": .doc,
    "flag": .flag, "flag.fill": .flagFill, "square.and.pencil": .squareAndPencil,
    "message": .message, "location": .location, "map": .map, "book": .book,
    "arrow.clockwise": .arrowClockwise,
    "arrow.uturn.backward": .arrowUturnBackward, "arrow.uturn.left": .arrowUturnBackward,
    "arrow.uturn.forward": .arrowUturnForward, "arrow.uturn.right": .arrowUturnForward,
    "arrowshape.turn.up.left": .arrowshapeTurnUpLeft,
    "play.fill": .playFill, "pause.fill": .pauseFill,
    "backward.fill": .backwardFill, "forward.fill": .forwardFill,
  ]

  /// The drawing of the symbol `name`: the hand-drawn one where there is one, else the
  /// Material Icons glyph the reviewed table maps it to; nil for a name neither has.
  static func glyph(named name: String) -> SymbolGlyph? {
    glyphs[name] ?? MaterialSymbols.glyph(named: name)
  }

  /// Every name, sorted: for galleries and documentation.
  static var names: [String] { Set(glyphs.keys).union(MaterialSymbols.names).sorted() }
}
