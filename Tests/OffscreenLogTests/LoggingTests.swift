import Testing

@testable import OffscreenLog

@Suite struct LoggingTests {
  @Test func interpolationsFormatAsTheirOptionsSay() {
    let count = 42
    let ratio = 0.5
    let message: OSLogMessage =
      "n=\(count, format: .hex(includePrefix: true)) r=\(ratio, format: .fixed(precision: 2)) \(true, format: .answer) [\("ab", align: .right(columns: 4))]"
    #expect(message.render() == "n=0x2a r=0.50 YES [  ab]")
  }

  @Test func integersKeepTheirSignAndMinimumDigits() {
    #expect(OSLogIntegerFormatting.decimal(minDigits: 3).format(-7) == "-007")
    #expect(OSLogIntegerFormatting.decimal(explicitPositiveSign: true).format(7) == "+7")
    #expect(OSLogIntegerFormatting.octal(includePrefix: true).format(8) == "010")
  }

  @Test func interpolatedValuesAreEvaluatedOnlyWhenWritten() {
    var evaluated = false
    func probe() -> String {
      evaluated = true
      return "x"
    }
    let message: OSLogMessage = "value \(probe(), privacy: .public)"
    #expect(!evaluated)
    #expect(message.render() == "value x")
    #expect(evaluated)
  }

  @Test func printfFormatsLoseTheirPrivacyMarkers() {
    #expect(formatted("%{public}@ moved %{private}d pt", ["card", 12]) == "card moved 12 pt")
    #expect(formatted("100%% done", []) == "100% done")
  }

  @Test func theDisabledLogWritesNothingAndLevelsAreOrdered() {
    #expect(!OSLog.disabled.isEnabled(type: .fault))
    #expect(OSLogType.debug.severity < OSLogType.info.severity)
    #expect(OSLogType.info.severity < OSLogType.default.severity)
    #expect(OSLogType.default.severity < OSLogType.error.severity)
    #expect(OSLogType.error.severity < OSLogType.fault.severity)
  }

  @Test func callsAsAppsWriteThemCompile() {
    let log = OSLog(subsystem: "com.example.app", category: "layout")
    os_log("%{public}@ laid out", log: log, type: .debug, "card")
    os_log(.info, log: log, "laid out %d views", 3)
    os_log(.debug, "laid out \(3) views")
    Logger(subsystem: "com.example.app", category: "layout").debug("width \(320.0)")
    Logger().notice("plain")
  }
}
