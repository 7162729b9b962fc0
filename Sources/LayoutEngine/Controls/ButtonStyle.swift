import Foundation

/// How buttons in a view look: a style makes each button's body from its label.
///
/// ```swift
/// struct Pill: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding(.horizontal, 16).padding(.vertical, 8).background(Capsule().fill(.blue))
///   }
/// }
/// Button("Go") { go() }.buttonStyle(Pill())
/// ```
public protocol ButtonStyle {
  /// The view a button becomes.
  associatedtype Body: View
  /// Makes a button's body.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// A style that decides how a button looks and when it triggers; the system's styles
/// (`.bordered`, `.borderedProminent`, `.borderless`, `.plain`) are of this kind.
public protocol PrimitiveButtonStyle {
  /// The view a button becomes.
  associatedtype Body: View
  /// Makes a button's body.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `ButtonStyle` is given: the button's label, its role and whether it is pressed (never,
/// in SceneSim's final frames).
public struct ButtonStyleConfiguration {
  /// A button's label, as a view.
  public typealias Label = _StyledContent
  /// The label.
  public let label: Label
  /// The role.
  public let role: ButtonRole?
  /// Whether the button is pressed.
  public let isPressed: Bool
  let trigger: () -> Void
}

/// What a `PrimitiveButtonStyle` is given: the label, the role, and the action to trigger.
public struct PrimitiveButtonStyleConfiguration {
  /// A button's label, as a view.
  public typealias Label = ButtonStyleConfiguration.Label
  /// The label.
  public let label: Label
  /// The role.
  public let role: ButtonRole?
  let action: () -> Void
  /// Performs the button's action.
  public func trigger() { action() }
}

/// A part of a styled view (a button's label, a toggle's, a label's title or icon) as a style's
/// configuration gives it: laid out as the view it stands for.
public struct _StyledContent: View {
  public typealias Body = Never
  let content: AnyView
  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    AnyView._makeNodes(view.content, into: &list)
  }
}

/// A style, type-erased, as the environment keeps it (a button's, a toggle's, a label's): equal
/// to another of the same type (and the same value, when the style is `Equatable`), so that the
/// views below are not evaluated again for it.
struct AnyStyle<Configuration>: Equatable {
  let style: Any
  let body: (Configuration) -> AnyView

  static func == (lhs: AnyStyle, rhs: AnyStyle) -> Bool {
    guard type(of: lhs.style) == type(of: rhs.style) else { return false }
    return lhs.style is any Equatable ? anyValuesEqual(lhs.style, rhs.style) : true
  }
}

extension EnvironmentValues {
  private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<ButtonStyleConfiguration>? { nil }
  }
  /// The button style of the buttons inside.
  var buttonStyle: AnyStyle<ButtonStyleConfiguration>? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
  /// The size of the controls inside.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the buttons in this view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(
      \.buttonStyle,
      AnyStyle(style: style) { (configuration: ButtonStyleConfiguration) in
        AnyView(style.makeBody(configuration: configuration))
      })
  }

  /// Sets the style of the buttons in this view.
  ///
  /// ```swift
  /// Button("Add") { add() }.buttonStyle(.borderedProminent)
  /// ```
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(
      \.buttonStyle,
      AnyStyle(style: style) { (configuration: ButtonStyleConfiguration) in
        AnyView(
          style.makeBody(
            configuration: PrimitiveButtonStyleConfiguration(
              label: configuration.label, role: configuration.role, action: configuration.trigger)))
      })
  }

  /// Sets the size of the controls in this view.
  public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
}

/// The size of controls.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// The padding a bordered button puts around its label, by idiom and control size. SceneSim's
/// model: Apple documents no point values for SwiftUI's bordered buttons; the regular size on
/// iOS and iPadOS is 12 points across and 7 down (a body-text label gives a 34-point button,
/// within the HIG's 44 × 44 hit region), a Mac's is 8 across and 3 down.
enum BorderedButtonMetrics {
  static func padding(_ idiom: UserInterfaceIdiom, _ size: ControlSize) -> (
    horizontal: CGFloat, vertical: CGFloat
  ) {
    if idiom == .mac {
      switch size {
      case .mini: return (4, 1)
      case .small: return (6, 2)
      case .regular: return (8, 3)
      case .large, .extraLarge: return (10, 6)
      }
    }
    switch size {
    case .mini: return (6, 2)
    case .small: return (10, 4)
    case .regular: return (12, 7)
    case .large: return (16, 14)
    case .extraLarge: return (20, 16)
    }
  }
}

/// The system's bordered button: its label padded, on a rounded background.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _BorderedButton(label: configuration.label, prominent: false)
  }
}

/// The system's prominent bordered button (filled with the tint).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _BorderedButton(label: configuration.label, prominent: true)
  }
}

/// The system's borderless button: its label as it is.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A plain button: its label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The default button style of the context (borderless, SceneSim's model outside lists and
/// toolbars).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that looks like a link (macOS).
public struct LinkButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A bordered button.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A bordered button filled with the tint.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button without a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A plain button.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style of the context.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  /// A button that looks like a link.
  public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// A bordered button's body: the label padded by `BorderedButtonMetrics`.
struct _BorderedButton: View {
  let label: ButtonStyleConfiguration.Label
  let prominent: Bool
  @Environment(\.userInterfaceIdiom) private var idiom
  @Environment(\.controlSize) private var controlSize

  var body: some View {
    let padding = BorderedButtonMetrics.padding(idiom, controlSize)
    label
      .padding(.horizontal, padding.horizontal)
      .padding(.vertical, padding.vertical)
      .background(RoundedRectangle(cornerRadius: 8))
  }
}
