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

  /// The horizontal size class read without noting a dependency, with the root's value it comes
  /// from (`untracked(_:)`).
  var horizontalSizeClassFromRoot: (value: UserInterfaceSizeClass?, root: RootEnvironmentValue?) {
    untracked(HorizontalSizeClassKey.self)
  }

  /// The horizontal size class a root value of its key holds (`RootEnvironmentValue.value`).
  static func horizontalSizeClass(ofRootValue value: Any) -> UserInterfaceSizeClass? {
    EnvironmentValues.value(value, of: HorizontalSizeClassKey.self)
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

  /// The Dynamic Type size read without noting a dependency, with the root's value it comes from
  /// (`untracked(_:)`).
  var dynamicTypeSizeFromRoot: (value: DynamicTypeSize, root: RootEnvironmentValue?) {
    untracked(DynamicTypeSizeKey.self)
  }

  /// The direction of reading: right-to-left mirrors the layout (leading is on the right).
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// Whether these values set the layout direction.
  var setsLayoutDirection: Bool { values[TypeKey(LayoutDirectionKey.self)] != nil }

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
    // The sizes the range allows, found once: the smallest and the largest.
    let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
    return _EnvironmentEditor(
      content: self, edit: _ClampDynamicTypeSize(low: allowed.first, high: allowed.last))
  }
}

/// `.dynamicTypeSize(_:)` with a range: the size clamped to it (no size allowed: unchanged).
struct _ClampDynamicTypeSize: _EnvironmentEdit {
  let low: DynamicTypeSize?
  let high: DynamicTypeSize?

  func apply(to environment: inout EnvironmentValues) {
    guard let low, let high else { return }
    environment.dynamicTypeSize = Swift.min(Swift.max(environment.dynamicTypeSize, low), high)
  }
}
