import Foundation

/// The metrics of navigation bars, by idiom (see `NavigationStack`).
enum NavigationBarMetrics {
  static func barHeight(_ idiom: UserInterfaceIdiom) -> CGFloat { idiom == .pad ? 50 : 44 }
  static let largeTitleHeight: CGFloat = 52
  static let searchDrawerHeight: CGFloat = 52
  static func bottomBarHeight(_ idiom: UserInterfaceIdiom) -> CGFloat { idiom == .pad ? 50 : 44 }
  static func margin(_ idiom: UserInterfaceIdiom) -> CGFloat { idiom == .pad ? 20 : 16 }
}

/// A navigation bar: the back button and the leading items, the inline title or the principal
/// item, the trailing items; then a large title; then a search field's drawer.
struct _NavigationBar: View {
  let model: NavigationBarModel
  /// How many screens are pushed on the root.
  let depth: Int
  @Environment(\.userInterfaceIdiom) private var idiom
  @Environment(\.navigationPush) private var navigation

  private var showsBack: Bool { depth > 0 && !model.hidesBackButton }

  var body: some View {
    let _ = model.note(title: model.title, depth: depth)
    if idiom != .mac && model.visibility(of: .navigationBar) != .hidden {
      let items = model.toolbarItems
      let title = model.title
      let large = title != nil && model.titleDisplayMode != .inline
      let margin = NavigationBarMetrics.margin(idiom)
      VStack(spacing: 0) {
        ZStack {
          if let principal = items.first(where: { $0.placement.slot == .principal }) {
            principal.content
          } else if let title, !large {
            Text(title).font(.headline).lineLimit(1)
          }
          HStack(spacing: 16) {
            if showsBack {
              let navigation = navigation
              _ControlView(
                content: Label("Back", systemImage: "chevron.backward"), kind: .button, title: "Back",
                isOn: nil,
                perform: { navigation?.pop() }, navigatesBack: true)
            }
            ForEach(items.indices.filter { items[$0].placement.slot == .leading }, id: \.self) {
              items[$0].content
            }
            Spacer(minLength: 0)
            ForEach(items.indices.filter { items[$0].placement.slot == .trailing }, id: \.self) {
              items[$0].content
            }
          }
        }
        .padding(.horizontal, margin)
        .frame(height: NavigationBarMetrics.barHeight(idiom))
        if large, let title {
          Text(title).font(.largeTitle.bold()).lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, margin)
            .frame(height: NavigationBarMetrics.largeTitleHeight)
        }
        if idiom == .phone, let search = model.search, search != .toolbar {
          Capsule().frame(height: 36)
            .padding(.horizontal, margin)
            .frame(height: NavigationBarMetrics.searchDrawerHeight)
        }
      }
    }
  }
}

/// The bottom bar of the toolbar items placed there (none when there are none).
struct _BottomBar: View {
  let model: NavigationBarModel
  @Environment(\.userInterfaceIdiom) private var idiom

  var body: some View {
    let items = model.toolbarItems.filter { $0.placement.slot == .bottom }
    if !items.isEmpty && idiom != .mac && model.visibility(of: .bottomBar) != .hidden {
      HStack(spacing: 16) {
        ForEach(items.indices, id: \.self) { index in
          if index > 0 { Spacer(minLength: 0) }
          items[index].content
        }
      }
      .padding(.horizontal, NavigationBarMetrics.margin(idiom))
      .frame(maxWidth: .infinity)
      .frame(height: NavigationBarMetrics.bottomBarHeight(idiom))
    }
  }
}
