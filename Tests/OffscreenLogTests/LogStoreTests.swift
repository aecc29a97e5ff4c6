import Foundation
import Testing

@testable import OffscreenLog

/// What this process logged, read back through `OSLogStore`, as tests written for iOS 15 do.
@Suite struct LogStoreTests {
  @Test func aStoreReadsBackTheMessagesOfASubsystem() throws {
    let subsystem = "com.example.store.\(UUID().uuidString)"
    let logger = Logger(subsystem: subsystem, category: "Panel")
    logger.warning("A memory leak occurs due to a retain cycle")
    os_log("%{public}@ moved", log: OSLog(subsystem: subsystem, category: "Panel"), "card")
    logger.debug("not kept")
    Logger(subsystem: "com.example.other", category: "Panel").error("elsewhere")
    let store = try OSLogStore(scope: .currentProcessIdentifier)
    let entries = try store.getEntries(
      at: store.position(timeIntervalSinceLatestBoot: 0),
      matching: .init(format: "subsystem == '\(subsystem)'"))
    let logs = entries.compactMap { $0 as? OSLogEntryLog }
    #expect(
      logs.map(\.composedMessage) == ["A memory leak occurs due to a retain cycle", "card moved"])
    #expect(logs.map(\.level) == [.error, .notice])
    #expect(logs.allSatisfy { $0.category == "Panel" && $0.subsystem == subsystem })
  }

  @Test func predicatesJoinComparisonsWithAnd() throws {
    let subsystem = "com.example.and.\(UUID().uuidString)"
    let logger = Logger(subsystem: subsystem, category: "A")
    logger.error("first leak")
    logger.error("second")
    let store = try OSLogStore(scope: .currentProcessIdentifier)
    let found = try store.getEntries(
      matching: NSPredicate(
        format: "subsystem BEGINSWITH \"\(subsystem)\" AND composedMessage CONTAINS 'leak'"))
    #expect(found.map(\.composedMessage) == ["first leak"])
  }

  @Test func aFormatOutsideTheSupportedFormMatchesNothing() throws {
    #expect(throws: LogPredicate.Problem.self) {
      try LogPredicate.parse("subsystem IN {'a'}").get()
    }
    #expect(throws: LogPredicate.Problem.self) { try LogPredicate.parse("level > 3").get() }
    Logger(subsystem: "com.example.bad", category: "A").error("kept")
    let store = try OSLogStore(scope: .currentProcessIdentifier)
    #expect(try store.getEntries(matching: NSPredicate(format: "subsystem IN {'a'}")).isEmpty)
  }
}

extension AnySequence {
  fileprivate var isEmpty: Bool { first { _ in true } == nil }
}
