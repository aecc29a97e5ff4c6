import Foundation
import Testing
import UIKit

/// `Formatter.getObjectValue(_:for:errorDescription:)` and the out-parameters it writes
/// through, as Apple documents them: true and the object when the string reads, false and a
/// description of the problem when it does not.
@MainActor @Suite struct FormatterObjectValueTests {
  /// Reads the object and the error description `formatter` gives for `text`.
  private func read(_ text: String, with formatter: Formatter) -> (Bool, AnyObject?, String?) {
    let object = UnsafeMutablePointer<AnyObject?>.allocate(capacity: 1)
    object.initialize(to: nil)
    let error = UnsafeMutablePointer<NSString?>.allocate(capacity: 1)
    error.initialize(to: nil)
    defer {
      object.deinitialize(count: 1).deallocate()
      error.deinitialize(count: 1).deallocate()
    }
    let read = formatter.getObjectValue(
      AutoreleasingUnsafeMutablePointer(object), for: text,
      errorDescription: AutoreleasingUnsafeMutablePointer(error))
    return (read, object.pointee, error.pointee.map { String($0) })
  }

  @Test func aNumberFormatterReadsANumber() {
    let numbers = NumberFormatter()
    numbers.locale = Locale(identifier: "en_US_POSIX")
    numbers.numberStyle = .decimal
    let (read, object, error) = self.read("12.5", with: numbers)
    #expect(read)
    #expect((object as? NSNumber)?.doubleValue == 12.5)
    #expect(error == nil)
  }

  @Test func aStringThatDoesNotReadIsDescribed() {
    let (read, object, error) = self.read("twelve", with: NumberFormatter())
    #expect(!read)
    #expect(object == nil)
    #expect(error == "The value “twelve” is invalid.")
  }

  @Test func aDateFormatterReadsADate() {
    let dates = DateFormatter()
    dates.locale = Locale(identifier: "en_US_POSIX")
    dates.timeZone = TimeZone(identifier: "UTC")
    dates.dateFormat = "yyyy-MM-dd"
    let (read, object, _) = self.read("1970-01-02", with: dates)
    #expect(read)
    #expect((object as? NSDate)?.timeIntervalSince1970 == 86_400)
  }

  /// A subclass that reads strings itself (the port's form of an override of
  /// `getObjectValue(_:for:range:)`) is asked first, and what it throws becomes the description.
  @Test func aFormatterThatReadsItselfIsAsked() {
    let (read, object, error) = self.read("1234", with: Cents())
    #expect(read)
    #expect((object as? NSNumber)?.doubleValue == 12.34)
    #expect(error == nil)
    let (failed, _, reason) = self.read("", with: Cents())
    #expect(!failed)
    #expect(reason == Cents.Empty().localizedDescription)
  }

  /// The pointer reads what was written through it, and a reference written stays alive
  /// (iOS autoreleases it) after the writer's own reference is gone.
  @Test func thePointerKeepsWhatIsWrittenThroughIt() {
    let memory = UnsafeMutablePointer<AnyObject?>.allocate(capacity: 2)
    defer { memory.deallocate() }
    let pointer = AutoreleasingUnsafeMutablePointer<AnyObject?>(memory)
    pointer.pointee = NSNumber(value: 7)
    pointer[1] = NSString(string: "seven")
    #expect((pointer.pointee as? NSNumber)?.intValue == 7)
    #expect(pointer[1] as? String == "seven")
    #expect(memory.pointee === pointer.pointee)
    #expect(AutoreleasingUnsafeMutablePointer<AnyObject?>(nil as UnsafeMutablePointer<Int>?) == nil)
  }
}

/// Reads "1234" as 12.34, as Eureka's `DecimalFormatter` reads cents.
private final class Cents: NumberFormatter, ObjectValueParsing, @unchecked Sendable {
  struct Empty: Error {}

  func getObjectValue(
    _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
    range rangep: UnsafeMutablePointer<NSRange>?
  ) throws {
    guard let cents = Double(string) else { throw Empty() }
    obj?.pointee = NSNumber(value: cents / 100)
  }
}
