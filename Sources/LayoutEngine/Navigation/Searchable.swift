import Foundation

/// Where a search field goes.
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// A drawer in the navigation bar, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement
  {
    .navigationBarDrawer
  }

  /// How a search field in the navigation bar's drawer shows.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

extension View {
  /// Adds a search field where the platform puts it: on an iPhone, in a drawer of the navigation
  /// bar below the title (52 points, a community measurement); on an iPad and a Mac, in the
  /// toolbar (no height of its own). Outside a navigation container it has no effect on layout.
  ///
  /// ```swift
  /// List(results) { Text($0.name) }.searchable(text: $query)
  /// ```
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    _BarRequest(
      content: self, request: .search(placement),
      same: { if case .search(let p) = $0 { p == placement } else { false } })
  }

  /// Adds a search field with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View { searchable(text: text, placement: placement, prompt: Text(prompt)) }

  /// Adds a search field with a prompt.
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View { searchable(text: text, placement: placement, prompt: Text(prompt)) }

  /// Adds a search field that shows whether it is presented.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View { searchable(text: text, placement: placement, prompt: prompt) }

  /// Suggests searches (no effect on layout).
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Adds search scopes (no effect on SceneSim's layout).
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S)
    -> some View
  {
    _LayoutNeutral(content: self)
  }
}

extension View {
  /// Adds a search field with suggestions (the suggestions have no effect on layout).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View { searchable(text: text, placement: placement, prompt: prompt) }

  /// Adds a search field with a prompt and suggestions.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder suggestions: () -> S
  ) -> some View { searchable(text: text, placement: placement, prompt: Text(prompt)) }

  /// Completes the search with `completion` when this suggestion is chosen (no effect on layout).
  public func searchCompletion(_ completion: String) -> some View { _LayoutNeutral(content: self) }

  /// Sets the items of the bar's title menu (no effect on layout).
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Puts views at the leading and trailing ends of the navigation bar (the older API).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .topBarLeading) { leading }
      ToolbarItem(placement: .topBarTrailing) { trailing }
    }
  }

  /// Puts a view at the leading end of the navigation bar (the older API).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
  }

  /// Puts a view at the trailing end of the navigation bar (the older API).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
  }
}
