import Foundation

/// The kind of device the views run on, which chooses what SwiftUI's platform defaults are (a
/// `List`'s style, a `Form`'s, bar heights, control sizes), as on a device. A window of the
/// simulator gets its device's; a view laid out alone is on an iPhone.
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable {
  /// An iPhone (iOS).
  case phone
  /// An iPad (iPadOS).
  case pad
  /// A Mac (macOS).
  case mac
}

extension EnvironmentValues {
  private struct UserInterfaceIdiomKey: EnvironmentKey { static let defaultValue = UserInterfaceIdiom.phone }

  /// The kind of device the views run on (SceneSim's: SwiftUI reads it from the platform it is
  /// built for).
  public var userInterfaceIdiom: UserInterfaceIdiom {
    get { self[UserInterfaceIdiomKey.self] }
    set { self[UserInterfaceIdiomKey.self] = newValue }
  }
}
