import Foundation

/// A height a sheet can rest at: `.medium` is half the window's height ("approximately half the
/// height of the screen"), `.large` the sheet's full height. SceneSim lays a sheet out at the
/// smallest of the detents its content asks for, where a sheet opens; on an iPad in a regular
/// width, as on a device, a form sheet ignores detents.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium, large, fraction(CGFloat), height(CGFloat)
  }
  let kind: Kind

  public static let medium = PresentationDetent(kind: .medium)
  public static let large = PresentationDetent(kind: .large)
  /// A fraction of the window's height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }
  /// A height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }

  func height(windowHeight: CGFloat, sheetHeight: CGFloat) -> CGFloat {
    let value: CGFloat =
      switch kind {
      case .medium: windowHeight / 2
      case .large: sheetHeight
      case .fraction(let f): windowHeight * (f.isFinite ? f : 1)
      case .height(let h): h.isFinite ? h : sheetHeight
      }
    return Swift.min(Swift.max(value, 0), sheetHeight)
  }
}

/// The detents a sheet's content asks for.
struct PresentationDetentsKey: PreferenceKey {
  static var defaultValue: Set<PresentationDetent> { [] }
  static func reduce(value: inout Set<PresentationDetent>, nextValue: () -> Set<PresentationDetent>) {
    value.formUnion(nextValue())
  }
}

/// When a sheet's drag indicator shows.
public typealias PresentationDragIndicatorVisibility = Visibility

/// How a sheet sizes on an iPad and a Mac (iOS 18).
public struct PresentationSizing: Sendable {
  let name: String
  public static let automatic = PresentationSizing(name: "automatic")
  public static let form = PresentationSizing(name: "form")
  public static let page = PresentationSizing(name: "page")
  public static let fitted = PresentationSizing(name: "fitted")
}

/// How a presentation adapts to a compact width.
public struct PresentationAdaptation: Sendable {
  let name: String
  public static let automatic = PresentationAdaptation(name: "automatic")
  public static let none = PresentationAdaptation(name: "none")
  public static let popover = PresentationAdaptation(name: "popover")
  public static let sheet = PresentationAdaptation(name: "sheet")
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension View {
  /// Sets the heights the sheet this view is in can rest at.
  ///
  /// ```swift
  /// FilterPanel().presentationDetents([.medium, .large])
  /// ```
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    preference(key: PresentationDetentsKey.self, value: detents)
  }

  /// Sets the heights the sheet can rest at, and the one it is at (laid out at the selection's).
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> some View
  { preference(key: PresentationDetentsKey.self, value: [selection.wrappedValue]) }

  /// Shows or hides the sheet's drag indicator (no effect on layout).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Sets the sheet's corner radius (no effect on layout).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Sets the sheet's background (no effect on layout).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { _LayoutNeutral(content: self) }
  /// Sets how the sheet sizes (SceneSim lays out the form size).
  public func presentationSizing(_ sizing: PresentationSizing) -> some View { _LayoutNeutral(content: self) }
  /// Sets how the presentation adapts to a compact width (SceneSim adapts as `.automatic`).
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Lets what is behind a sheet be used (no effect on layout).
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View
  {
    _LayoutNeutral(content: self)
  }
}

/// Whether what is behind a sheet can be used.
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  /// Enabled up through `detent`.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    .enabled
  }
}
