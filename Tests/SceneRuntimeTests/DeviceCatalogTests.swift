import Foundation
import LayoutEngine
import Testing

@testable import SceneRuntime

/// The device catalog against the published device tables: swift-snapshot-testing 1.19.7,
/// `Sources/SnapshotTesting/Common/View.swift` (`ViewImageConfig` sizes and safe areas, and the
/// size classes of its `UITraitCollection` presets).
@Suite("Devices and size classes")
struct DeviceCatalogTests {
  typealias Row = (
    device: Device, orientation: Device.Orientation, size: CGSize, safeArea: EdgeInsets,
    horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
  )

  static func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
    EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }

  /// Full-screen phones, as the table lists them.
  static let phones: [Row] = [
    (.iPhoneSE, .portrait, CGSize(width: 320, height: 568), insets(20, 0, 0, 0), .compact, .regular),
    (.iPhoneSE, .landscape, CGSize(width: 568, height: 320), insets(0, 0, 0, 0), .compact, .compact),
    (.iPhone8, .landscape, CGSize(width: 667, height: 375), insets(0, 0, 0, 0), .compact, .compact),
    (.iPhone8Plus, .landscape, CGSize(width: 736, height: 414), insets(0, 0, 0, 0), .regular, .compact),
    (.iPhoneX, .portrait, CGSize(width: 375, height: 812), insets(44, 0, 34, 0), .compact, .regular),
    (.iPhoneX, .landscape, CGSize(width: 812, height: 375), insets(0, 44, 24, 44), .compact, .compact),
    (.iPhoneXr, .landscape, CGSize(width: 896, height: 414), insets(0, 44, 24, 44), .regular, .compact),
    (.iPhoneXsMax, .landscape, CGSize(width: 896, height: 414), insets(0, 44, 24, 44), .regular, .compact),
    (.iPhone12, .portrait, CGSize(width: 390, height: 844), insets(47, 0, 34, 0), .compact, .regular),
    (.iPhone12, .landscape, CGSize(width: 844, height: 390), insets(0, 47, 21, 47), .compact, .compact),
    (.iPhone12ProMax, .landscape, CGSize(width: 926, height: 428), insets(0, 47, 21, 47), .regular, .compact),
    (.iPhone13Mini, .portrait, CGSize(width: 375, height: 812), insets(50, 0, 34, 0), .compact, .regular),
    (.iPhone13Mini, .landscape, CGSize(width: 812, height: 375), insets(0, 50, 21, 50), .compact, .compact),
    (.iPhone13, .landscape, CGSize(width: 844, height: 390), insets(0, 47, 21, 47), .compact, .compact),
    (.iPhone13ProMax, .portrait, CGSize(width: 428, height: 926), insets(47, 0, 34, 0), .compact, .regular),
    (.iPhone13ProMax, .landscape, CGSize(width: 926, height: 428), insets(0, 47, 21, 47), .regular, .compact),
  ]

  @Test(arguments: 0..<phones.count)
  func phonePresetsMatchThePublishedTable(_ index: Int) {
    Self.check(DeviceCatalogTests.phones[index])
  }

  /// The device's screen, safe area and size classes held as the row says are the row's.
  static func check(_ row: Row, sourceLocation: SourceLocation = #_sourceLocation) {
    let name = "\(row.device) \(row.orientation)"
    #expect(row.device.screenSize(row.orientation) == row.size, "\(name)", sourceLocation: sourceLocation)
    #expect(row.device.safeArea(row.orientation) == row.safeArea, "\(name)", sourceLocation: sourceLocation)
    let classes = row.device.sizeClasses(window: row.size, row.orientation)
    #expect(classes.horizontal == row.horizontal, "\(name)", sourceLocation: sourceLocation)
    #expect(classes.vertical == row.vertical, "\(name)", sourceLocation: sourceLocation)
  }

  typealias SplitRow = (
    device: Device, orientation: Device.Orientation, fraction: SplitViewFraction, width: CGFloat,
    horizontal: UserInterfaceSizeClass
  )

  /// iPad windows: every Split View width of the table, with its width class (all are
  /// vertically regular).
  static let splits: [SplitRow] = [
    (.iPadMini, .landscape, .oneThird, 320, .compact), (.iPadMini, .landscape, .oneHalf, 507, .compact),
    (.iPadMini, .landscape, .twoThirds, 694, .regular), (.iPadMini, .landscape, .full, 1024, .regular),
    (.iPadMini, .portrait, .oneThird, 320, .compact), (.iPadMini, .portrait, .twoThirds, 438, .compact),
    (.iPadMini, .portrait, .full, 768, .regular),
    (.iPad10_2, .landscape, .oneThird, 320, .compact), (.iPad10_2, .landscape, .oneHalf, 535, .compact),
    (.iPad10_2, .landscape, .twoThirds, 750, .regular), (.iPad10_2, .landscape, .full, 1080, .regular),
    (.iPad10_2, .portrait, .oneThird, 320, .compact), (.iPad10_2, .portrait, .twoThirds, 480, .compact),
    (.iPad10_2, .portrait, .full, 810, .regular),
    (.iPadPro10_5, .landscape, .oneThird, 320, .compact), (.iPadPro10_5, .landscape, .oneHalf, 551, .compact),
    (.iPadPro10_5, .landscape, .twoThirds, 782, .regular), (.iPadPro10_5, .landscape, .full, 1112, .regular),
    (.iPadPro10_5, .portrait, .oneThird, 320, .compact), (.iPadPro10_5, .portrait, .twoThirds, 504, .compact),
    (.iPadPro10_5, .portrait, .full, 834, .regular),
    (.iPadPro11, .landscape, .oneThird, 375, .compact), (.iPadPro11, .landscape, .oneHalf, 592, .compact),
    (.iPadPro11, .landscape, .twoThirds, 809, .regular), (.iPadPro11, .landscape, .full, 1194, .regular),
    (.iPadPro11, .portrait, .oneThird, 320, .compact), (.iPadPro11, .portrait, .twoThirds, 504, .compact),
    (.iPadPro11, .portrait, .full, 834, .regular),
    (.iPadPro12_9, .landscape, .oneThird, 375, .compact), (.iPadPro12_9, .landscape, .oneHalf, 678, .regular),
    (.iPadPro12_9, .landscape, .twoThirds, 981, .regular), (.iPadPro12_9, .landscape, .full, 1366, .regular),
    (.iPadPro12_9, .portrait, .oneThird, 375, .compact), (.iPadPro12_9, .portrait, .twoThirds, 639, .compact),
    (.iPadPro12_9, .portrait, .full, 1024, .regular),
  ]

  @Test(arguments: 0..<splits.count)
  func iPadSplitViewWindowsMatchThePublishedTable(_ index: Int) {
    let row = DeviceCatalogTests.splits[index]
    let name = "\(row.device) \(row.orientation) \(row.fraction)"
    #expect(row.device.splitViewWidth(row.fraction, row.orientation) == row.width, "\(name)")
    let height = row.device.screenSize(row.orientation).height
    let classes = row.device.sizeClasses(window: CGSize(width: row.width, height: height), row.orientation)
    #expect(classes.horizontal == row.horizontal, "\(name)")
    #expect(classes.vertical == .regular, "\(name)")
  }

  /// Size classes follow the window, never the device: an iPad window at a phone's width is
  /// compact; portrait has no half split.
  @Test func sizeClassesFollowTheWindow() {
    let pad = Device.iPadPro12_9
    #expect(
      pad.sizeClasses(window: CGSize(width: 390, height: 844), .portrait) == SizeClassPair(.compact, .regular)
    )
    #expect(
      pad.sizeClasses(window: CGSize(width: 900, height: 400), .landscape)
        == SizeClassPair(.regular, .compact))
    #expect(pad.splitViewWidth(.oneHalf, .portrait) == nil)
    #expect(Device.iPhone13.splitViewWidth(.oneThird, .portrait) == nil)
    #expect(
      Device.mac.sizeClasses(window: CGSize(width: 300, height: 200), .landscape)
        == SizeClassPair(.regular, .regular))
  }

  /// The devices of 2024–2025. Sizes and size classes: Apple, Human Interface Guidelines,
  /// "Layout", Specifications ("iOS, iPadOS device screen dimensions" and "device size
  /// classes": landscape is regular × compact on the 16 Plus, 16 Pro Max, Air and 17 Pro Max,
  /// compact × compact on the others; every iPad is regular × regular full screen). Safe areas:
  /// Use Your Loaf's simulator measurements ("iPhone 16 screen sizes" on iOS 18, "iPhone 17
  /// screen sizes" on iOS 26, "iPad 2024 screen sizes"); Apple publishes none.
  static let devices2024: [Row] = [
    (.iPhone16, .portrait, CGSize(width: 393, height: 852), insets(59, 0, 34, 0), .compact, .regular),
    (.iPhone16, .landscape, CGSize(width: 852, height: 393), insets(0, 59, 21, 59), .compact, .compact),
    (.iPhone16Plus, .landscape, CGSize(width: 932, height: 430), insets(0, 59, 21, 59), .regular, .compact),
    (.iPhone16Pro, .portrait, CGSize(width: 402, height: 874), insets(62, 0, 34, 0), .compact, .regular),
    (.iPhone16ProMax, .landscape, CGSize(width: 956, height: 440), insets(0, 62, 21, 62), .regular, .compact),
    (.iPhone16e, .portrait, CGSize(width: 390, height: 844), insets(47, 0, 34, 0), .compact, .regular),
    (.iPhone16e, .landscape, CGSize(width: 844, height: 390), insets(0, 47, 21, 47), .compact, .compact),
    (.iPhone17, .landscape, CGSize(width: 874, height: 402), insets(20, 62, 20, 62), .compact, .compact),
    (.iPhoneAir, .portrait, CGSize(width: 420, height: 912), insets(68, 0, 34, 0), .compact, .regular),
    (.iPhoneAir, .landscape, CGSize(width: 912, height: 420), insets(20, 68, 29, 68), .regular, .compact),
    (.iPhone17Pro, .portrait, CGSize(width: 402, height: 874), insets(62, 0, 34, 0), .compact, .regular),
    (
      .iPhone17ProMax, .landscape, CGSize(width: 956, height: 440), insets(20, 62, 20, 62), .regular, .compact
    ),
    (.iPadA16, .portrait, CGSize(width: 820, height: 1180), insets(24, 0, 20, 0), .regular, .regular),
    (.iPadAir11, .landscape, CGSize(width: 1180, height: 820), insets(24, 0, 20, 0), .regular, .regular),
    (.iPadAir13, .portrait, CGSize(width: 1024, height: 1366), insets(24, 0, 20, 0), .regular, .regular),
    (.iPadPro11M4, .portrait, CGSize(width: 834, height: 1210), insets(24, 0, 20, 0), .regular, .regular),
    (.iPadPro13M4, .landscape, CGSize(width: 1376, height: 1032), insets(24, 0, 20, 0), .regular, .regular),
    (.iPadMiniA17Pro, .portrait, CGSize(width: 744, height: 1133), insets(24, 0, 20, 0), .regular, .regular),
  ]

  @Test(arguments: 0..<devices2024.count)
  func devicesOf2024And2025MatchAppleAndTheMeasurements(_ index: Int) {
    let row = DeviceCatalogTests.devices2024[index]
    let name = "\(row.device) \(row.orientation)"
    Self.check(row)
    #expect(row.device.displayScale == (row.device.idiom == .phone ? 3 : 2), "\(name)")
    // iPadOS 26 replaced Split View with resizable windows: no Split View widths.
    #expect(row.device.splitViewWidth(.oneThird, row.orientation) == nil, "\(name)")
  }

  @Test func devicesAreFoundByName() {
    #expect(Device.named("iPhone 17 Pro Max") == .iPhone17ProMax)
    #expect(Device.named("iPadPro13M4") == .iPadPro13M4)
    #expect(Device.named("iPad mini A17 Pro") == .iPadMiniA17Pro)
    #expect(Device.named("iphone 13 pro max") == .iPhone13ProMax)
    #expect(Device.named("iPad Pro 12.9\"") == .iPadPro12_9)
    #expect(Device.named("iPad Pro 12.9") == .iPadPro12_9)
    #expect(Device.named("Pixel 7") == nil)
    #expect(Set(Device.catalog.map(\.name)).count == Device.catalog.count)
  }
}
