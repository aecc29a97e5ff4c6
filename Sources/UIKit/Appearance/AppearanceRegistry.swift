import Foundation

/// One setting recorded on a proxy: what it sets (a property's key path, or a method's name
/// and arguments such as a control state) and how to set it on an instance.
@MainActor
struct AppearanceSetting {
  let key: AnyHashable
  let apply: @MainActor (AnyObject) -> Void
}

/// A proxy and the settings made on it, last setting of each key kept, in the order first set.
@MainActor
final class AppearanceProxyRecord {
  let selector: AppearanceSelector
  /// The proxy object. Proxies live as long as the process, as on iOS.
  let proxy: AnyObject
  private(set) var settings: [AppearanceSetting] = []

  init(selector: AppearanceSelector, proxy: AnyObject) {
    self.selector = selector
    self.proxy = proxy
  }

  func record(_ setting: AppearanceSetting) {
    if let index = settings.firstIndex(where: { $0.key == setting.key }) {
      settings[index] = setting
    } else {
      settings.append(setting)
    }
  }
}

/// The appearance proxies made so far, and which of their settings an object takes.
@MainActor
enum AppearanceRegistry {
  private(set) static var records: [AppearanceProxyRecord] = []

  /// The proxy `selector` names, made with `make` the first time it is asked for.
  static func proxy<T: AnyObject>(for selector: AppearanceSelector, make: () -> T) -> T {
    if let record = records.first(where: { $0.selector.isSame(as: selector) }),
      let proxy = record.proxy as? T
    {
      return proxy
    }
    let proxy = make()
    records.append(AppearanceProxyRecord(selector: selector, proxy: proxy))
    return proxy
  }

  /// Records a setting made on `proxy`.
  static func record(_ setting: AppearanceSetting, on proxy: AnyObject) {
    records.first { $0.proxy === proxy }?.record(setting)
  }

  /// The settings an object of `type` with `traits` inside `chain` (its containers from the
  /// window down) takes: of each key, the one of the highest-ranking matching proxy.
  static func settings(for type: AnyClass, traits: UITraitCollection, chain: [AnyObject])
    -> [AppearanceSetting]
  {
    let matching =
      records
      .compactMap { record in
        record.selector.rank(objectType: type, traits: traits, chain: chain).map { (record, $0) }
      }
      .sorted { $0.1 < $1.1 }
    var winners: [AnyHashable: AppearanceSetting] = [:]
    var order: [AnyHashable] = []
    for (record, _) in matching {
      for setting in record.settings {
        if winners.updateValue(setting, forKey: setting.key) == nil { order.append(setting.key) }
      }
    }
    return order.compactMap { winners[$0] }
  }
}

/// The key of a setting made through a method with arguments besides the value
/// (`setTitleColor(_:for:)`): the method, and those arguments (a control state).
struct AppearanceMethodKey: Hashable {
  let method: String
  let arguments: [UInt]

  init(_ method: String, _ arguments: UInt...) {
    self.method = method
    self.arguments = arguments
  }
}
