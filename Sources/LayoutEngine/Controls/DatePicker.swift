import Foundation

/// A control that picks a date, shown as its style says. By default on iOS and iPadOS, compact:
/// its label, then a button per component (the date, the time) at the trailing edge, each its
/// text padded 11 across and 6 down (SceneSim's model; Apple gives no number); `.graphical` is a
/// calendar 345 points high and `.wheel` UIKit's 216-point wheels (community measurements). The
/// date shows in `en_US`, in UTC, the same on every machine.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
  let label: Label
  let date: Date
  let components: DatePickerComponents
  @Environment(\.datePickerStyle) private var style

  /// A date picker with a custom label.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    date = selection.wrappedValue
    components = displayedComponents
  }

  /// A date picker within `range`, with a custom label.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A date picker from `range`, with a custom label.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A date picker through `range`, with a custom label.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public var body: some View {
    switch style {
    case .graphical:
      VStack(alignment: .leading) {
        label
        Rectangle().frame(height: 345)
      }
    case .wheel:
      Rectangle().frame(height: 216)
    case .automatic, .compact, .field:
      _LabeledControl(label: label) {
        if components.contains(.date) { button(Text(date, style: .date)) }
        if components.contains(.hourAndMinute) { button(Text(date, style: .time)) }
      }
    }
  }

  private func button(_ text: Text) -> some View {
    text.padding(.horizontal, 11).padding(.vertical, 6).background(Capsule())
  }
}

extension DatePicker where Label == Text {
  /// A date picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
  }
  /// A date picker with a title.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) })
  }
  /// A date picker with a title, within `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
  }
  /// A date picker with a title, from `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
  }
  /// A date picker with a title, through `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
  }
}

/// The parts of a date a picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// How date pickers look.
public protocol DatePickerStyle {
  var _kind: DatePickerStyleKind { get }
}
/// The date picker styles SceneSim lays out.
public enum DatePickerStyleKind: Hashable, Sendable { case automatic, compact, graphical, wheel, field }
public struct DefaultDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .automatic }
}
public struct CompactDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .compact }
}
public struct GraphicalDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .graphical }
}
public struct WheelDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .wheel }
}
public struct FieldDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .field }
}
extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension EnvironmentValues {
  private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = DatePickerStyleKind.automatic
  }
  var datePickerStyle: DatePickerStyleKind {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how date pickers in this view look.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerStyle, style._kind)
  }
}

/// A control that picks a color: its label, then a 28-point color well at the trailing edge
/// (SceneSim's model; Apple gives no number).
///
/// ```swift
/// ColorPicker("Tint", selection: $tint)
/// ```
public struct ColorPicker<Label: View>: View {
  let label: Label

  /// A color picker with a custom label.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View {
    _LabeledControl(label: label) { Circle().frame(width: 28, height: 28) }
  }
}

extension ColorPicker where Label == Text {
  /// A color picker with a title.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(titleKey) })
  }
  /// A color picker with a title.
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(title) })
  }
}

/// A control that opens a URL: laid out as a button with its label.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View>: View {
  let label: Label
  let destination: URL
  @Environment(\.openURL) private var openURL

  /// A link with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
  }

  public var body: some View {
    let openURL = openURL
    let destination = destination
    Button(action: { openURL(destination) }, label: { label })
  }
}

extension Link where Label == Text {
  /// A link with a title.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination, label: { Text(titleKey) })
  }
  /// A link with a title.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination, label: { Text(title) })
  }
}

/// A control that shares items: laid out as a button with its label (by default "Share" with
/// the share symbol).
///
/// ```swift
/// ShareLink(item: recipe.url)
/// ```
public struct ShareLink<Label: View>: View {
  let label: Label

  /// A share link with a custom label.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A share link of several items with a custom label.
  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: some View { Button(action: {}, label: { label }) }
}

extension ShareLink where Label == LayoutEngine.Label<Text, Image> {
  /// A share link labeled "Share".
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    label = LayoutEngine.Label("Share", systemImage: "square.and.arrow.up")
  }
  /// A share link with a title.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = LayoutEngine.Label(titleKey, systemImage: "square.and.arrow.up")
  }
  /// A share link with a title.
  public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = LayoutEngine.Label(title, systemImage: "square.and.arrow.up")
  }
}

/// A button that turns editing of the list rows in its environment on and off: "Edit" or
/// "Done".
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates the button.
  public init() {}

  public var body: some View {
    let editMode = editMode
    Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
      guard let editMode else { return }
      editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
    }
  }
}
