import LayoutEngine

/// The system settings every window of a simulation shares: the text size, the appearance and the
/// reading direction. A window's layout is checked on returning to a size only against layouts
/// seen with the same settings.
///
/// ```swift
/// try await simulator.schedule(.setColorScheme(.dark))
/// try await simulator.schedule(.setLayoutDirection(.rightToLeft), afterMilliseconds: 100)
/// ```
public struct SystemSettings: Hashable, Sendable {
  /// The Dynamic Type size (`.large`, the system's default).
  public var dynamicTypeSize = DynamicTypeSize.large
  /// Light or dark (light by default).
  public var colorScheme = ColorScheme.light
  /// The reading direction of the system language (left to right by default).
  public var layoutDirection = LayoutDirection.leftToRight

  public init() {}

  /// The settings as one number, the same for equal settings: what a table's hash of a key that
  /// holds them adds (`StructureHash`, where `Hasher` takes about a hundred instructions a value).
  package var hashNumber: Int {
    dynamicTypeSize.rawValue | (colorScheme == .dark ? 1 << 16 : 0)
      | (layoutDirection == .rightToLeft ? 1 << 17 : 0)
  }

  /// Writes the settings into a window's root environment.
  func apply(to environment: inout EnvironmentValues) {
    environment.dynamicTypeSize = dynamicTypeSize
    environment.colorScheme = colorScheme
    environment.layoutDirection = layoutDirection
  }
}
