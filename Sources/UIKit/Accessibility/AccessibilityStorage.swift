import Foundation

/// The accessibility values set on a responder, one stored property for all of them; each
/// nil reads the class's default.
struct AccessibilityStorage {
  var isElement: Bool?
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
  var frame: CGRect?
  var activationPoint: CGPoint?
  var identifier: String?
  var language: String?
  var elementsHidden = false
  var viewIsModal = false
  var groupsChildren = false
  var elements: [Any]?
  var customActions: [UIAccessibilityCustomAction]?
  var path: UIBezierPath?
  var userInputLabels: [String]?
  var respondsToUserInteraction: Bool?
  var containerType = UIAccessibilityContainerType.none
  weak var container: AnyObject?
}

/// What kind of container an element is, for VoiceOver's navigation.
public enum UIAccessibilityContainerType: Int, Sendable {
  case none, dataTable, list, landmark, semanticGroup
}

/// The directions of an accessibility scroll.
public enum UIAccessibilityScrollDirection: Int, Sendable {
  case right = 1, left, up, down, next, previous
}
