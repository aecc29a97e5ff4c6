extension CALayer {
  /// The layer as it is shown on screen right now.
  ///
  /// Divergence: nothing animates headless, so what is shown is the model: the layer itself
  /// (iOS gives a copy, and nil before the layer was first committed).
  public func presentation() -> Self? { self }

  /// The layer whose values the presentation layer animates from: the layer itself.
  public func model() -> Self { self }
}
