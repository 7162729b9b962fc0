import Foundation
import Observation

/// What the views inside a navigation container ask of its bars: titles, toolbar items, search
/// fields, destinations. The modifiers write here as they are built; the bars read it, and
/// evaluate again when it changes (an `@Observable` model, so that a screen's new title reaches
/// its bar without building the screen again). An entry stands while the view that made it does.
@Observable
final class NavigationBarModel: @unchecked Sendable {
  /// One view's request.
  struct Entry {
    let identity: ViewIdentity
    weak var node: ViewNode?
    var request: Request
    /// The depth of the screen whose view made it (0: the root).
    var depth = 0
    /// Whether the view that made it is still in the graph.
    var isLive: Bool { node.map { !$0.isDismantled } ?? false }
  }

  /// What a view asks of its bars.
  enum Request {
    case title(String)
    case titleDisplayMode(NavigationBarItem.TitleDisplayMode)
    case toolbar([ToolbarEntry])
    case hidden(ToolbarPlacement, Visibility)
    case search(SearchFieldPlacement)
    case destination(ObjectIdentifier, (Any) -> AnyView)
    case backButtonHidden(Bool)
  }

  /// The requests, kept out of observation: the bars observe `version`, which changes only when a
  /// request does, so that recording the same request again evaluates nothing again.
  @ObservationIgnored private(set) var entries: [Entry] = []
  /// The destinations registered, by the type of value they show (the latest registration of a
  /// type wins; they stay while the screen that registered them is covered by pushed ones).
  @ObservationIgnored private var destinations: [ObjectIdentifier: (Any) -> AnyView] = [:]
  /// Changes whenever a request changes.
  private(set) var version = 0
  /// How many screens were pushed as views (not observed: only the pushes use it).
  @ObservationIgnored private var pushes = 0
  /// The depth of the screen on top, as the stack last showed it (not observed: the bars are
  /// given it). Only the top screen's requests count: a covered screen's views may not be
  /// taken apart yet when the bars read the requests.
  @ObservationIgnored var depth = 0
  /// The title of each screen of the stack, root first, as each was last shown (not observed:
  /// expectations read it).
  @ObservationIgnored private var titles: [String?] = []

  /// Records that the screen at `depth` shows `title`; the screens above it are gone.
  func note(title: String?, depth: Int) {
    if titles.count > depth + 1 { titles.removeLast(titles.count - depth - 1) }
    while titles.count <= depth { titles.append(nil) }
    titles[depth] = title
  }

  /// The stack's screens, root first, by title (a screen without one as `untitled`).
  var path: [String] { titles.map { $0 ?? "untitled" } }

  /// The serial of the next screen pushed as a view.
  func nextPushSerial() -> Int {
    pushes += 1
    return pushes
  }

  /// Records `request` for the view `identity` whose first node is `node`. A request the same as
  /// the one recorded (by `same`) changes only the node it is kept with; entries whose views are
  /// gone are dropped.
  func record(
    _ request: Request, identity: ViewIdentity, node: ViewNode?, depth: Int = 0, same: (Request) -> Bool
  ) {
    if case .destination(let type, let make) = request {
      destinations[type] = make
      return
    }
    entries.removeAll { !$0.isLive && $0.identity != identity }
    if let index = entries.firstIndex(where: { $0.identity == identity && Self.sameKind($0.request, request) }
    ) {
      if entries[index].isLive {
        let unchanged = same(entries[index].request) && entries[index].depth == depth
        entries[index] = Entry(identity: identity, node: node, request: request, depth: depth)
        if unchanged { return }
      } else {
        // A view made again (a screen back on top after a pop) is the newest: its request
        // wins over those of views that are going.
        entries.remove(at: index)
        entries.append(Entry(identity: identity, node: node, request: request, depth: depth))
      }
    } else {
      entries.append(Entry(identity: identity, node: node, request: request, depth: depth))
    }
    version &+= 1
  }

  /// The node of the stack's container as last built (its bars are in it): a request of a view
  /// taken apart reaches the bars only while it stands.
  @ObservationIgnored weak var container: ViewNode?
  /// Whether a request of the screen on top left with its view since the bars last heard.
  @ObservationIgnored private var shownRequestGone = false

  /// Drops the requests `node` was the view of, now that it is taken apart. One of the screen on
  /// top (a title whose view went away without a pop) is told to the bars once the update's
  /// trees are taken apart (`requestsGone()`), so that they show what stands.
  func viewGone(_ node: ViewNode) {
    var shown = false
    entries.removeAll {
      guard $0.node === node else { return false }
      shown = shown || $0.depth == depth
      return true
    }
    guard shown, !shownRequestGone else { return }
    shownRequestGone = true
    node.context.store.barsWithRequestsGone.append(self)
  }

  /// Tells the bars that requests of the screen on top left, when they are still in the graph
  /// (bars taken apart with their screen, a tab not shown, have nothing to show again).
  func requestsGone() {
    shownRequestGone = false
    if let container, !container.isDismantled { version &+= 1 }
  }

  private static func sameKind(_ a: Request, _ b: Request) -> Bool {
    switch (a, b) {
    case (.title, .title), (.titleDisplayMode, .titleDisplayMode), (.toolbar, .toolbar), (.search, .search),
      (.backButtonHidden, .backButtonHidden):
      return true
    case (.hidden(let x, _), .hidden(let y, _)): return x == y
    default: return false
    }
  }

  /// The live entries, in the order they were made (read by the bars: observed through
  /// `version`).
  var live: [Entry] {
    _ = version
    let depth = depth
    return entries.filter { $0.isLive && $0.depth == depth }
  }

  var title: String? {
    live.reversed().lazy.compactMap { if case .title(let t) = $0.request { t } else { nil } }.first
  }

  var titleDisplayMode: NavigationBarItem.TitleDisplayMode {
    live.reversed().lazy.compactMap { if case .titleDisplayMode(let m) = $0.request { m } else { nil } }.first
      ?? .automatic
  }

  var toolbarItems: [ToolbarEntry] {
    var items: [ToolbarEntry] = []
    for entry in live { if case .toolbar(let more) = entry.request { items += more } }
    return items
  }

  func visibility(of placement: ToolbarPlacement) -> Visibility {
    live.reversed().lazy.compactMap {
      if case .hidden(let p, let v) = $0.request, p == placement { v } else { nil }
    }.first ?? .automatic
  }

  /// Whether the top screen hides its back button.
  var hidesBackButton: Bool {
    live.reversed().lazy.compactMap { if case .backButtonHidden(let h) = $0.request { h } else { nil } }.first
      ?? false
  }

  var search: SearchFieldPlacement? {
    live.reversed().lazy.compactMap { if case .search(let p) = $0.request { p } else { nil } }.first
  }

  /// The view the destination registered for `value`'s type makes of it (not observed: the
  /// stack evaluates again when its path changes, not when a screen registers again).
  ///
  /// A path given before the first build finds no destination until the root has registered
  /// its: the stack then asks again after layout (see `NavigationStack`).
  func hasDestination(for value: Any) -> Bool { destinations[ObjectIdentifier(Swift.type(of: value))] != nil }

  func destination(for value: Any) -> AnyView? {
    destinations[ObjectIdentifier(Swift.type(of: value))].map { $0(value) }
  }
}

extension EnvironmentValues {
  private struct NavigationDepthKey: EnvironmentKey { static let defaultValue = 0 }
  /// The depth of the navigation screen the views are in (0: the root).
  var navigationDepth: Int {
    get { self[NavigationDepthKey.self] }
    set { self[NavigationDepthKey.self] = newValue }
  }

  private struct NavigationBarModelKey: EnvironmentKey {
    static var defaultValue: NavigationBarModel? { nil }
  }
  /// The bars of the nearest navigation container.
  var navigationBarModel: NavigationBarModel? {
    get { self[NavigationBarModelKey.self] }
    set { self[NavigationBarModelKey.self] = newValue }
  }
}

/// The modifier that records a request in the bars of the navigation container around.
struct _BarRequest<Content: View>: View {
  typealias Body = Never
  let content: Content
  let request: NavigationBarModel.Request
  let same: (NavigationBarModel.Request) -> Bool

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let start = list.nodes.count
    let identity = list.inputs.identity
    Content._makeNodes(view.content, into: &list)
    let environment = list.inputs.environment
    guard let model = environment.navigationBarModel else { return }
    let node = start < list.nodes.count ? list.nodes[start] : nil
    if case .destination = view.request {} else { node?.extrasForWriting.barRequests = model }
    model.record(
      view.request, identity: identity, node: node, depth: environment.navigationDepth, same: view.same)
  }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, keyboard }
  let slot: Slot
  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  public static let principal = ToolbarItemPlacement(slot: .principal)
  public static let navigation = ToolbarItemPlacement(slot: .leading)
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let status = ToolbarItemPlacement(slot: .bottom)
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
  public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
}

/// A bar a toolbar modifier can show or hide.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// A toolbar item as the bars keep it.
public struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let content: AnyView
}

/// The navigation bar's title display mode (`NavigationBarItem.TitleDisplayMode`).
public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}
