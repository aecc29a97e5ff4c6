extension UIImage {
  /// Every name ``init(systemName:)`` draws, sorted: for the mockup schema and "did you mean"
  /// hints.
  package static var systemSymbolNames: [String] { SymbolCatalog.names }
}
