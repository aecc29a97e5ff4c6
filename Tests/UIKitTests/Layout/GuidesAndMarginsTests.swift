import Testing
import UIKit

/// Layout guides and margins, from UIView's and UIViewController's references: the safe area
/// guide is the bounds inset by safeAreaInsets (the parts the window's device insets cover);
/// layoutMargins are 8 points on each side by default, measured from the safe area when
/// insetsLayoutMarginsFromSafeArea; a view controller's root view has margins no smaller than
/// systemMinimumLayoutMargins (16 points leading and trailing in a compact width) and by
/// default "reflects the system minimum margins and safe area insets"; directional margins and
/// leading/trailing follow the layout direction.
@MainActor
@Suite struct GuidesAndMarginsTests {
  /// A 393 × 852 window with a phone's insets: 59 at the top, 34 at the bottom.
  func phoneWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    return window
  }

  @Test func safeAreaAndMarginGuidesOfAViewFillingTheWindow() {
    let window = phoneWindow()
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    window.layoutIfNeeded()
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // 852 - 59 - 34 = 759 tall.
    #expect(
      view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
    // 8-point margins inside the safe area: 393 - 16 wide, 759 - 16 tall.
    #expect(
      view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 67, width: 377, height: 743))
    // Narrower than the readable width, the readable guide is the margins' width.
    #expect(
      view.readableContentGuide.layoutFrame == CGRect(x: 8, y: 67, width: 377, height: 743))
  }

  /// A view that overlaps only the top inset gets only that inset, in its own coordinates.
  @Test func aSubviewGetsTheInsetsItOverlaps() {
    let window = phoneWindow()
    let top = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
    let middle = UIView(frame: CGRect(x: 0, y: 200, width: 393, height: 100))
    window.addSubview(top)
    window.addSubview(middle)
    window.layoutIfNeeded()
    // The inset ends at 59, 39 points into the view at y = 20.
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
  }

  /// On a wide view the readable guide is centred in the margins.
  @Test func readableContentGuideIsCentredOnAWideView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
    let frame = view.readableContentGuide.layoutFrame
    // Narrower than the margins (984 wide), centred on the view: equal space each side.
    #expect(frame.width < 984)
    #expect(frame.minX - 0 == 1000 - frame.maxX)
    #expect(frame.minY == 8 && frame.height == 84)
  }

  @Test func constraintsToTheMarginsGuide() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let guide = container.layoutMarginsGuide
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    container.layoutIfNeeded()
    // 100 - 10 - 20 wide, 100 - 5 - 15 tall.
    #expect(child.frame == CGRect(x: 10, y: 5, width: 70, height: 80))
  }

  /// The root view of a controller in a compact-width window: 16 points leading and trailing;
  /// top and bottom are the system minimum (0) plus the safe area.
  @Test func rootViewMarginsOfAViewController() {
    let window = phoneWindow()
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let root = controller.view!
    #expect(root.directionalLayoutMargins.leading == 16)
    #expect(root.directionalLayoutMargins.trailing == 16)
    #expect(root.layoutMargins == UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
    // Custom margins smaller than the minimum are raised to it; larger ones are kept.
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 4, bottom: 4, trailing: 30)
    #expect(root.layoutMargins == UIEdgeInsets(top: 63, left: 16, bottom: 38, right: 30))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    #expect(root.layoutMargins == UIEdgeInsets(top: 63, left: 4, bottom: 38, right: 30))
    window.isHidden = true
  }

  /// In right-to-left layouts the leading margin is on the right.
  @Test func directionalMarginsInRightToLeft() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.semanticContentAttribute = .forceRightToLeft
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 10, bottom: 2, trailing: 20)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 10))
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 1, width: 70, height: 97))
  }

  /// Leading and trailing swap sides right to left; left and right do not.
  @Test func leadingAndTrailingInRightToLeft() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.semanticContentAttribute = .forceRightToLeft
    let leading = UIView()
    let left = UIView()
    for view in [leading, left] {
      view.translatesAutoresizingMaskIntoConstraints = false
      view.semanticContentAttribute = .forceRightToLeft
      container.addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: container.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 30),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    NSLayoutConstraint.activate([
      // 10 points in from the leading (right) edge: maxX = 90.
      leading.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      left.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
    ])
    container.layoutIfNeeded()
    #expect(leading.frame == CGRect(x: 60, y: 0, width: 30, height: 10))
    #expect(left.frame == CGRect(x: 10, y: 0, width: 30, height: 10))
  }

  /// preservesSuperviewLayoutMargins: "the superview's margins are also considered … The
  /// amount of the adjustment is the smallest amount needed to ensure that content is also
  /// inside the superview's margins."
  @Test func preservesSuperviewLayoutMargins() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    child.preservesSuperviewLayoutMargins = true
    container.addSubview(child)
    let inset = child.leftAnchor.constraint(equalTo: container.leftAnchor)
    NSLayoutConstraint.activate([
      inset, child.topAnchor.constraint(equalTo: container.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 80),
      child.heightAnchor.constraint(equalToConstant: 100),
    ])
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    child.addSubview(content)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    // Child at x 0…80: the container's 20-point margins reach 20 into it at the left and top,
    // 0 at the right (20 - 20 away), so its own 8 stays there.
    #expect(child.layoutMargins == UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 8))
    #expect(content.frame == CGRect(x: 20, y: 20, width: 52, height: 10))
    // Moved 10 to the right (x 10…90): the left margin needs only 10; the right 10.
    inset.constant = 10
    container.layoutIfNeeded()
    #expect(child.layoutMargins == UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10))
    #expect(content.frame == CGRect(x: 10, y: 20, width: 60, height: 10))
    // Without preserving, the child keeps its own 8 points.
    child.preservesSuperviewLayoutMargins = false
    container.layoutIfNeeded()
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(content.frame == CGRect(x: 8, y: 8, width: 64, height: 10))
  }

  /// New device insets reach views that were not otherwise marked for layout: content pinned
  /// to a subview's safe area follows at the next layout pass.
  @Test func changingTheWindowInsetsMovesContentPinnedToTheSafeArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let page = UIView(frame: window.bounds)
    window.addSubview(page)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    page.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: page.safeAreaLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: page.safeAreaLayoutGuide.bottomAnchor),
      content.leftAnchor.constraint(equalTo: page.leftAnchor),
      content.widthAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 10, height: 200))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
    window.layoutIfNeeded()
    // 200 - 30 - 20 tall, from 30.
    #expect(content.frame == CGRect(x: 0, y: 30, width: 10, height: 150))
  }
}

/// With no keyboard on screen, iOS puts the keyboard layout guide along the bottom edge, as
/// tall as the bottom safe area (its top is the safe area's bottom), or 0 tall when it does
/// not use the safe area: on a 393 × 852 window with a 34-point bottom inset, a field 8 points
/// above the guide ends at 852 − 34 − 8 = 810.
@MainActor
@Test func keyboardLayoutGuideLiesAlongTheBottomWithoutAKeyboard() {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  window.windowSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
  let controller = UIViewController()
  window.rootViewController = controller
  window.isHidden = false
  let field = UIView()
  field.translatesAutoresizingMaskIntoConstraints = false
  controller.view.addSubview(field)
  let guide = controller.view.keyboardLayoutGuide
  NSLayoutConstraint.activate([
    field.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
    field.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
    field.widthAnchor.constraint(equalToConstant: 100),
    field.heightAnchor.constraint(equalToConstant: 44),
  ])
  window.layoutIfNeeded()
  #expect(guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
  #expect(field.frame.maxY == 810)
  #expect(controller.view.keyboardLayoutGuide === guide)
  guide.usesBottomSafeArea = false
  window.layoutIfNeeded()
  #expect(guide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
  #expect(field.frame.maxY == 844)
}
