import Testing

@testable import Mockup

@Suite struct ASCIISetTests {
  @Test func holdsItsBytesOnly() {
    // Both halves of the mask: "\t" (9) and ":" (58) below 64, "[" (91) and "{" (123) above.
    let set = ASCIISet(" \t[{,:".utf8)
    for byte in " \t[{,:".utf8 { #expect(set.contains(byte)) }
    // Neighbours of members: "\n" (10), ";" (59), "\\" (92), "|" (124); and 0 and 127.
    for byte: UInt8 in [10, 59, 92, 124, 0, 127] { #expect(!set.contains(byte)) }
  }

  @Test func bytesBeyondASCII_areNeverMembers() {
    // 123 + 64 = 187 and 58 + 128 = 186 would alias "{" and ":" in a mask read modulo 64/128.
    let set = ASCIISet("{:".utf8)
    #expect(!set.contains(187))
    #expect(!set.contains(186))
    #expect(!set.contains(255))
  }
}
