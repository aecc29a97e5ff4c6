/// The selector named `aSelectorName`, as Foundation makes one on Apple's platforms.
///
/// Divergence: a selector made from a name calls nothing on Linux (see ``Selector``), except
/// the class methods ``NSObject/responds(to:)-class`` knows by name.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The name of `aSelector`: its Objective-C name (`"tapped:"`), as given to the port step or to
/// `Selector(_:)`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
