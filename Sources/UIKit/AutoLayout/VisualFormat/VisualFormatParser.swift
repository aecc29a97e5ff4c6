import CoreGraphics

/// Reads a visual format string into a ``VisualFormat``, following the grammar of the
/// "Visual Format Language" appendix of Apple's Auto Layout Guide:
///
///     format      (H:|V:)? (| connection)? view (connection view)* (connection |)?
///     view        [ name (predicateList)? ]
///     connection  nothing | - | - simplePredicate - | - (predicateList) -
///     simple      positiveNumber | metricName
///     predicates  ( predicate (, predicate)* )
///     predicate   (== | <= | >=)? (number | metricName | viewName) (@ (number | metricName))?
///
/// Metric names are resolved against the metrics dictionary and view names checked against
/// the views dictionary while parsing, so the first unknown name is reported where it stands.
struct VisualFormatParser {
  private var scanner: VisualFormatScanner
  private let metrics: VisualFormatMetrics
  private let viewNames: Set<String>

  /// UIKit's words for a spacing or predicate that is neither a number nor a name.
  private static let expectedConstant =
    "Expected a number or key from the metrics dictionary, but encountered something else"

  static func parse(
    _ format: String, metrics: [String: Any], viewNames: some Sequence<String>
  ) throws(VisualFormatError) -> VisualFormat {
    var parser = VisualFormatParser(
      scanner: VisualFormatScanner(format), metrics: VisualFormatMetrics(metrics),
      viewNames: Set(viewNames))
    return try parser.parseFormat()
  }

  private mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
    let axis = try parseAxis()
    let leadingColumn = scanner.position
    let leadingEdge =
      scanner.take("|")
      ? VisualFormatEdge(connection: try parseConnection(), column: leadingColumn) : nil
    var format = VisualFormat(
      axis: axis, leadingEdge: leadingEdge, views: [try parseView()], spacings: [])
    while !scanner.isAtEnd {
      let connection = try parseConnection()
      let edgeColumn = scanner.position
      if scanner.take("|") {
        guard scanner.isAtEnd else {
          throw scanner.error("Expected the end of the format after the trailing '|'")
        }
        format.trailingEdge = VisualFormatEdge(connection: connection, column: edgeColumn)
        return format
      }
      format.views.append(try parseView())
      format.spacings.append(connection)
    }
    return format
  }

  private mutating func parseAxis() throws(VisualFormatError) -> VisualFormat.Axis {
    if scanner.take("H:") { return .horizontal }
    if scanner.take("V:") { return .vertical }
    if scanner.take("H") {
      throw scanner.error("Expected ':' after 'H' to specify horizontal arrangement")
    }
    if scanner.take("V") {
      throw scanner.error("Expected ':' after 'V' to specify vertical arrangement")
    }
    return .horizontal
  }

  private mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
    guard scanner.take("[") else { throw scanner.error("Expected a view") }
    let nameColumn = scanner.position
    guard let name = scanner.takeIdentifier() else { throw scanner.error("Expected a view") }
    guard viewNames.contains(name) else {
      throw scanner.error("\(name) is not a key in the views dictionary.", at: nameColumn)
    }
    let predicates =
      scanner.next == "("
      ? try parsePredicateList { parser throws(VisualFormatError) in
        try parser.parseSizeObject()
      } : []
    guard scanner.take("]") else { throw scanner.error("Expected ']'") }
    return VisualFormatView(name: name, sizePredicates: predicates)
  }

  private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
    guard scanner.take("-") else { return .flush }
    if scanner.isAtEnd || scanner.next == "[" || scanner.next == "|" { return .standard }
    let predicates =
      scanner.next == "("
      ? try parsePredicateList { parser throws(VisualFormatError) in
        try parser.parseConstant(signed: true)
      }
      : [VisualFormatPredicate(relation: .equal, object: try parseConstant(signed: false))]
    guard scanner.take("-") else { throw scanner.error("Expected '-' after the spacing") }
    return .predicates(predicates)
  }

  /// `(predicate, …)`, each predicate's object read by `parseObject`.
  private mutating func parsePredicateList<Object>(
    _ parseObject: (inout VisualFormatParser) throws(VisualFormatError) -> Object
  ) throws(VisualFormatError) -> [VisualFormatPredicate<Object>] {
    var predicates: [VisualFormatPredicate<Object>] = []
    repeat {
      _ = scanner.take(predicates.isEmpty ? "(" : ",")
      let relation = try parseRelation()
      let object = try parseObject(&self)
      predicates.append(
        VisualFormatPredicate(relation: relation, object: object, priority: try parsePriority()))
    } while scanner.next == ","
    guard scanner.take(")") else { throw scanner.error("Expected ',' or ')'") }
    return predicates
  }

  private mutating func parseRelation() throws(VisualFormatError) -> VisualFormatRelation {
    if scanner.take("==") { return .equal }
    if scanner.take("<=") { return .lessThanOrEqual }
    if scanner.take(">=") { return .greaterThanOrEqual }
    if let next = scanner.next, "=<>".contains(next) {
      throw scanner.error("Expected a relation: '==', '<=' or '>='")
    }
    return .equal
  }

  /// `@priority`, when there is one.
  private mutating func parsePriority() throws(VisualFormatError) -> Float? {
    guard scanner.take("@") else { return nil }
    let column = scanner.position
    let priority = try parseConstant(signed: true)
    guard priority > 0, priority <= 1000 else {
      throw scanner.error(
        "Priority must be greater than 0 and less than or equal to 1000", at: column)
    }
    return Float(priority)
  }

  /// The object of a predicate on a view's size, the one place another view may stand.
  private mutating func parseSizeObject() throws(VisualFormatError) -> VisualFormatView.Object {
    let column = scanner.position
    if let number = try parseNumber(signed: true) { return .constant(number) }
    guard let name = scanner.takeIdentifier() else {
      throw scanner.error(Self.expectedConstant)
    }
    guard metrics[name] == .missing else { return .constant(try metric(name, at: column)) }
    guard viewNames.contains(name) else {
      throw scanner.error(
        "\(name) is not a key in the metrics or the views dictionary.", at: column)
    }
    return .view(name)
  }

  /// A number or a metric's value. Apple's grammar has unsigned numbers between two dashes
  /// (`-8-`) and `strtod`'s signed ones elsewhere.
  private mutating func parseConstant(signed: Bool) throws(VisualFormatError) -> CGFloat {
    let column = scanner.position
    if let number = try parseNumber(signed: signed) { return number }
    guard let name = scanner.takeIdentifier() else {
      throw scanner.error(Self.expectedConstant)
    }
    return try metric(name, at: column)
  }

  private mutating func parseNumber(signed: Bool) throws(VisualFormatError) -> CGFloat? {
    let column = scanner.position
    guard let number = scanner.takeNumber(signed: signed) else { return nil }
    guard number.isFinite else { throw scanner.error("The number is too large", at: column) }
    return number
  }

  private func metric(_ name: String, at column: Int) throws(VisualFormatError) -> CGFloat {
    switch metrics[name] {
    case .value(let value):
      return value
    case .notANumber:
      throw scanner.error(
        "The value of \(name) in the metrics dictionary is not a finite number.", at: column)
    case .missing where viewNames.contains(name):
      throw scanner.error(
        "\(name) is a view; only a predicate on a view's width or height can name another view",
        at: column)
    case .missing:
      throw scanner.error("\(name) is not a key in the metrics dictionary.", at: column)
    }
  }
}
