import Foundation

/// Items for the bars of the navigation container around (its navigation bar, its bottom bar).
public protocol ToolbarContent {
  /// The content this content is made of.
  associatedtype Body: ToolbarContent
  /// The content this content is made of.
  @ToolbarContentBuilder var body: Body { get }
  /// The items, as the bars keep them.
  var _toolbarEntries: [ToolbarEntry] { get }
}

extension ToolbarContent {
  public var _toolbarEntries: [ToolbarEntry] { body._toolbarEntries }
}

extension ToolbarContent where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive toolbar content and has no body") }
}

extension Never: ToolbarContent {
  public var _toolbarEntries: [ToolbarEntry] { [] }
}

extension Never {
  /// Never has a body: the body of primitive views and toolbar content.
  public var body: Never { fatalError("Never has no body") }
}

/// Toolbar items put together by `ToolbarContentBuilder`.
public struct _ToolbarItems: ToolbarContent {
  public typealias Body = Never
  let entries: [ToolbarEntry]
  public var _toolbarEntries: [ToolbarEntry] { entries }
}

/// Builds toolbar content from items, conditions and loops.
@resultBuilder
public enum ToolbarContentBuilder {
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarItems {
    _ToolbarItems(entries: content._toolbarEntries)
  }
  public static func buildBlock(_ parts: _ToolbarItems...) -> _ToolbarItems {
    _ToolbarItems(entries: parts.flatMap(\.entries))
  }
  public static func buildOptional(_ part: _ToolbarItems?) -> _ToolbarItems {
    part ?? _ToolbarItems(entries: [])
  }
  public static func buildEither(first: _ToolbarItems) -> _ToolbarItems { first }
  public static func buildEither(second: _ToolbarItems) -> _ToolbarItems { second }
  public static func buildArray(_ parts: [_ToolbarItems]) -> _ToolbarItems {
    _ToolbarItems(entries: parts.flatMap(\.entries))
  }
  public static func buildLimitedAvailability(_ part: _ToolbarItems) -> _ToolbarItems { part }
}

/// A toolbar item at a placement.
///
/// ```swift
/// .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } } }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content
  public var _toolbarEntries: [ToolbarEntry] {
    [ToolbarEntry(placement: placement, content: AnyView(content))]
  }
}

extension ToolbarItem where ID == () {
  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an id (for customizable toolbars) at `placement`.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several toolbar items at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  /// Items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var _toolbarEntries: [ToolbarEntry] {
    [ToolbarEntry(placement: placement, content: AnyView(HStack(spacing: 16) { content }))]
  }
}

/// Space between toolbar items (iOS 26).
public struct ToolbarSpacer: ToolbarContent {
  public typealias Body = Never
  /// A spacer at `placement`.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
  public var _toolbarEntries: [ToolbarEntry] { [] }
}

/// How a toolbar spacer sizes.
public enum SpacerSizing: Hashable, Sendable { case flexible, fixed }

extension View {
  /// Puts items in the bars of the navigation container around.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .topBarTrailing) { EditButton() }
  ///   ToolbarItem(placement: .bottomBar) { Text("\(count) items") }
  /// }
  /// ```
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    let entries = content()._toolbarEntries
    return _BarRequest(content: self, request: .toolbar(entries), same: { _ in false })
  }

  /// Puts views in the bars of the navigation container around, at the automatic placement.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let entry = ToolbarEntry(placement: .automatic, content: AnyView(HStack(spacing: 16) { content() }))
    return _BarRequest(content: self, request: .toolbar([entry]), same: { _ in false })
  }

  /// Shows or hides bars of the navigation container around.
  ///
  /// ```swift
  /// content.toolbar(.hidden, for: .navigationBar)
  /// ```
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    var view = AnyView(self)
    // No bar, or `.automatic`, is the navigation bar on iOS and iPadOS, as SwiftUI hides it.
    for bar in (bars.isEmpty ? [.navigationBar] : bars).map({ $0 == .automatic ? .navigationBar : $0 }) {
      view = AnyView(
        _BarRequest(
          content: view, request: .hidden(bar, visibility),
          same: { if case .hidden(let p, let v) = $0 { p == bar && v == visibility } else { false } }))
    }
    return view
  }

  /// Hides the navigation bar (the older form).
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
  }

  /// Sets the navigation title of the screen.
  ///
  /// ```swift
  /// RecipeList().navigationTitle("Recipes")
  /// ```
  public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.content) }

  /// Sets the navigation title of the screen.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey.text) }

  /// Sets the navigation title of the screen.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    let title = String(title)
    return _BarRequest(
      content: self, request: .title(title),
      same: { if case .title(let t) = $0 { t == title } else { false } })
  }

  /// Sets the navigation title of the screen (editable in SwiftUI; shown as its value here).
  public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(title.wrappedValue) }

  /// Sets the navigation title and its display mode (the older form).
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
    -> some View
  { navigationTitle(title).navigationBarTitleDisplayMode(displayMode) }

  /// Sets the navigation title and its display mode (the older form).
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> some View { navigationTitle(title).navigationBarTitleDisplayMode(displayMode) }

  /// Sets the navigation title and its display mode (the older form).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> some View { navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode) }

  /// Sets how the navigation title shows: large under the bar, or inline in it.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    _BarRequest(
      content: self, request: .titleDisplayMode(displayMode),
      same: { if case .titleDisplayMode(let m) = $0 { m == displayMode } else { false } })
  }

  /// Sets how the toolbar title shows (iOS 17).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.mode)
  }

  /// Sets the subtitle of the window (macOS; no effect on layout).
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Hides the back button: the screen cannot be popped with it (the bar keeps its height).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    _BarRequest(
      content: self, request: .backButtonHidden(hidesBackButton),
      same: { if case .backButtonHidden(let old) = $0 { old == hidesBackButton } else { false } })
  }

  /// Sets the background of bars (no effect on layout).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Shows or hides the background of bars (no effect on layout).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Sets the color scheme of bars (no effect on layout).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Sets the role of the toolbar (no effect on SceneSim's layout).
  public func toolbarRole(_ role: ToolbarRole) -> some View { _LayoutNeutral(content: self) }
}

/// How a toolbar title shows (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let mode: NavigationBarItem.TitleDisplayMode
  public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
  public static let inline = ToolbarTitleDisplayMode(mode: .inline)
  public static let large = ToolbarTitleDisplayMode(mode: .large)
  public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

/// The role of a toolbar.
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
}
