// swift-format-ignore-file
import UIKit

@objc public protocol PanelLayout {
  @objc optional var springRate: CGFloat { get }
  @objc optional func backdropAlpha(for state: Int) -> CGFloat
  @objc optional func didMove(_ panel: UIView)
  var initialState: Int { get }
}

open class PanelAdapter {
  let layout: PanelLayout
  init(layout: PanelLayout) { self.layout = layout }
  var springRate: CGFloat { layout.springRate ?? 0.99 }
  func describe() -> String? {
    if let rate = layout.springRate { return "\(rate)" }
    guard let rate = layout.springRate else { return layout.springRate?.description }
    return "\(layout.springRate!) \(rate)"
  }
  func backdropAlpha(for state: Int) -> CGFloat { layout.backdropAlpha?(for: state) ?? 0.3 }
}

/// Conforms without the optional requirements; its subclasses implement one.
class BaseLayout: PanelLayout {
  var initialState: Int { 0 }
}

class DimmedLayout: BaseLayout {
  func backdropAlpha(for state: Int) -> CGFloat { 0.5 }
}

class DeeplyDimmedLayout: DimmedLayout {
  override func backdropAlpha(for state: Int) -> CGFloat { 0.7 }
}

public class PublicLayout: PanelLayout {
  public var initialState: Int { 1 }
}

public final class PublicDimmedLayout: PublicLayout {
  func backdropAlpha(for state: Int) -> CGFloat { 0.2 }
}

/// Implements the requirement itself: nothing to declare for its subclasses.
class OwnLayout: PanelLayout {
  var initialState: Int { 2 }
  func backdropAlpha(for state: Int) -> CGFloat { 0.1 }
}

final class OwnSubclassLayout: OwnLayout {
  override func backdropAlpha(for state: Int) -> CGFloat { 0.4 }
}

func makeLayouts() -> [PanelLayout] {
  /// A subclass declared where it is used, as tests declare them.
  class LocalDimmedLayout: OwnLayout {
    override func backdropAlpha(for state: Int) -> CGFloat { 0.6 }
  }
  class LocalBase: PanelLayout {
    var initialState: Int { 3 }
  }
  class LocalDimmed: LocalBase {
    func didMove(_ panel: UIView) {}
  }
  return [LocalDimmedLayout(), LocalDimmed()]
}
