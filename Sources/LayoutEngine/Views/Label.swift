import Foundation

/// A title with an icon, shown as the label style of its environment says (`.labelStyle(_:)`):
/// by default the symbol, then the text, in a row with the default spacing.
///
/// ```swift
/// Label("Inbox", systemImage: "tray")
/// Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)
/// ```
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// Creates a label from a title and an icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    let configuration = LabelStyleConfiguration(
      title: _StyledContent(content: AnyView(title)), icon: _StyledContent(content: AnyView(icon)))
    if let style {
      style.body(configuration)
    } else {
      HStack {
        configuration.icon
        configuration.title
      }
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a text and a system symbol.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with a localized text and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with a text and an image of the app's.
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }

  /// Creates a label with a localized text and an image of the app's.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

/// How labels in a view show their title and icon.
public protocol LabelStyle {
  /// The view a label becomes.
  associatedtype Body: View
  /// Makes a label's body.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` is given: the label's title and icon, as views.
public struct LabelStyleConfiguration {
  /// A label's title.
  public typealias Title = _StyledContent
  /// A label's icon.
  public typealias Icon = _StyledContent
  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

extension EnvironmentValues {
  private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<LabelStyleConfiguration>? { nil }
  }
  var labelStyle: AnyStyle<LabelStyleConfiguration>? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how labels in this view show their title and icon.
  ///
  /// ```swift
  /// Label("Delete", systemImage: "trash").labelStyle(.iconOnly)
  /// ```
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, AnyStyle(style: style) { AnyView(style.makeBody(configuration: $0)) })
  }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The context's default (the icon, then the title).
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == DefaultLabelStyle {
  /// The context's default.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
