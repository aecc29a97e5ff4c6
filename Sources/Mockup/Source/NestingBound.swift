/// An upper bound of how deep a YAML or JSON text nests, read from its characters before Yams
/// composes it: Yams composes recursively, so a file nested thousands deep would overflow the
/// stack before ``DocumentCheck`` could refuse it.
///
/// The bound adds the open flow brackets, twice the block indentation levels (a list may sit at
/// its key's indentation) and the `- `, `? ` and `: ` indicators of the line; quoted text,
/// comments and block scalars are skipped. It can overcount but not undercount, so it is held
/// to a limit well above ``DocumentCheck/maximumDepth`` and well below what overflows a stack.
enum NestingBound {
  static let limit = 1000

  /// The 1-based line where the bound first passes ``limit``, if it does.
  static func lineBeyondLimit(in text: String) -> Int? {
    var scanner = Scanner()
    var number = 0
    for line in text.utf8.split(separator: Byte.newline, omittingEmptySubsequences: false) {
      number += 1
      if scanner.read(Array(line)) > limit { return number }
    }
    return nil
  }

  private enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let carriageReturn = UInt8(ascii: "\r")
    static let hash = UInt8(ascii: "#")
    static let singleQuote = UInt8(ascii: "'")
    static let doubleQuote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openers = ASCIISet("[{".utf8)
    static let closers = ASCIISet("]}".utf8)
    static let indicators = ASCIISet("-?:".utf8)
    /// What may come just before a quoted scalar's opening quote.
    static let beforeQuote = ASCIISet(" \t[{,:".utf8)
    /// The indicators a quoted scalar follows, when not at the start of the line: a quote later
    /// in a plain scalar (`caption: the '90s`) opens nothing.
    static let indicatorsBeforeQuote = ASCIISet("[{,:-?".utf8)
    static let blockScalarHeader = ASCIISet("|>+-0123456789".utf8)

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == space || byte == tab || byte == carriageReturn
    }
  }

  /// The state carried from line to line.
  private struct Scanner {
    var flowDepth = 0
    var indents: [Int] = []
    /// The quote of a quoted scalar still open at the end of the line.
    var quote: UInt8?
    /// The indentation of the line that began a block scalar (`|` or `>`): more indented lines
    /// are its text.
    var blockScalarParent: Int?

    /// Reads one line; returns the bound at its deepest point.
    mutating func read(_ bytes: [UInt8]) -> Int {
      let indent = bytes.prefix { $0 == Byte.space }.count
      let blank = bytes.allSatisfy(Byte.isSpace)
      if let parent = blockScalarParent {
        if blank || indent > parent { return 0 }
        blockScalarParent = nil
      }
      if blank { return 0 }
      if flowDepth == 0, quote == nil, bytes[indent] != Byte.hash {
        while let last = indents.last, last >= indent { indents.removeLast() }
        indents.append(indent)
      }
      var indicators = 0
      var deepest = 0
      var previous = Byte.space
      var lastSignificant: UInt8?
      var lastWordStart: Int?
      var end = bytes.count
      var index = indent
      while index < bytes.count {
        let byte = bytes[index]
        defer {
          previous = byte
          index += 1
        }
        if let open = quote {
          if byte == open {
            // '' inside single quotes is a quote, not the end.
            if open == Byte.singleQuote, index + 1 < bytes.count, bytes[index + 1] == open {
              index += 1
            } else {
              quote = nil
            }
          } else if open == Byte.doubleQuote, byte == Byte.backslash {
            index += 1
          }
          continue
        }
        if Byte.isSpace(byte) { continue }
        if byte == Byte.hash, Byte.isSpace(previous) {
          end = index
          break
        }
        if Byte.isSpace(previous) { lastWordStart = index }
        defer { lastSignificant = byte }
        if byte == Byte.singleQuote || byte == Byte.doubleQuote,
          Byte.beforeQuote.contains(previous),
          lastSignificant.map(Byte.indicatorsBeforeQuote.contains) ?? true
        {
          quote = byte
        } else if Byte.openers.contains(byte) {
          flowDepth += 1
        } else if Byte.closers.contains(byte) {
          flowDepth = max(0, flowDepth - 1)
        } else if Byte.indicators.contains(byte), flowDepth == 0,
          index + 1 == bytes.count || Byte.isSpace(bytes[index + 1])
        {
          indicators += 1
        }
        deepest = max(deepest, indents.count * 2 + indicators + flowDepth)
      }
      if flowDepth == 0, quote == nil, let start = lastWordStart, start < end,
        bytes[start] == UInt8(ascii: "|") || bytes[start] == UInt8(ascii: ">"),
        bytes[start..<end].allSatisfy({ Byte.blockScalarHeader.contains($0) || Byte.isSpace($0) })
      {
        blockScalarParent = indent
      }
      return deepest
    }
  }
}
