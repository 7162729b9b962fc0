import Foundation

/// A container of controls for data entry, laid out as its style says (`.formStyle(_:)`): by
/// default, as on a device, grouped on iOS and iPadOS (sections as an inset grouped list's), and
/// in columns on macOS (`FormStyle.automatic`: "grouped on iOS, columns on macOS").
///
/// ```swift
/// Form {
///   Section("Profile") { TextField("Name", text: $name); Toggle("Public", isOn: $isPublic) }
/// }
/// ```
public struct Form<Content: View>: View {
  let content: Content
  @Environment(\.formStyle) private var style
  @Environment(\.userInterfaceIdiom) private var idiom

  /// Creates a form of `content`'s rows.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    let style = style == .automatic ? (idiom == .mac ? .columns : .grouped) : style
    if style == .columns {
      // SceneSim's model of macOS's columns: the rows stacked, leading-aligned, 8 points apart,
      // 20 points from the edges (Apple gives no numbers).
      VStack(alignment: .leading, spacing: 8) { content }
        .padding(20)
        .environment(\.isInList, false)
    } else {
      _ListContainer(content: content, style: .insetGrouped)
    }
  }
}

/// How a form lays out its rows.
public protocol FormStyle {
  var _kind: FormStyleKind { get }
}

/// The form styles SceneSim lays out.
public enum FormStyleKind: Hashable, Sendable {
  case automatic, grouped, columns
}

/// The platform's default form style.
public struct AutomaticFormStyle: FormStyle {
  public init() {}
  public var _kind: FormStyleKind { .automatic }
}
/// Sections as an inset grouped list's.
public struct GroupedFormStyle: FormStyle {
  public init() {}
  public var _kind: FormStyleKind { .grouped }
}
/// Labels and controls in columns (macOS).
public struct ColumnsFormStyle: FormStyle {
  public init() {}
  public var _kind: FormStyleKind { .columns }
}

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension EnvironmentValues {
  private struct FormStyleKey: EnvironmentKey { static let defaultValue = FormStyleKind.automatic }
  var formStyle: FormStyleKind {
    get { self[FormStyleKey.self] }
    set { self[FormStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how forms in this view lay out their rows.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { environment(\.formStyle, style._kind) }
}
