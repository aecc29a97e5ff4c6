import Foundation

/// A formatter that writes quantities of time ("2 hours, 5 minutes", "2:05").
///
/// Divergence: Foundation on Linux declares `DateComponentsFormatter` with every member
/// unavailable, so Offscreen's UIKit declares this one, which the port step names
/// `UIKit.DateComponentsFormatter` (the two classes share a name). It writes
/// ``string(from:)`` in U.S. English, whatever the locale, with the allowed units, units style
/// and zero formatting behaviour; the positional style writes days, hours, minutes and seconds
/// (nil when weeks, months or years are to be written). Parsing, fractional units, `maximumUnitCount`
/// and the approximation and time-remaining phrases are not there.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
  /// How units are written; raw values as Apple's.
  public enum UnitsStyle: Int, Sendable {
    /// "9:41:30".
    case positional = 0
    /// "9h 41m 30s".
    case abbreviated
    /// "9 hr, 41 min, 30 sec".
    case short
    /// "9 hours, 41 minutes, 30 seconds".
    case full
    /// "nine hours, forty-one minutes, thirty seconds".
    case spellOut
    /// "9hr 41min 30sec".
    case brief
  }

  /// Which units whose value is 0 are left out; raw values as Apple's.
  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Every unit is written.
    public static let none = ZeroFormattingBehavior([])
    /// Positional: leading zero units are dropped; other styles: every zero unit is.
    public static let `default` = ZeroFormattingBehavior(rawValue: 1)
    /// Zero units before the first non-zero one are dropped.
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
    /// Zero units between non-zero ones are dropped.
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
    /// Zero units after the last non-zero one are dropped.
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
    /// Every zero unit is dropped.
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    /// Zero units are written, larger ones too ("0d 1:00:00").
    public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
  }

  /// The units written, largest first; the default is all seven Apple allows.
  open var allowedUnits: NSCalendar.Unit = DateComponentsFormatter.units.reduce([]) {
    $0.union($1.unit)
  }
  /// How units are written; the default is ``UnitsStyle/positional``.
  open var unitsStyle: UnitsStyle = .positional
  /// Which zero units are left out; the default is ``ZeroFormattingBehavior/default``.
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default

  /// `components` written with `unitsStyle` and the other options at their defaults.
  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle)
    -> String?
  {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = unitsStyle
    return formatter.string(from: components)
  }

  /// `components` written: the allowed units, largest first (a unit `components` leaves unset
  /// counts as 0), less the zero ones ``zeroFormattingBehavior`` drops. When every unit is
  /// dropped, the smallest allowed one is written as 0 ("0 seconds").
  open func string(from components: DateComponents) -> String? {
    let allowed = Self.units.filter { allowedUnits.contains($0.unit) }
    guard let smallest = allowed.last else { return nil }
    var kept = kept(allowed.map { ($0, components.value(for: $0.component) ?? 0) })
    if kept.isEmpty { kept = [(smallest, 0)] }
    return unitsStyle == .positional ? positional(kept) : labelled(kept)
  }

  /// `obj` written when it is a `DateComponents`; nil otherwise.
  open override func string(for obj: Any?) -> String? {
    (obj as? DateComponents).flatMap { string(from: $0) }
  }

  private func kept(_ present: [(Unit, Int)]) -> [(Unit, Int)] {
    var drop = zeroFormattingBehavior
    if drop.contains(.pad) {
      drop = .none
    } else if drop.contains(.default) {
      drop = unitsStyle == .positional ? [.dropLeading] : .dropAll
    }
    guard let first = present.firstIndex(where: { $0.1 != 0 }),
      let last = present.lastIndex(where: { $0.1 != 0 })
    else { return drop.isEmpty ? present : [] }
    return present.enumerated().filter { index, entry in
      guard entry.1 == 0 else { return true }
      if index < first { return !drop.contains(.dropLeading) }
      if index > last { return !drop.contains(.dropTrailing) }
      return !drop.contains(.dropMiddle)
    }.map(\.element)
  }

  private func labelled(_ kept: [(Unit, Int)]) -> String {
    let spelled = NumberFormatter()
    spelled.locale = Locale(identifier: "en_US")
    spelled.numberStyle = .spellOut
    let parts = kept.map { unit, value -> String in
      let one = value == 1
      switch unitsStyle {
      case .abbreviated: return "\(value)\(unit.abbreviated)"
      case .short: return "\(value) \(one ? unit.short.one : unit.short.other)"
      case .brief: return "\(value)\(one ? unit.short.one : unit.short.other)"
      case .spellOut:
        let number = spelled.string(from: NSNumber(value: value)) ?? "\(value)"
        return "\(number) \(one ? unit.full.one : unit.full.other)"
      case .full, .positional: return "\(value) \(one ? unit.full.one : unit.full.other)"
      }
    }
    let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
    return parts.joined(separator: separator)
  }

  /// Days as "2d", then hours, minutes and seconds separated by colons, each after the first
  /// in two digits ("2d 1:05:09"); nil when weeks, months or years are to be written.
  private func positional(_ kept: [(Unit, Int)]) -> String? {
    guard
      kept.allSatisfy({ $0.0.unit != .year && $0.0.unit != .month && $0.0.unit != .weekOfMonth })
    else { return nil }
    let days = kept.first { $0.0.unit == .day }.map { "\($0.1)d" }
    let time = kept.filter { $0.0.unit != .day }.enumerated().map { index, entry in
      index > 0 ? String(format: "%02d", entry.1) : "\(entry.1)"
    }
    let clock = time.isEmpty ? nil : time.joined(separator: ":")
    return [days, clock].compactMap { $0 }.joined(separator: " ")
  }

  /// A unit's calendar component and its names in U.S. English.
  private struct Unit: @unchecked Sendable {
    let unit: NSCalendar.Unit
    let component: Calendar.Component
    let full: (one: String, other: String)
    let short: (one: String, other: String)
    let abbreviated: String
  }

  private static let units = [
    Unit(
      unit: .year, component: .year, full: ("year", "years"), short: ("yr", "yrs"),
      abbreviated: "y"),
    Unit(
      unit: .month, component: .month, full: ("month", "months"), short: ("mth", "mths"),
      abbreviated: "mo"),
    Unit(
      unit: .weekOfMonth, component: .weekOfMonth, full: ("week", "weeks"),
      short: ("wk", "wks"), abbreviated: "w"),
    Unit(
      unit: .day, component: .day, full: ("day", "days"), short: ("day", "days"), abbreviated: "d"),
    Unit(
      unit: .hour, component: .hour, full: ("hour", "hours"), short: ("hr", "hr"), abbreviated: "h"),
    Unit(
      unit: .minute, component: .minute, full: ("minute", "minutes"), short: ("min", "min"),
      abbreviated: "m"),
    Unit(
      unit: .second, component: .second, full: ("second", "seconds"), short: ("sec", "sec"),
      abbreviated: "s"),
  ]
}
