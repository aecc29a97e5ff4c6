import Foundation
import Testing
import UIKit

/// `UIDevice` as Apple documents it for a device like the simulator's, and the feedback
/// generators' API.
@MainActor
@Suite struct DeviceTests {
  @Test func theDeviceIsThePhoneOfTheMainScreen() {
    let device = UIDevice.current
    #expect(device.userInterfaceIdiom == .phone)
    #expect(device.model == "iPhone")
    #expect(device.name == "iPhone")
    #expect(device.systemName == "iOS")
    #expect(device.systemVersion.split(separator: ".").count >= 2)
    #expect(device.identifierForVendor != nil)
    #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
  }

  /// The orientation is unknown unless notifications are being generated; requests nest.
  @Test func orientationIsKnownOnlyWhileGenerated() {
    let device = UIDevice.current
    #expect(device.orientation == .unknown)
    device.beginGeneratingDeviceOrientationNotifications()
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .portrait)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.isGeneratingDeviceOrientationNotifications)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(!device.isGeneratingDeviceOrientationNotifications)
    #expect(device.orientation == .unknown)
  }

  /// A simulator has no battery reading: -1 and unknown even with monitoring on.
  @Test func theBatteryIsUnknown() {
    let device = UIDevice.current
    device.isBatteryMonitoringEnabled = true
    defer { device.isBatteryMonitoringEnabled = false }
    #expect(device.batteryLevel == -1)
    #expect(device.batteryState == .unknown)
    device.isProximityMonitoringEnabled = true
    #expect(!device.isProximityMonitoringEnabled)
  }

  @Test func orientationsSayWhatKindTheyAre() {
    #expect(UIDeviceOrientation.landscapeRight.isLandscape)
    #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait)
    #expect(UIDeviceOrientation.faceUp.isFlat)
    #expect(!UIDeviceOrientation.faceDown.isValidInterfaceOrientation)
    #expect(!UIDeviceOrientation.unknown.isValidInterfaceOrientation)
  }

  @Test func feedbackGeneratorsKeepTheirStyleAndView() {
    #expect(UIImpactFeedbackGenerator().style == .medium)
    var view: UIView? = UIView()
    let generator = UIImpactFeedbackGenerator(style: .rigid, view: view!)
    #expect(generator.style == .rigid)
    #expect(generator.view === view)
    generator.prepare()
    generator.impactOccurred(intensity: 0.5)
    view = nil
    #expect(generator.view == nil)
    UISelectionFeedbackGenerator().selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
  }
}
