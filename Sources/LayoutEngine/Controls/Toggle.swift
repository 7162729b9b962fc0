import Foundation

/// A control that turns an option on or off, shown as the toggle style of its environment says.
/// By default, as on a device: a switch on iOS and iPadOS (the label, then a 51 × 31 switch at
/// the trailing edge of the width offered, as UIKit's `UISwitch`), a checkbox on macOS ("Toggle
/// defaults: switch on iOS, checkbox on macOS", `ToggleStyle.automatic`). In a menu it is an item
/// with a check mark.
///
/// ```swift
/// Toggle("Show Previews", isOn: $showsPreviews)
/// ```
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  let title: String?
  @Environment(\.toggleStyle) private var style
  @Environment(\.userInterfaceIdiom) private var idiom

  /// Creates a toggle with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
    title = nil
  }

  init(title: String, isOn: Binding<Bool>, label: Label) {
    self.isOn = isOn
    self.label = label
    self.title = title
  }

  public var body: some View {
    let isOn = self.isOn
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: AnyView(label)), binding: isOn)
    _ControlView(
      content: (style ?? ToggleStyleKind.automatic(for: idiom)).body(configuration),
      kind: .toggle, title: title, isOn: { isOn.wrappedValue },
      perform: { isOn.wrappedValue.toggle() })
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle with a text label.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(title: String(title), isOn: isOn, label: Text(title))
  }

  /// Creates a toggle with a localized text label.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(title: titleKey.text, isOn: isOn, label: Text(titleKey))
  }
}

extension Toggle where Label == LayoutEngine.Label<Text, Image> {
  /// Creates a toggle whose label is a title with a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(title: titleKey.text, isOn: isOn, label: LayoutEngine.Label(titleKey, systemImage: systemImage))
  }
}

/// How toggles in a view look.
public protocol ToggleStyle {
  /// The view a toggle becomes.
  associatedtype Body: View
  /// Makes a toggle's body.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` is given: the label and the value.
public struct ToggleStyleConfiguration {
  /// A toggle's label, as a view.
  public typealias Label = _StyledContent
  /// The label.
  public let label: Label
  /// Whether the toggle is on (`$isOn` is the binding).
  @Binding public var isOn: Bool

  init(label: Label, binding: Binding<Bool>) {
    self.label = label
    _isOn = binding
  }
}

/// The system's toggle styles, by idiom.
enum ToggleStyleKind {
  static func automatic(for idiom: UserInterfaceIdiom) -> AnyStyle<ToggleStyleConfiguration> {
    idiom == .mac ? erase(CheckboxToggleStyle()) : erase(SwitchToggleStyle())
  }

  static func erase<S: ToggleStyle>(_ style: S) -> AnyStyle<ToggleStyleConfiguration> {
    AnyStyle<ToggleStyleConfiguration>(style: style) { AnyView(style.makeBody(configuration: $0)) }
  }
}

extension EnvironmentValues {
  private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<ToggleStyleConfiguration>? { nil }
  }
  var toggleStyle: AnyStyle<ToggleStyleConfiguration>? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how toggles in this view look.
  ///
  /// ```swift
  /// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
  /// ```
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyle, ToggleStyleKind.erase(style))
  }
}

/// A switch: the label, then a 51 × 31 switch (UIKit's `UISwitch` size) at the trailing edge.
public struct SwitchToggleStyle: ToggleStyle {
  public init() {}
  /// A switch tinted with `tint` (no effect on layout).
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View {
    _LabeledControl(label: configuration.label) {
      Capsule().frame(width: 51, height: 31)
    }
  }
}

/// A checkbox before the label (macOS). SceneSim's model: a 14 × 14 box, 6 points from the label
/// (the size an imitation of macOS's controls uses; Apple gives no number).
public struct CheckboxToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 6) {
      RoundedRectangle(cornerRadius: 3).frame(width: 14, height: 14)
      configuration.label
    }
  }
}

/// A toggle shown as a button (its label, padded as a bordered button).
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _BorderedButton(
      label: ButtonStyleConfiguration.Label(content: AnyView(configuration.label)), prominent: false)
  }
}

/// The system's default toggle style for the platform.
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _AutomaticToggle(configuration: configuration)
  }
}

/// The platform's toggle, chosen by idiom.
struct _AutomaticToggle: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.userInterfaceIdiom) private var idiom
  var body: some View { ToggleStyleKind.automatic(for: idiom).body(configuration) }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A control after its label, at the trailing edge of the width offered; the control alone when
/// the labels are hidden (`labelsHidden()`).
struct _LabeledControl<Label: View, Control: View>: View {
  let label: Label
  let control: Control
  @Environment(\.labelsHidden) private var labelsHidden

  init(label: Label, @ViewBuilder control: () -> Control) {
    self.label = label
    self.control = control()
  }

  var body: some View {
    if labelsHidden {
      control
    } else {
      HStack {
        label
        Spacer()
        control
      }
    }
  }
}
