import Foundation

/// Dismisses the presentation a view is in (a sheet, a popover, a full-screen cover, a screen
/// pushed on a navigation stack): what `@Environment(\.dismiss)` gives. Outside one it does
/// nothing, as in SwiftUI.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// var body: some View { Button("Done") { dismiss() } }
/// ```
public struct DismissAction: @unchecked Sendable, Equatable {
  /// What dismissing does; the presentation gives it its current binding at each evaluation, so
  /// that the environment compares the action by identity.
  final class Handler {
    var perform: () -> Void
    init(_ perform: @escaping () -> Void) { self.perform = perform }
  }
  let handler: Handler

  init(_ handler: @escaping () -> Void) { self.handler = Handler(handler) }
  init(handler: Handler) { self.handler = handler }

  /// Dismisses the presentation.
  public func callAsFunction() { handler.perform() }

  public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.handler === rhs.handler }
}

/// Opens a URL: what `@Environment(\.openURL)` gives. SceneSim's model: the URL is not opened
/// (there is no browser), and the action reports it as accepted.
public struct OpenURLAction: Sendable {
  /// What an action did with a URL.
  public struct Result: Sendable {
    let name: String
    public static let handled = Result(name: "handled")
    public static let discarded = Result(name: "discarded")
    public static let systemAction = Result(name: "systemAction")
    /// Opens another URL with the system.
    public static func systemAction(_ url: URL) -> Result { .systemAction }
  }

  let handler: @Sendable (URL) -> Result

  /// An action that hands each URL to `handler`.
  public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

  /// Opens `url`.
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens `url`, then calls `completion` with whether it was accepted.
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    let result = handler(url)
    completion(result.name != "discarded")
  }
}

/// Whether a list's rows are being edited.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// Whether rows are being edited.
  public var isEditing: Bool { self != .inactive }
}

/// Whether a view is presented, and how to dismiss it (the older API that `\.dismiss` replaced).
public struct PresentationMode {
  /// Whether the view is presented.
  public var isPresented: Bool
  let dismissAction: DismissAction

  /// Dismisses the view.
  public mutating func dismiss() { dismissAction() }
}

/// Refreshes a view's content: what `\.refresh` gives inside `.refreshable`.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  /// Refreshes.
  public func callAsFunction() async { await action() }
}

extension EnvironmentValues {
  private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }
  private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
  private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .handled } }
  private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
  private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
  private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
  }
  private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
  private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
  private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }
  private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
  private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
  private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }

  /// Dismisses the presentation the view is in (a sheet, a popover, a pushed screen).
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is in a presentation (a sheet, a popover, a pushed screen).
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// The presentation the view is in (the older API).
  public var presentationMode: Binding<PresentationMode> {
    // A binding whose value is the presentation's; dismissing through it dismisses.
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return .constant(mode)
  }

  /// Opens a URL.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// The locale (SceneSim's default: `en_US`, the same on every machine).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar (Gregorian by default).
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone (SceneSim's default: UTC, the same on every machine).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Whether the list rows are being edited, where an `EditButton` or a binding sets it.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  /// Whether the user is searching in a `.searchable` view above.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// The refresh action of a `.refreshable` view above.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }

  /// Why views show as placeholders.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// Whether the user asked for less motion.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Whether the nearest focusable ancestor has focus.
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
}

/// A property wrapper for where keyboard focus is: a `Bool`, or which of several fields has it.
/// SceneSim's model: no field has focus unless the app sets it; setting it moves no layout.
///
/// ```swift
/// @FocusState private var isNameFocused: Bool
/// TextField("Name", text: $name).focused($isNameFocused)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// No focus (a `FocusState` of `Bool` needs no initial value, so that a view's memberwise
  /// initializer leaves it out, as SwiftUI's does).
  public init() where Value == Bool { state = State(wrappedValue: false) }

  /// No field focused.
  public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

  /// The focus as a binding, for `.focused(_:)`.
  @propertyWrapper
  public struct Binding {
    let binding: LayoutEngine.Binding<Value>
    /// The focus.
    public var wrappedValue: Value {
      get { binding.wrappedValue }
      nonmutating set { binding.wrappedValue = newValue }
    }
    /// The binding itself.
    public var projectedValue: Binding { self }
  }

  /// The focus.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// The focus as a binding, for `.focused(_:)`.
  public var projectedValue: Binding { Binding(binding: state.projectedValue) }
}

extension FocusState: _StateBinding {
  func _bind(in store: GraphStore, owner: ViewIdentity, index: Int, label: String?) {
    state._bind(in: store, owner: owner, index: index, label: label)
  }
}

extension View {
  /// Binds this view's focus to `condition` (no effect on layout).
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _LayoutNeutral(content: self) }

  /// Binds this view's focus to `binding` being `value` (no effect on layout).
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
  {
    _LayoutNeutral(content: self)
  }

  /// Whether the view can take focus (no effect on layout).
  public func focusable(_ isFocusable: Bool = true) -> some View { _LayoutNeutral(content: self) }
}
