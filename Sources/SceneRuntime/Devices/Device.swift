import Foundation
import LayoutEngine

/// A device a window can be shown on: its screen in points, the safe-area insets of a
/// full-screen window, its pixels per point, and for a phone, the width class of landscape.
///
/// ```swift
/// let phone = Device.iPhone13ProMax
/// phone.screenSize(.landscape)                        // 926 × 428
/// phone.sizeClasses(window: phone.screenSize(.landscape), .landscape)   // regular×compact
/// ```
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// The kind of device, which decides how size classes follow the window.
  public enum Idiom: String, Hashable, Sendable {
    /// An iPhone: windows are full screen; the device's model decides landscape's width class.
    case phone
    /// An iPad: windows of any size (Split View, Slide Over, iPadOS 26 free-form windows).
    case pad
    /// A Mac: windows of any size, always regular.
    case mac

    /// The idiom as the views' environment has it.
    public var interfaceIdiom: UserInterfaceIdiom {
      switch self {
      case .phone: .phone
      case .pad: .pad
      case .mac: .mac
      }
    }
  }

  /// How a device is held.
  public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape
  }

  /// The device's name, as the catalog lists it.
  public var name: String
  public var idiom: Idiom
  /// The screen in points, held upright.
  public var portraitSize: CGSize
  /// A full-screen window's safe-area insets, held upright and sideways.
  public var portraitSafeArea: EdgeInsets
  public var landscapeSafeArea: EdgeInsets
  /// Pixels per point.
  public var displayScale: CGFloat
  /// A phone's width class when held sideways: regular on Plus and Max models.
  public var landscapeWidthClass: UserInterfaceSizeClass
  /// An iPad's Split View window widths (nil for devices without Split View).
  public var splitWidths: SplitWidths?
  /// The area iPadOS 26's window controls take at the top-leading corner of a window that does
  /// not fill the screen (nil: no window controls; a Mac's are in the title bar, outside the
  /// content). Apple documents where they are (WWDC25 "Elevate the design of your iPad app";
  /// `GeometryProxy.containerCornerInsets`: zero in a window that fills the screen without
  /// them) but not their size: `Device.iPadWindowControls` is SceneSim's own value. Set your
  /// measurement here.
  public var windowControls: CGSize?

  /// SceneSim's size of iPadOS 26's window controls, which Apple does not publish: three
  /// controls in a row 44 points high (the least height the Human Interface Guidelines give a
  /// touch target) and 76 points wide.
  public static let iPadWindowControls = CGSize(width: 76, height: 44)

  /// The corner insets of a window of this device that does not fill the screen: its window
  /// controls at the top-leading corner.
  public var windowCorners: RectangleCornerInsets {
    guard let windowControls else { return RectangleCornerInsets() }
    return RectangleCornerInsets(
      topLeading: windowControls, topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero)
  }

  /// Creates a device.
  public init(
    name: String, idiom: Idiom, portraitSize: CGSize, portraitSafeArea: EdgeInsets = EdgeInsets(),
    landscapeSafeArea: EdgeInsets = EdgeInsets(), displayScale: CGFloat = 2,
    landscapeWidthClass: UserInterfaceSizeClass = .compact
  ) {
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.displayScale = displayScale
    self.landscapeWidthClass = landscapeWidthClass
    windowControls = idiom == .pad ? Device.iPadWindowControls : nil
  }

  public var description: String { name }

  /// The screen in points, held as `orientation` says (a Mac's screen is not turned: its
  /// `portraitSize` is its screen).
  public func screenSize(_ orientation: Orientation) -> CGSize {
    orientation == .portrait || idiom == .mac
      ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
  }

  /// A full-screen window's safe-area insets, held as `orientation` says.
  public func safeArea(_ orientation: Orientation) -> EdgeInsets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }

  /// The size classes of a window of `size` on this device held as `orientation` says.
  ///
  /// They follow the window, never the device: on an iPad, a window narrower than
  /// `SizeClassRule.regularWidth` is compact, whatever the screen; on a phone (whose windows
  /// fill the screen) portrait is compact × regular and landscape is the model's width class ×
  /// compact; on a Mac both are regular.
  public func sizeClasses(window size: CGSize, _ orientation: Orientation) -> SizeClassPair {
    switch idiom {
    case .phone:
      orientation == .portrait
        ? SizeClassPair(.compact, .regular) : SizeClassPair(landscapeWidthClass, .compact)
    case .pad:
      SizeClassPair(SizeClassRule.horizontal(width: size.width), SizeClassRule.vertical(height: size.height))
    case .mac:
      SizeClassPair(.regular, .regular)
    }
  }
}

/// A window's horizontal and vertical size classes, as `Device.sizeClasses(window:_:)` gives
/// them; printed `horizontal×vertical`.
public struct SizeClassPair: Hashable, Sendable, CustomStringConvertible {
  public var horizontal: UserInterfaceSizeClass
  public var vertical: UserInterfaceSizeClass

  public init(_ horizontal: UserInterfaceSizeClass, _ vertical: UserInterfaceSizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public var description: String { "\(horizontal)×\(vertical)" }
}

/// The rule that gives an iPad window its size classes from its size.
///
/// The published device tables (swift-snapshot-testing's `ViewImageConfig`, from UIKit's traits
/// on each device) give compact for every Split View width up to 639 points (12.9" iPad Pro,
/// portrait, two thirds) and regular from 678 (12.9" iPad Pro, landscape, half): any threshold in
/// between reproduces them all; SceneSim takes 660. Every iPad window in those tables is at least
/// 768 points high and vertically regular; SceneSim makes a window vertically compact below 500
/// points (the tallest phone held sideways is 428), for iPadOS 26 free-form windows, which the
/// tables do not cover. The seeds' simpler table ("50% Split View: regular") disagrees with the
/// devices on every iPad but the 12.9": SceneSim follows the devices.
public enum SizeClassRule {
  /// The narrowest regular-width iPad window, in points.
  public static let regularWidth: CGFloat = 660
  /// The lowest vertically regular iPad window, in points.
  public static let regularHeight: CGFloat = 500

  /// The horizontal size class of an iPad window `width` points wide.
  public static func horizontal(width: CGFloat) -> UserInterfaceSizeClass {
    width >= regularWidth ? .regular : .compact
  }

  /// The vertical size class of an iPad window `height` points high.
  public static func vertical(height: CGFloat) -> UserInterfaceSizeClass {
    height >= regularHeight ? .regular : .compact
  }
}
