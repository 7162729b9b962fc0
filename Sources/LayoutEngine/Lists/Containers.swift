import Foundation

/// A label and a value or control: the label, then the content at the trailing edge of the width
/// offered, as a form's row shows them.
///
/// ```swift
/// LabeledContent("Version", value: "2.1")
/// LabeledContent("Volume") { Slider(value: $volume) }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Creates a row of `label` and `content`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    HStack {
      label
      Spacer()
      content
    }
  }
}

extension LabeledContent where Label == Text {
  /// A row of a title and `content`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
  /// A row of a title and `content`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row of a title and a value.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }
  /// A row of a title and a value.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
  /// A row of a title and a formatted value.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}

/// A box around content with an optional label: the label above the content, 16 points of
/// padding around both on iOS and iPadOS, 10 on macOS (SceneSim's model: Apple gives no
/// numbers), on a rounded background.
///
/// ```swift
/// GroupBox("Today") { Text("3 meetings") }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.userInterfaceIdiom) private var idiom

  /// A box with a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      label.font(.headline)
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(idiom == .mac ? 10 : 16)
    .background(RoundedRectangle(cornerRadius: 8))
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a label.
  public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
  /// A box with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
  /// A box with a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

/// A label that shows or hides its content. In a list, the label is a row and the content's
/// views are rows below it while expanded; elsewhere the content is below the label.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) { Toggle("Debug", isOn: $debug) }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var expandedHere = false
  @Environment(\.isInList) private var isInList

  /// A disclosure group whose expansion it keeps itself (collapsed at first).
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = nil
  }

  /// A disclosure group expanded as `isExpanded` says.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let expanded = isExpanded?.wrappedValue ?? expandedHere
    let header = HStack {
      label
      Spacer()
      Image(systemName: "chevron.right")
    }
    if isInList {
      header
      if expanded { content }
    } else {
      VStack(alignment: .leading) {
        header
        if expanded { content }
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A disclosure group with a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
  /// A disclosure group with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
  /// A disclosure group with a title, expanded as `isExpanded` says.
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
  }
  /// A disclosure group with a title, expanded as `isExpanded` says.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
  {
    self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
  }
}

/// What to show when there is no content: a symbol, a title and a description, centered in the
/// whole space offered (Apple: "an interface ... when a view's content is unavailable").
/// SceneSim's model of its metrics: a 48-point symbol, the title in `.title2` bold, 8 points
/// between, 16 points of padding.
///
/// ```swift
/// ContentUnavailableView("No Recipes", systemImage: "fork.knife", description: Text("Add one."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of a label, a description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 8) {
      label.labelStyle(_UnavailableLabelStyle())
      description.font(.body).multilineTextAlignment(.center)
      actions
    }
    .padding(16)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// A label in a content-unavailable view: the symbol large above the title.
struct _UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      configuration.icon.font(.system(size: 48))
      configuration.title.font(.title2.bold())
    }
  }
}

extension ContentUnavailableView
where Label == LayoutEngine.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A view of a title, a system symbol and a description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { LayoutEngine.Label(title, systemImage: name) }, description: { description })
  }
  /// A view of a title, a system symbol and a description.
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { LayoutEngine.Label(title, systemImage: name) }, description: { description })
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label,
  Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions
{
  /// The system's view for a search without results.
  public static var search: Self { .search(text: "") }

  /// The system's view for a search for `text` without results.
  public static func search(text: String) -> Self {
    Self(
      label: { SearchUnavailableContent.Label(title: "No Results") },
      description: {
        SearchUnavailableContent.Description(
          text: text.isEmpty
            ? "Check the spelling or try a new search." : "No results for \u{201C}\(text)\u{201D}")
      }, actions: { SearchUnavailableContent.Actions() })
  }
}

/// The parts of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
  /// Its label.
  public struct Label: View {
    let title: String
    public var body: some View { LayoutEngine.Label(title, systemImage: "magnifyingglass") }
  }
  /// Its description.
  public struct Description: View {
    let text: String
    public var body: some View { Text(text) }
  }
  /// Its actions (none).
  public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}
