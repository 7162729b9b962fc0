import Foundation

/// A group of rows with an optional header and footer. In a `List` or a `Form` the header sits
/// above the rows and the footer below, styled and spaced as the list's style says; elsewhere a
/// section is its header, content and footer, one after another, as a `Group` would be.
///
/// ```swift
/// List {
///   Section("Favorites") { ForEach(favorites) { Text($0.name) } }
///   Section { Text("All") } header: { Text("More") } footer: { Text("\(count) items") }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View, _SectionView {
  public typealias Body = Never
  let header: Parent
  let content: Content
  let footer: Footer
  /// Whether the rows show (a collapsed section shows its header only).
  var isExpanded = true

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with a header and a footer (the older form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    // The section's identity: the same in every process, so that sections are told apart alike.
    let section = Int(truncatingIfNeeded: list.inputs.identity.value)
    let environment = list.inputs.environment
    var headerEnvironment = environment
    var footerEnvironment = environment
    if environment.isInList {
      let grouped = environment.listStyle.resolved(for: environment.userInterfaceIdiom)
      headerEnvironment.font =
        grouped == .grouped || grouped == .insetGrouped || environment.userInterfaceIdiom == .mac
        ? .footnote : .headline
      footerEnvironment.font = .footnote
    }
    list.withIdentity(ViewIdentity.index(0)) { list in
      list.withEnvironment(headerEnvironment) { list in
        list.editEach(view.header) { mark($0, .header, section) }
      }
    }
    if view.isExpanded {
      list.withIdentity(ViewIdentity.index(1)) { list in
        list.editEach(view.content) { mark($0, .row, section) }
      }
    }
    list.withIdentity(ViewIdentity.index(2)) { list in
      list.withEnvironment(footerEnvironment) { list in
        list.editEach(view.footer) { mark($0, .footer, section) }
      }
    }
  }

  private static func mark(_ node: ViewNode, _ role: ListRowRole, _ section: Int) {
    node.traits.setValue(
      ListRowPlace(role: role, section: section), for: ObjectIdentifier(ListRowRoleKey.self))
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of rows.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header (the older form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// A section with a footer (the older form).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// A section with a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }

  /// A section with a title that can collapse (a sidebar's; SceneSim lays out its rows when
  /// `isExpanded` is true, and only its header otherwise).
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
  {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    self.isExpanded = isExpanded.wrappedValue
  }

  /// A section with a title that can collapse.
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(LocalizedStringKey(String(title)), isExpanded: isExpanded, content: content)
  }
}

/// A `Section`, whatever its views.
protocol _SectionView {}

extension EnvironmentValues {
  private struct IsInListKey: EnvironmentKey { static let defaultValue = false }
  /// Whether the views are rows of a `List` or a `Form`.
  var isInList: Bool {
    get { self[IsInListKey.self] }
    set { self[IsInListKey.self] = newValue }
  }
}
