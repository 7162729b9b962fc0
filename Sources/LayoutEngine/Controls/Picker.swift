import Foundation

/// Tags and selections as they are compared: an optional unwrapped (nil for none), so that a
/// selection of `Int?` matches a tag of `Int`, as iOS 18's `tag(_:includeOptional:)` does.
enum TagValue {
  static func of<T: Hashable>(_ value: T) -> AnyHashable? {
    if let optional = value as? any _OptionalTag { return optional.unwrappedTag }
    return AnyHashable(value)
  }
}

/// An optional that can be unwrapped into a tag.
protocol _OptionalTag {
  var unwrappedTag: AnyHashable? { get }
}

extension Optional: _OptionalTag where Wrapped: Hashable {
  var unwrappedTag: AnyHashable? { self.flatMap { TagValue.of($0) } }
}

/// The tag of a view: the value a `Picker` or a `TabView` selects it by.
struct TagKey: LayoutValueKey {
  static var defaultValue: AnyHashable? { nil }
}

extension View {
  /// Tags this view with a value that a `Picker` or a `TabView` selects it by.
  ///
  /// ```swift
  /// Text("Small").tag(Size.small)
  /// ```
  public func tag<V: Hashable>(_ tag: V) -> some View {
    _TraitWriter(content: self) {
      $0.traits.setValue(Optional(AnyHashable(tag)) as Any, for: ObjectIdentifier(TagKey.self))
    }
  }

  /// Tags this view with a value (iOS 18: `includeOptional` also matches an optional selection,
  /// which SceneSim always does).
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { self.tag(tag) }

  /// Sets how pickers in this view look.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerStyle, style._kind) }
}

/// A control that selects one of its tagged options, shown as the picker style of its environment
/// says. By default, as on a device: a menu (the selected option's label and a chevron; in a
/// list or a form, after the picker's label at the trailing edge), on iOS, iPadOS and macOS.
///
/// ```swift
/// Picker("Size", selection: $size) {
///   Text("Small").tag(Size.small)
///   Text("Large").tag(Size.large)
/// }.pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  @Environment(\.pickerStyle) private var style
  @Environment(\.isInList) private var isInList
  @Environment(\.userInterfaceIdiom) private var idiom

  /// A picker with a custom label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    // What `select "option" in "picker"` chooses among: every option, shown or not.
    let choice = Choice.binding(selection, isEnabled: true)
    _Interactive(content: shown(choice)) { extras, environment in
      choice.isEnabled = environment.isEnabled
      extras.choice = choice
    }
  }

  @ViewBuilder private func shown(_ choice: Choice) -> some View {
    let selected = TagValue.of(selection.wrappedValue)
    switch style {
    case .segmented:
      // UIKit's segmented control is 32 points high (community value; SceneSim's model); its
      // segments share the width equally.
      _SegmentedLayout { _TaggedOptions(content: content, selected: .all, choice: choice) }.frame(height: 32)
    case .wheel:
      // A wheel is UIKit's picker view, 216 points high (community value; SceneSim's model).
      _TaggedOptions(content: content, selected: .tagged(selected), choice: choice).frame(maxWidth: .infinity)
        .frame(
          height: 216)
    case .inline:
      if isInList {
        label
        _TaggedOptions(content: content, selected: .all, choice: choice)
      } else {
        VStack(alignment: .leading) {
          label
          _TaggedOptions(content: content, selected: .all, choice: choice)
        }
      }
    case .automatic, .menu, .navigationLink, .palette:
      let button = HStack(spacing: 4) {
        _TaggedOptions(content: content, selected: .tagged(selected), choice: choice)
        Image(systemName: "chevron.up.chevron.down").imageScale(.small)
      }
      if isInList || idiom == .mac {
        _LabeledControl(label: label) { button }
      } else {
        button
      }
    }
  }
}

extension Picker where Label == Text {
  /// A picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { Text(titleKey) })
  }
  /// A picker with a title.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { Text(title) })
  }
}

extension Picker where Label == LayoutEngine.Label<Text, Image> {
  /// A picker with a title and a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      selection: selection, content: content,
      label: { LayoutEngine.Label(titleKey, systemImage: systemImage) })
  }
}

/// A picker's options: all of them, or only the one whose tag is the selection.
struct _TaggedOptions<Content: View>: View {
  typealias Body = Never
  let content: Content
  let selected: Selection
  /// The choice that learns every option's tag and title, as they are built.
  var choice: Choice? = nil

  /// Which options to keep.
  enum Selection {
    case all
    /// The options tagged with this value (none, for a nil selection).
    case tagged(AnyHashable?)
  }

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    list.buildTagged(view.content) { built in
      view.choice?.options = Choice.options(of: built)
      switch view.selected {
      case .all: return Array(built)
      case .tagged(let selected):
        return built.filter { selected != nil && $0.traits.value(TagKey.self) == selected }
      }
    }
  }
}

extension _ViewList {
  /// Builds `content` with its `ForEach` rows tagged by their ids, and keeps the nodes `keep`
  /// chooses of those it built (a picker's selected option, a tab view's selected tab); the
  /// others are taken apart.
  mutating func buildTagged<Content: View>(_ content: Content, keep: (ArraySlice<ViewNode>) -> [ViewNode]) {
    let start = nodes.count
    let saved = inputs.tagsRows
    inputs.tagsRows = true
    Content._makeNodes(content, into: &self)
    inputs.tagsRows = saved
    let built = ArraySlice(nodes[start...])
    let kept = keep(built)
    nodes.removeSubrange(start...)
    nodes.append(contentsOf: kept)
    // The options left out are taken apart, as a graph takes apart the nodes it replaces: they
    // no longer count among its live views, and their views are built anew when next shown.
    for node in built where !kept.contains(where: { $0 === node }) { ViewNode.dismantle(node) }
  }
}

/// Segments side by side, sharing the width equally, each as tall as the whole.
struct _SegmentedLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    let width = proposal.width ?? (widest + 16) * CGFloat(subviews.count)
    let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    return CGSize(width: width, height: proposal.height ?? tallest)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard !subviews.isEmpty else { return }
    let segment = bounds.width / CGFloat(subviews.count)
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + segment * (CGFloat(index) + 0.5), y: bounds.midY), anchor: .center,
        proposal: ProposedViewSize(width: segment, height: bounds.height))
    }
  }
}

/// How pickers look.
public protocol PickerStyle {
  var _kind: PickerStyleKind { get }
}

/// The picker styles SceneSim lays out.
public enum PickerStyleKind: Hashable, Sendable {
  case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

/// The platform's default picker.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .automatic }
}
/// A menu of options.
public struct MenuPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .menu }
}
/// Segments side by side.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}
/// The options shown inline.
public struct InlinePickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .inline }
}
/// A wheel of options.
public struct WheelPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .wheel }
}
/// A row that pushes the options (laid out as a menu's row in SceneSim).
public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .navigationLink }
}
/// A palette of options (laid out as a menu in SceneSim).
public struct PalettePickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .palette }
}
extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension EnvironmentValues {
  private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }
  var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the scale of symbols (SceneSim's model: small 0.8, medium 1, large 1.3 times the font's
  /// line height).
  public func imageScale(_ scale: Image.Scale) -> some View { _LayoutNeutral(content: self) }
}

extension Image {
  /// The scale of a symbol.
  public enum Scale: Hashable, Sendable { case small, medium, large }
}
