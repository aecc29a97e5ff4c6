import Synchronization

/// An unknown of the layout: a view edge, a width, a guide's position.
///
/// A variable is a value with an identity: two variables made by two calls of ``init(_:)`` are
/// different even when their names are equal. The same variable can be used in any number of
/// solvers; each solver keeps its own value for it (read it with ``Solver/value(of:)``).
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// A name for dumps and error messages; it plays no part in identity.
  public let name: String
  let id: Int

  /// Makes a new, distinct variable.
  public init(_ name: String = "") {
    self.name = name
    self.id = variableCounter.add(1, ordering: .relaxed).oldValue
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  public var description: String { name.isEmpty ? "var\(id)" : name }
}

private let variableCounter = Atomic<Int>(0)
