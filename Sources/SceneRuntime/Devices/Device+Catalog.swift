import Foundation
import LayoutEngine

/// The device catalog. Devices to the iPhone 13 and the iPads of 2018–2021: screens, safe areas,
/// traits and Split View widths from the published device tables (swift-snapshot-testing 1.19.7,
/// `ViewImageConfig` and its `UITraitCollection` presets), pixels per point from Apple's device
/// specifications. Devices of 2024–2025: screens, pixels per point and size classes from Apple's
/// Human Interface Guidelines ("Layout", Specifications); safe areas as measured in the
/// simulator by Use Your Loaf ("iPhone 16 screen sizes", iOS 18; "iPhone 17 screen sizes",
/// iOS 26; "iPad 2024 screen sizes"), which Apple does not publish; no Split View widths, as
/// they run iPadOS 26, whose resizable windows replace Split View.
extension Device {
  private static func phone(
    _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, portrait: EdgeInsets,
    landscape: EdgeInsets, landscapeWidth: UserInterfaceSizeClass = .compact
  ) -> Device {
    Device(
      name: name, idiom: .phone, portraitSize: CGSize(width: width, height: height),
      portraitSafeArea: portrait,
      landscapeSafeArea: landscape, displayScale: scale, landscapeWidthClass: landscapeWidth)
  }

  private static let statusBar = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
  private static let notch44 = (
    EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0),
    EdgeInsets(top: 0, leading: 44, bottom: 24, trailing: 44)
  )
  private static let notch47 = (
    EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
    EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
  )

  public static let iPhoneSE = phone(
    "iPhone SE", 320, 568, scale: 2, portrait: statusBar, landscape: EdgeInsets())
  public static let iPhone8 = phone(
    "iPhone 8", 375, 667, scale: 2, portrait: statusBar, landscape: EdgeInsets())
  public static let iPhone8Plus = phone(
    "iPhone 8 Plus", 414, 736, scale: 3, portrait: statusBar, landscape: EdgeInsets(),
    landscapeWidth: .regular)
  public static let iPhoneX = phone("iPhone X", 375, 812, scale: 3, portrait: notch44.0, landscape: notch44.1)
  public static let iPhoneXr = phone(
    "iPhone XR", 414, 896, scale: 2, portrait: notch44.0, landscape: notch44.1, landscapeWidth: .regular)
  public static let iPhoneXsMax = phone(
    "iPhone XS Max", 414, 896, scale: 3, portrait: notch44.0, landscape: notch44.1, landscapeWidth: .regular)
  public static let iPhone12 = phone(
    "iPhone 12", 390, 844, scale: 3, portrait: notch47.0, landscape: notch47.1)
  public static let iPhone12ProMax = phone(
    "iPhone 12 Pro Max", 428, 926, scale: 3, portrait: notch47.0, landscape: notch47.1,
    landscapeWidth: .regular)
  public static let iPhone13Mini = phone(
    "iPhone 13 mini", 375, 812, scale: 3, portrait: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0),
    landscape: EdgeInsets(top: 0, leading: 50, bottom: 21, trailing: 50))
  public static let iPhone13 = phone(
    "iPhone 13", 390, 844, scale: 3, portrait: notch47.0, landscape: notch47.1)
  public static let iPhone13ProMax = phone(
    "iPhone 13 Pro Max", 428, 926, scale: 3, portrait: notch47.0, landscape: notch47.1,
    landscapeWidth: .regular)

  /// A Dynamic Island phone's insets: portrait `top` above and 34 below; landscape `top` at
  /// either side, with what iOS 18 measured above and below (0 and 21) unless given (iOS 26
  /// measured 20 and 20 on the 17 models, 20 and 29 on the Air).
  private static func island(_ top: CGFloat, landscapeTop: CGFloat = 0, landscapeBottom: CGFloat = 21)
    -> (EdgeInsets, EdgeInsets)
  {
    (
      EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0),
      EdgeInsets(top: landscapeTop, leading: top, bottom: landscapeBottom, trailing: top)
    )
  }
  private static let island59 = island(59)
  private static let island62 = island(62)
  private static let island26 = island(62, landscapeTop: 20, landscapeBottom: 20)

  public static let iPhone16 = phone(
    "iPhone 16", 393, 852, scale: 3, portrait: island59.0, landscape: island59.1)
  public static let iPhone16Plus = phone(
    "iPhone 16 Plus", 430, 932, scale: 3, portrait: island59.0, landscape: island59.1,
    landscapeWidth: .regular)
  public static let iPhone16Pro = phone(
    "iPhone 16 Pro", 402, 874, scale: 3, portrait: island62.0, landscape: island62.1)
  public static let iPhone16ProMax = phone(
    "iPhone 16 Pro Max", 440, 956, scale: 3, portrait: island62.0, landscape: island62.1,
    landscapeWidth: .regular)
  public static let iPhone16e = phone(
    "iPhone 16e", 390, 844, scale: 3, portrait: notch47.0, landscape: notch47.1)
  public static let iPhone17 = phone(
    "iPhone 17", 402, 874, scale: 3, portrait: island26.0, landscape: island26.1)
  public static let iPhoneAir = phone(
    "iPhone Air", 420, 912, scale: 3, portrait: island(68).0,
    landscape: island(68, landscapeTop: 20, landscapeBottom: 29).1,
    landscapeWidth: .regular)
  public static let iPhone17Pro = phone(
    "iPhone 17 Pro", 402, 874, scale: 3, portrait: island26.0, landscape: island26.1)
  public static let iPhone17ProMax = phone(
    "iPhone 17 Pro Max", 440, 956, scale: 3, portrait: island26.0, landscape: island26.1,
    landscapeWidth: .regular)

  /// The status bar's 24 points above and the home indicator's 20 below, held either way.
  private static let homeIndicatorPad = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)

  /// An iPad, with its Split View widths (none for the iPads of 2024–2025, which run iPadOS 26).
  private static func pad(
    _ name: String, _ width: CGFloat, _ height: CGFloat, safeArea: EdgeInsets = statusBar,
    landscapeSplits: [CGFloat]? = nil, portraitSplits: [CGFloat] = []
  ) -> Device {
    var device = Device(
      name: name, idiom: .pad, portraitSize: CGSize(width: width, height: height), portraitSafeArea: safeArea,
      landscapeSafeArea: safeArea, displayScale: 2)
    device.splitWidths = landscapeSplits.map { SplitWidths(landscape: $0, portrait: portraitSplits) }
    return device
  }

  public static let iPadMini = pad(
    "iPad mini", 768, 1024, landscapeSplits: [320, 507, 694], portraitSplits: [320, 438])
  public static let iPad10_2 = pad(
    "iPad 10.2\"", 810, 1080, landscapeSplits: [320, 535, 750], portraitSplits: [320, 480])
  public static let iPadPro10_5 = pad(
    "iPad Pro 10.5\"", 834, 1112, landscapeSplits: [320, 551, 782], portraitSplits: [320, 504])
  public static let iPadPro11 = pad(
    "iPad Pro 11\"", 834, 1194, safeArea: homeIndicatorPad,
    landscapeSplits: [375, 592, 809], portraitSplits: [320, 504])
  public static let iPadPro12_9 = pad(
    "iPad Pro 12.9\"", 1024, 1366, landscapeSplits: [375, 678, 981], portraitSplits: [375, 639])

  // The iPads of 2024–2025 run iPadOS 26, whose resizable windows replace Split View.
  public static let iPadA16 = pad("iPad A16", 820, 1180, safeArea: homeIndicatorPad)
  public static let iPadAir11 = pad("iPad Air 11\"", 820, 1180, safeArea: homeIndicatorPad)
  public static let iPadAir13 = pad("iPad Air 13\"", 1024, 1366, safeArea: homeIndicatorPad)
  public static let iPadPro11M4 = pad("iPad Pro 11\" M4", 834, 1210, safeArea: homeIndicatorPad)
  public static let iPadPro13M4 = pad("iPad Pro 13\" M4", 1032, 1376, safeArea: homeIndicatorPad)
  public static let iPadMiniA17Pro = pad("iPad mini A17 Pro", 744, 1133, safeArea: homeIndicatorPad)

  /// A Mac's main screen (a 14" MacBook Pro at its default scaled resolution).
  public static let mac = Device(
    name: "Mac", idiom: .mac, portraitSize: CGSize(width: 1512, height: 982), displayScale: 2)

  /// Every device in the catalog, phones first.
  public static let catalog: [Device] = [
    iPhoneSE, iPhone8, iPhone8Plus, iPhoneX, iPhoneXr, iPhoneXsMax, iPhone12, iPhone12ProMax, iPhone13Mini,
    iPhone13, iPhone13ProMax, iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax, iPhone16e, iPhone17,
    iPhoneAir, iPhone17Pro, iPhone17ProMax, iPadMini, iPad10_2, iPadPro10_5, iPadPro11, iPadPro12_9, iPadA16,
    iPadAir11, iPadAir13, iPadPro11M4, iPadPro13M4, iPadMiniA17Pro, mac,
  ]

  /// The device of the catalog with this name (case, spaces and quotes ignored), or nil.
  public static func named(_ name: String) -> Device? {
    let wanted = Device.scriptName(name).lowercased()
    return catalog.first { $0.scriptName.lowercased() == wanted }
  }

  /// The device's name without spaces or quotes (`iPadPro11`), as scripts and the command line
  /// write it and `named(_:)` reads it back.
  public var scriptName: String { Device.scriptName(name) }

  private static func scriptName(_ name: String) -> String { name.filter { !$0.isWhitespace && $0 != "\"" } }
}

/// The widths of iPad Split View and Slide Over windows: a fraction of the screen.
public enum SplitViewFraction: String, Hashable, Sendable, CaseIterable {
  case oneThird
  case oneHalf
  case twoThirds
  case full
}

extension Device {
  /// The width of a Split View window taking `fraction` of this iPad's screen, held as
  /// `orientation` says (the published tables; portrait has no half split), or nil.
  public func splitViewWidth(_ fraction: SplitViewFraction, _ orientation: Orientation) -> CGFloat? {
    if fraction == .full { return screenSize(orientation).width }
    guard let splitWidths else { return nil }
    switch (orientation, fraction) {
    case (.landscape, .oneThird): return splitWidths.landscape[0]
    case (.landscape, .oneHalf): return splitWidths.landscape[1]
    case (.landscape, .twoThirds): return splitWidths.landscape[2]
    case (.portrait, .oneThird): return splitWidths.portrait[0]
    case (.portrait, .twoThirds): return splitWidths.portrait[1]
    default: return nil
    }
  }
}

/// An iPad's Split View widths: one third, one half and two thirds of the screen held sideways;
/// one third and two thirds held upright.
public struct SplitWidths: Hashable, Sendable {
  public var landscape: [CGFloat]
  public var portrait: [CGFloat]
}
