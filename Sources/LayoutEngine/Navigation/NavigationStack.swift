import Foundation

/// A stack of screens under a navigation bar: the root, and the screens pushed on it (by
/// `NavigationLink`s, or values appended to its path), of which the top one shows. The bar takes
/// space at the top of the safe area, as a `safeAreaInset` would: 44 points on an iPhone and 50 on
/// an iPad, 52 more for a large title (measured by Geoff Hackworth for iOS 12 and later), 52 more
/// on an iPhone for a search field's drawer (a community measurement); a bottom bar of toolbar
/// items takes 44 points (50 on an iPad) at the bottom. On a Mac, the title and the toolbar are
/// the window's, outside the content. A title in the `.automatic` mode is large.
///
/// ```swift
/// NavigationStack(path: $path) {
///   RecipeList()
///     .navigationTitle("Recipes")
///     .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: Binding<[AnyHashable]>?
  @State private var model = NavigationBarModel()
  @State private var ownPath: [AnyHashable] = []
  @State private var pushedViews: [PushedView] = []
  @State private var push = NavigationPush()
  /// Counts the times the stack looked for a destination registered after it was evaluated:
  /// the body reads it, so that a look-up that found one evaluates the body again.
  @State private var lookups = 0

  init(path: Binding<[AnyHashable]>?, root: Root) {
    self.path = path
    self.root = root
  }

  public var body: some View {
    let path = self.path ?? $ownPath
    let pushedViews = $pushedViews
    let model = model
    let top: AnyView? =
      pushedViews.wrappedValue.last?.view
      ?? path.wrappedValue.last.flatMap { value in model.destination(for: value.base) }
    let depth = path.wrappedValue.count + pushedViews.wrappedValue.count
    let missing = top == nil ? path.wrappedValue.last : nil
    _ = self.lookups
    let lookups = $lookups
    // The bars read the requests of the screen on top only.
    model.depth = top == nil ? 0 : depth
    let container = _NavigationContainer(model: model, depth: depth) {
      // Each depth is a screen of its own (its state apart), without the id an app's view sets.
      if let top {
        ForEach(CollectionOfOne(depth), id: \.self) { _ in top.environment(\.navigationDepth, depth) }
      } else if let missing {
        // A value pushed before its destination was registered (a path given at launch): once
        // the root has registered it, after layout, the stack evaluates again and shows it.
        _CallbackModifier(
          content: root.environment(\.navigationDepth, 0),
          callback: .value(
            .onChange, initial: true, read: { _ in model.hasDestination(for: missing.base) },
            action: { (_: Bool, found: Bool) in if found { lookups.wrappedValue += 1 } }))
      } else {
        // The root's requests are at depth 0, whatever depth the stack itself is at (a stack
        // in a sheet shown from a pushed screen).
        root.environment(\.navigationDepth, 0)
      }
    }
    return _EnvironmentEditor(
      content: container,
      edit: _NavigationStackEnvironment(
        model: model, push: push.refreshed(path: path, pushedViews: pushedViews, model: model)))
  }
}

/// What a navigation stack gives its screens, written in one edit: its bars and how to push onto
/// it.
struct _NavigationStackEnvironment: _EnvironmentEdit {
  let model: NavigationBarModel
  let push: NavigationPush

  func apply(to environment: inout EnvironmentValues) {
    environment.navigationBarModel = model
    environment.navigationPush = push
  }

  static var onlyWrites: Bool { true }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack whose pushed screens it keeps itself.
  public init(@ViewBuilder root: () -> Root) { self.init(path: nil, root: root()) }

  /// A stack whose pushed screens are the values of `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.init(
      path: Binding(
        get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 }),
      root: root())
  }
}

extension NavigationStack
where
  Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack whose pushed screens are the values of `path`.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.init(
      path: Binding(
        get: {
          var values: [AnyHashable] = []
          for element in path.wrappedValue { values.append(AnyHashable(element)) }
          return values
        },
        set: { values in
          var elements = Data()
          for value in values { if let element = value.base as? Data.Element { elements.append(element) } }
          path.wrappedValue = elements
        }),
      root: root())
  }
}

/// A screen pushed as a view (`NavigationLink(destination:)`), told apart by the order it was
/// pushed in (a serial, the same on every run, where a random id would not be).
struct PushedView: Equatable, CustomStringConvertible {
  let serial: Int
  let view: AnyView
  static func == (a: PushedView, b: PushedView) -> Bool { a.serial == b.serial }
  var description: String { "screen \(serial)" }
}

/// What a navigation link does: pushes a value or a view, or pops the top screen. One box per
/// stack, kept in its state and given the stack's bindings at each evaluation, so that the
/// environment below compares it by identity and the views below are not evaluated again for it.
final class NavigationPush {
  private var path: Binding<[AnyHashable]>?
  private var pushedViews: Binding<[PushedView]>?
  private weak var model: NavigationBarModel?

  /// This box, with the stack's current bindings.
  func refreshed(path: Binding<[AnyHashable]>, pushedViews: Binding<[PushedView]>, model: NavigationBarModel)
    -> NavigationPush
  {
    self.path = path
    self.pushedViews = pushedViews
    self.model = model
    return self
  }

  /// Pushes a value.
  func value(_ value: AnyHashable) { path?.wrappedValue.append(value) }

  /// Pushes a view.
  func view(_ view: AnyView) {
    guard let model, let pushedViews else { return }
    pushedViews.wrappedValue.append(PushedView(serial: model.nextPushSerial(), view: view))
  }

  /// Pops the top screen.
  func pop() {
    if let pushedViews, !pushedViews.wrappedValue.isEmpty {
      pushedViews.wrappedValue.removeLast()
    } else if let path, !path.wrappedValue.isEmpty {
      path.wrappedValue.removeLast()
    }
  }
}

extension EnvironmentValues {
  private struct NavigationPushKey: EnvironmentKey { static var defaultValue: NavigationPush? { nil } }
  var navigationPush: NavigationPush? {
    get { self[NavigationPushKey.self] }
    set { self[NavigationPushKey.self] = newValue }
  }
}

extension View {
  /// Registers the screen a pushed value of type `data` shows.
  ///
  /// ```swift
  /// .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    _BarRequest(
      content: self,
      request: .destination(ObjectIdentifier(D.self), { AnyView(destination($0 as! D)) }),
      same: { _ in false })
  }

  /// Pushes `destination` while `isPresented` is true.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
    -> some View
  {
    _PresentedDestination(content: self, isPresented: isPresented.wrappedValue, destination: destination())
  }

  /// Pushes the screen `destination` makes of `item` while it is not nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    _PresentedDestination(
      content: self, isPresented: item.wrappedValue != nil,
      destination: item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView()))
  }
}

/// A destination presented by a binding: shown over its content while presented.
struct _PresentedDestination<Content: View, Destination: View>: View {
  let content: Content
  let isPresented: Bool
  let destination: Destination

  var body: some View {
    if isPresented { destination } else { content }
  }
}

/// The stack's screen under its bars.
struct _NavigationContainer<Screen: View>: View {
  let model: NavigationBarModel
  let depth: Int
  let screen: Screen
  @Environment(\.userInterfaceIdiom) private var idiom

  init(model: NavigationBarModel, depth: Int, @ViewBuilder screen: () -> Screen) {
    self.model = model
    self.depth = depth
    self.screen = screen()
  }

  var body: some View {
    let model = model
    _NavigationContainerNode(
      content:
        screen
        .safeAreaInset(edge: .top, spacing: 0) { _NavigationBar(model: model, depth: depth) }
        .safeAreaInset(edge: .bottom, spacing: 0) { _BottomBar(model: model) }, model: model)
  }
}

/// The node of a stack's container: it carries the stack's bars (expectations read the path
/// there, actions find the back button's stack) and is the one the bars' model knows as its
/// container.
struct _NavigationContainerNode<Content: View>: View {
  typealias Body = Never
  let content: Content
  let model: NavigationBarModel

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let model = view.model
    list.editEach(view.content) { node in
      node.extrasForWriting.navigation = model
      node.contents.insert(.controls)
      model.container = node
    }
  }
}
