import OffscreenSnapshotTesting
import Raster
import Testing
import UIKit

/// The image strategies render through a window's update cycle with the requested size,
/// safe area and traits.
@MainActor @Suite struct StrategyRenderingTests {
  @Test func viewRendersAtItsSizeAndTheScreenScale() {
    let image = take(solidView(.red), as: .image)
    // 20×10 points at the main screen's 3×: 60×30 pixels, all red.
    #expect(image.pixels.width == 60 && image.pixels.height == 30)
    #expect(image.pixels[59, 29] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
  }

  @Test func sizeAndDisplayScaleTraitsAreHonoured() {
    let image = take(
      solidView(.red), as: .image(size: CGSize(width: 8, height: 4), traits: .init(displayScale: 2))
    )
    #expect(image.pixels.width == 16 && image.pixels.height == 8)
    #expect(image.scale == 2)
  }

  @Test func darkModeTraitResolvesDynamicColours() {
    // systemBackground is white in light mode and black in dark mode.
    let light = take(solidView(.systemBackground), as: .image(traits: .init(displayScale: 1)))
    let dark = take(
      solidView(.systemBackground),
      as: .image(
        traits: .init(traitsFrom: [.init(displayScale: 1), .init(userInterfaceStyle: .dark)])))
    #expect(light.pixels[0, 0] == .white)
    #expect(dark.pixels[0, 0] == .black)
  }

  @Test func rightToLeftTraitMirrorsLeadingConstraints() {
    // A 5-point-wide subview pinned to the leading edge of a 20-point view: at x 0..<5 left to
    // right, at x 15..<20 right to left.
    func pinned() -> UIView {
      let view = solidView(.white)
      let bar = UIView()
      bar.backgroundColor = .black
      bar.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        bar.topAnchor.constraint(equalTo: view.topAnchor),
        bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        bar.widthAnchor.constraint(equalToConstant: 5),
      ])
      return view
    }
    let rtl = take(
      pinned(),
      as: .image(
        traits: .init(traitsFrom: [.init(displayScale: 1), .init(layoutDirection: .rightToLeft)])))
    #expect(rtl.pixels[17, 5] == .black)
    #expect(rtl.pixels[2, 5] == .white)
  }

  @Test func contentSizeCategoryTraitReachesTheView() {
    final class Probe: UIView {
      var seen: UIContentSizeCategory?
      override func layoutSubviews() {
        super.layoutSubviews()
        seen = traitCollection.preferredContentSizeCategory
      }
    }
    let probe = Probe(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    _ = take(
      probe as UIView,
      as: .image(
        traits: .init(traitsFrom: [
          .init(displayScale: 1), .init(preferredContentSizeCategory: .accessibilityLarge),
        ])))
    #expect(probe.seen == .accessibilityLarge)
  }

  @Test func controllerGetsTheConfigsSizeSafeAreaAndTraits() {
    final class Screen: UIViewController {
      let header = UIView()
      var sizeClass: UIUserInterfaceSizeClass = .unspecified
      var appeared = false
      override func viewDidLoad() {
        view.backgroundColor = .white
        header.backgroundColor = .black
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        NSLayoutConstraint.activate([
          header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          header.heightAnchor.constraint(equalToConstant: 10),
        ])
      }
      override func viewDidLayoutSubviews() { sizeClass = traitCollection.horizontalSizeClass }
      override func viewDidAppear(_ animated: Bool) { appeared = true }
    }
    let screen = Screen()
    // iPhone 13 portrait: 390×844 points, 47 points of safe area on top, compact width; at 1×.
    let image = take(
      screen as UIViewController, as: .image(on: .iPhone13, traits: .init(displayScale: 1)))
    #expect(image.pixels.width == 390 && image.pixels.height == 844)
    #expect(image.pixels[100, 46] == .white)
    #expect(image.pixels[100, 47] == .black)
    #expect(image.pixels[100, 56] == .black)
    #expect(image.pixels[100, 57] == .white)
    #expect(screen.sizeClass == .compact)
    #expect(screen.appeared)
    // Afterwards the controller is out of the window again.
    #expect(screen.view.window == nil)
    #expect(screen.parent == nil)
  }

  @Test func landscapeIPadSplitGetsCompactTraits() {
    let config = ViewImageConfig.iPadMini(.landscape(splitView: .oneThird))
    #expect(config.size == CGSize(width: 320, height: 768))
    #expect(config.traits.horizontalSizeClass == .compact)
    #expect(config.traits.userInterfaceIdiom == .pad)
    #expect(
      ViewImageConfig.iPhone13(.landscape).safeArea
        == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
  }

  @Test func layerRendersAtTheTraitsScale() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 6, height: 3)
    layer.backgroundColor = UIColor.blue.cgColor
    let image = take(layer, as: .image(traits: .init(displayScale: 2)))
    #expect(image.pixels.width == 12 && image.pixels.height == 6)
    #expect(image.pixels[11, 5] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
  }

  @Test func recursiveDescriptionListsTheTree() {
    let view = solidView(.white)
    let label = UILabel(frame: CGRect(x: 2, y: 1, width: 10, height: 5))
    label.text = "Hi"
    view.addSubview(label)
    let text = take(view, as: .recursiveDescription)
    #expect(
      text == """
        <UIView; frame = (0 0; 20 10); layer = <CALayer>>
           | <UILabel; frame = (2 1; 10 5); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """)
  }

  /// As upstream's `prepareView`: a view with no size is sized to fit before it is described
  /// (and its frame restored afterwards).
  @Test func aZeroSizeViewIsSizedToFitBeforeItIsDescribed() {
    final class Fitting: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
    }
    let view = Fitting()
    #expect(
      take(view, as: .recursiveDescription) == "<Fitting; frame = (0 0; 30 12); layer = <CALayer>>")
    #expect(view.frame == .zero)
  }

  /// UIKit's description format, as swift-snapshot-testing's references recorded on iOS show
  /// it (testTraits, testUIView): numbers with `%g`, the flags that differ from a plain view's
  /// in UIKit's order, no `translatesAutoresizingMaskIntoConstraints`.
  @Test func recursiveDescriptionPrintsWhatUIKitPrints() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let label = UILabel(frame: CGRect(x: 401.0 / 3, y: 20, width: 158.0 / 3, height: 58.0 / 3))
    label.text = "What's"
    label.translatesAutoresizingMaskIntoConstraints = false
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    box.clipsToBounds = true
    box.isHidden = true
    box.alpha = 0.5
    box.isOpaque = false
    box.tag = 7
    box.isUserInteractionEnabled = false
    let image = UIImageView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    image.clipsToBounds = true
    view.addSubview(label)
    view.addSubview(box)
    view.addSubview(image)
    let text = take(view, as: .recursiveDescription)
    #expect(
      text == """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (133.667 20; 52.6667 19.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UIView; frame = (0 0; 10 10); clipsToBounds = YES; hidden = YES; alpha = 0.5; opaque = NO; tag = 7; userInteractionEnabled = NO; layer = <CALayer>>
           | <UIImageView; frame = (1 2; 3 4); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>
        """)
  }
}

/// Containers get the window swift-snapshot-testing gives them on iOS.
@MainActor @Suite struct ContainerWindowTests {
  @Test func navigationControllerLosesTheTopInset() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    // iPhone 13: 844 points tall, 47 of them the top inset: 797 at 1×.
    let image = take(
      navigation as UIViewController, as: .image(on: .iPhone13, traits: .init(displayScale: 1)))
    #expect(image.pixels.width == 390 && image.pixels.height == 797)
  }

  @Test func tabBarControllerLosesTheBottomInset() {
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController()]
    // 844 − 34 (the home indicator) = 810.
    let image = take(
      tabs as UIViewController, as: .image(on: .iPhone13, traits: .init(displayScale: 1)))
    #expect(image.pixels.height == 810)
  }
}
