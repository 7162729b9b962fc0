import Foundation

/// A field of editable text: as wide as the width offered, one line of its font high, showing
/// its text, or its prompt or title when empty; `.textFieldStyle(.roundedBorder)` pads it (7
/// points each way: 34 points high in body text, the height commonly measured for a rounded
/// text field on iOS; SceneSim's model, Apple gives no number). On macOS a field is bordered by
/// default, padded 4 across and 3 down (SceneSim's model).
///
/// ```swift
/// TextField("Name", text: $name)
/// SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
/// ```
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let placeholder: String
  let label: Label
  @Environment(\.textFieldStyle) private var style
  @Environment(\.userInterfaceIdiom) private var idiom

  init(text: Binding<String>, placeholder: String, label: Label) {
    self.text = text
    self.placeholder = placeholder
    self.label = label
  }

  /// A field with a custom label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, placeholder: prompt?.content ?? "", label: label())
  }

  public var body: some View {
    let shown = text.wrappedValue.isEmpty ? placeholder : text.wrappedValue
    let line = Text(verbatim: shown.isEmpty ? " " : shown).lineLimit(1)
      .frame(maxWidth: .infinity, alignment: .leading)
    let padding = TextFieldMetrics.padding(style: style, idiom: idiom)
    let text = text
    _Interactive(content: line.padding(.horizontal, padding.horizontal).padding(.vertical, padding.vertical))
    {
      $0.textInput = TextInput(text: text, isEnabled: $1.isEnabled)
    }
  }
}

extension TextField where Label == Text {
  /// A field with a title (shown when the text is empty).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, placeholder: titleKey.text, label: Text(titleKey))
  }
  /// A field with a title (shown when the text is empty).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, placeholder: String(title), label: Text(title))
  }
  /// A field with a title and a prompt (shown when the text is empty).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt?.content ?? titleKey.text, label: Text(titleKey))
  }
  /// A field with a title and a prompt (shown when the text is empty).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt?.content ?? String(title), label: Text(title))
  }
  /// A field that grows along `axis` (SceneSim shows one line).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, placeholder: titleKey.text, label: Text(titleKey))
  }
  /// A field that grows along `axis` (SceneSim shows one line).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, placeholder: String(title), label: Text(title))
  }
  /// A field that grows along `axis`, with a prompt (SceneSim shows one line).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, placeholder: prompt?.content ?? titleKey.text, label: Text(titleKey))
  }
  /// A field of a value in a format (shown as the format gives it).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F
  )
  where F.FormatOutput == String {
    let text = Binding(get: { FixedFormat.format(value.wrappedValue, with: format) }, set: { _ in })
    self.init(text: text, placeholder: titleKey.text, label: Text(titleKey))
  }
  /// A field of an optional value in a format.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F
  )
  where F.FormatOutput == String {
    let text = Binding(
      get: { value.wrappedValue.map { FixedFormat.format($0, with: format) } ?? "" }, set: { _ in })
    self.init(text: text, placeholder: titleKey.text, label: Text(titleKey))
  }
  /// A field of a value in a format (shown as the format gives it).
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F
  )
  where F.FormatOutput == String {
    let text = Binding(get: { FixedFormat.format(value.wrappedValue, with: format) }, set: { _ in })
    self.init(text: text, placeholder: String(title), label: Text(title))
  }
}

/// A field whose text is hidden, laid out as a `TextField`.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A field with a custom label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text, prompt: prompt, label: label)
  }

  public var body: some View {
    let hidden = field.text
    _Interactive(
      content: TextField(
        text: Binding(get: { String(repeating: "•", count: hidden.wrappedValue.count) }, set: { _ in }),
        placeholder: field.placeholder, label: field.label)
    ) { $0.textInput = TextInput(text: hidden, isEnabled: $1.isEnabled) }
  }
}

extension SecureField where Label == Text {
  /// A field with a title.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(titleKey, text: text)
  }
  /// A field with a title.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) { field = TextField(title, text: text) }
  /// A field with a title and a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    field = TextField(titleKey, text: text, prompt: prompt)
  }
}

/// A box of editable multi-line text: it takes the whole space offered.
///
/// ```swift
/// TextEditor(text: $notes).frame(minHeight: 120)
/// ```
public struct TextEditor: View {
  public typealias Body = Never
  /// An editor of `text`.
  public init(text: Binding<String>) {}
  /// An editor of attributed `text`.
  public init(text: Binding<AttributedString>) {}

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.append(FlexibleLeafNode(name: "TextEditor", context: list.context))
  }
}

/// How text fields look.
public protocol TextFieldStyle {
  var _kind: TextFieldStyleKind { get }
}

/// The text field styles SceneSim lays out.
public enum TextFieldStyleKind: Hashable, Sendable { case automatic, plain, roundedBorder, squareBorder }

/// The platform's default field.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .automatic }
}
/// A field without a border.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .plain }
}
/// A field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .roundedBorder }
}
/// A field with a square border (macOS).
public struct SquareBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .squareBorder }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension EnvironmentValues {
  private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.automatic }
  var textFieldStyle: TextFieldStyleKind {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how text fields in this view look.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyle, style._kind)
  }
}

/// The padding of a text field's line, by style and idiom (SceneSim's model).
enum TextFieldMetrics {
  static func padding(style: TextFieldStyleKind, idiom: UserInterfaceIdiom) -> (
    horizontal: CGFloat, vertical: CGFloat
  ) {
    switch style {
    case .plain: return (0, 0)
    case .roundedBorder: return (7, 7)
    case .squareBorder: return (4, 3)
    case .automatic: return idiom == .mac ? (4, 3) : (0, 0)
    }
  }
}
