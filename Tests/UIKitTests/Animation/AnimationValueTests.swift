import Testing
import UIKit

/// With UIKit imported, whose `NSObject` reads properties by key, an animation still answers
/// the values tagged on it by key, as on iOS, where `CAAnimation` keeps any key.
@MainActor
@Test func animationsAnswerTheirTaggedValuesWithUIKitImported() {
  let fade = CABasicAnimation(keyPath: "opacity")
  fade.setValue("fade-out", forKey: "name")
  let animation: CAAnimation = fade
  #expect(animation.value(forKey: "name") as? String == "fade-out")
  let view = UIView()
  view.layer.add(fade, forKey: "fade")
  #expect(view.layer.animation(forKey: "fade")?.value(forKey: "name") as? String == "fade-out")
}
