/// Types whose look can be set for every instance through a proxy (`UIView.appearance()`).
///
/// Divergence: there are no appearance proxies; views conform so that extensions written on
/// the protocol (styling helpers) compile and apply to the instance they are called on.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

extension UIView: UIAppearance {}
