import Foundation

/// A control that pushes a screen on the navigation stack around: a value (shown by the
/// stack's `navigationDestination`) or a view. It lays out as its label; in a list, as a row of
/// its label and a chevron at the trailing edge.
///
/// ```swift
/// NavigationLink(recipe.title, value: recipe)
/// NavigationLink { RecipeDetail(recipe: recipe) } label: { RecipeRow(recipe: recipe) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let push: (NavigationPush) -> Void
  /// The value it pushes (nil: a link to a view): in a list with a selection of its type, it is
  /// the row's tag, and the link selects it instead of pushing (as a split view's sidebar does).
  var value: AnyHashable? = nil
  @Environment(\.navigationPush) private var navigation
  @Environment(\.isInList) private var isInList
  @Environment(\.listSelection) private var listSelection

  init(label: Label, push: @escaping (NavigationPush) -> Void, value: AnyHashable? = nil) {
    self.label = label
    self.push = push
    self.value = value
  }

  /// A link that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    let view = AnyView(destination())
    self.init(label: label(), push: { $0.view(view) })
  }

  /// A link that pushes `destination` (the older form).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    let view = AnyView(destination)
    self.init(label: label(), push: { $0.view(view) })
  }

  /// A link that pushes `destination` while `isActive` is true (the older form; laid out as its
  /// label).
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(destination: destination, label: label)
  }

  public var body: some View {
    let navigation = navigation
    let push = push
    let value = value
    if let value, let listSelection, listSelection.accepts(value) {
      row { listSelection.choose(Choice.Option(index: -1, tag: value, title: "")) }.tag(value)
    } else {
      row { navigation.map(push) }
    }
  }

  /// The link's button: its label (in a list, with a chevron) performing `action`.
  private func row(_ action: @escaping () -> Void) -> some View {
    Button(action: action) {
      if isInList {
        HStack {
          label
          Spacer()
          Image(systemName: "chevron.forward").imageScale(.small)
        }
      } else {
        label
      }
    }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    let tag: AnyHashable? = value.map { AnyHashable($0) }
    self.init(label: label(), push: { push in tag.map { push.value($0) } }, value: tag)
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link with a title that pushes `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value, label: { Text(titleKey) })
  }
  /// A link with a title that pushes `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value, label: { Text(title) })
  }
}

extension NavigationLink where Label == Text {
  /// A link with a title that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(titleKey) })
  }
  /// A link with a title that pushes `destination`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(title) })
  }
  /// A link with a title that pushes `destination` (the older form).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination, label: { Text(titleKey) })
  }
  /// A link with a title that pushes `destination` (the older form).
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination, label: { Text(title) })
  }
}

/// The navigation view of SwiftUI 1 (deprecated): a `NavigationStack` in SceneSim.
public struct NavigationView<Content: View>: View {
  let content: Content
  /// A navigation view of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { NavigationStack { content } }
}

extension View {
  /// Sets the style of a `NavigationView` (no effect on SceneSim's layout).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    _LayoutNeutral(content: self)
  }
}

/// A style of `NavigationView`.
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}
