import Foundation

/// A size class: how much room there is along one axis.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) var sizeClass
/// var body: some View { if sizeClass == .compact { column } else { row } }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  /// Constrained space.
  case compact
  /// Ample space.
  case regular
}

/// Whether a scene is in the foreground and interactive.
///
/// ```swift
/// .onChange(of: scenePhase) { old, new in ... }
/// ```
public enum ScenePhase: Hashable, Comparable, Sendable, CaseIterable {
  /// Not visible.
  case background
  /// Visible but not interactive.
  case inactive
  /// Visible and interactive.
  case active
}

/// Light or dark appearance.
///
/// ```swift
/// @Environment(\.colorScheme) var colorScheme
/// var body: some View { Text(colorScheme == .dark ? "Night" : "Day") }
/// ```
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

extension EnvironmentValues {
  private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
  }
  private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
  }
  private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
  private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
  private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
  private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }

  /// The horizontal size class, `nil` until a window or an override sets it.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class, `nil` until a window or an override sets it.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The preferred size of text (`.large` by default).
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The direction of reading: right-to-left mirrors the layout (leading is on the right).
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The appearance, light or dark (`.light` by default).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The scene's phase (`.active` until a scene sets it).
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// The length of one pixel, in points: `1 / displayScale`.
  public var pixelLength: CGFloat { 1 / displayScale }
}

extension View {
  /// Sets the Dynamic Type size of text in this view.
  ///
  /// ```swift
  /// ContentView().dynamicTypeSize(.accessibility3)
  /// ```
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

  /// Limits the Dynamic Type size of text in this view to a range.
  ///
  /// ```swift
  /// Toolbar().dynamicTypeSize(...DynamicTypeSize.xxxLarge)
  /// ```
  public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
    _DynamicTypeSizeClamp(
      content: self,
      clamp: { size in
        let all = DynamicTypeSize.allCases
        let allowed = all.filter { range.contains($0) }
        guard let low = allowed.first, let high = allowed.last else { return size }
        return Swift.min(Swift.max(size, low), high)
      })
  }
}

struct _DynamicTypeSizeClamp<Content: View>: View {
  typealias Body = Never
  let content: Content
  let clamp: (DynamicTypeSize) -> DynamicTypeSize

  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    var environment = list.inputs.environment
    environment.dynamicTypeSize = view.clamp(environment.dynamicTypeSize)
    list.withEnvironment(environment) { list in Content._makeNodes(view.content, into: &list) }
  }
}
