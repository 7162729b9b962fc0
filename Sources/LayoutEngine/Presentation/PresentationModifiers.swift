import Foundation

extension View {
  /// Presents a sheet while `isPresented` is true: on an iPhone (and in a compact width), from
  /// 10 points below the top of the safe area to the bottom of the window, or at the smallest of
  /// the detents its content asks for; on an iPad in a regular width, a 540 × 620 form sheet in
  /// the middle of the window. `dismiss` in the sheet sets `isPresented` to false.
  ///
  /// ```swift
  /// Button("New Recipe") { isAdding = true }
  ///   .sheet(isPresented: $isAdding) { RecipeEditor() }
  /// ```
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    _Presenting(
      content: self, kind: .sheet, isPresented: isPresented, onDismiss: onDismiss, presented: content)
  }

  /// Presents a sheet made from `item` while it is not nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _Presenting(
      content: self, kind: .sheet, isPresented: item.isPresent(), onDismiss: onDismiss,
      presented: { item.wrappedValue.map(content) })
  }

  /// Presents a view that covers the whole window while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    _Presenting(
      content: self, kind: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss,
      presented: content)
  }

  /// Presents a view that covers the whole window, made from `item` while it is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _Presenting(
      content: self, kind: .fullScreenCover, isPresented: item.isPresent(), onDismiss: onDismiss,
      presented: { item.wrappedValue.map(content) })
  }

  /// Presents a popover while `isPresented` is true: on an iPad in a regular width, 320 points
  /// wide and as high as its content, below this view; in a compact width, a sheet.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    _Presenting(content: self, kind: .popover, isPresented: isPresented, onDismiss: nil, presented: content)
  }

  /// Presents a popover made from `item` while it is not nil.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _Presenting(
      content: self, kind: .popover, isPresented: item.isPresent(), onDismiss: nil,
      presented: { item.wrappedValue.map(content) })
  }

  /// Presents an alert while `isPresented` is true: 270 points wide in the middle of the safe
  /// area, its title and message, then its actions (two side by side, more stacked, 44 points
  /// each; an OK button when there are none).
  ///
  /// ```swift
  /// .alert("Delete Recipe?", isPresented: $confirming) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// } message: { Text("This cannot be undone.") }
  /// ```
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let box = _AlertBox(title: Text(titleKey), message: message(), actions: actions())
    return _Presenting(
      content: self, kind: .alert, isPresented: isPresented, onDismiss: nil, presented: { box })
  }

  /// Presents an alert with actions while `isPresented` is true.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(titleKey, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// Presents an alert with a title and actions while `isPresented` is true.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(
      LocalizedStringKey(String(title)), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// Presents an alert with a title, actions and a message while `isPresented` is true.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(LocalizedStringKey(String(title)), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert about `data` while `isPresented` is true.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let box = data.map { _AlertBox(title: Text(titleKey), message: message($0), actions: actions($0)) }
    return _Presenting(
      content: self, kind: .alert, isPresented: isPresented, onDismiss: nil, presented: { box })
  }

  /// Presents an alert about `data` with actions while `isPresented` is true.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(
      titleKey, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
  }

  /// Presents an `Alert` while `isPresented` is true (the older form).
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return _Presenting(
      content: self, kind: .alert, isPresented: isPresented, onDismiss: nil, presented: { alert.view })
  }

  /// Presents the `Alert` made from `item` while it is not nil (the older form).
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    return _Presenting(
      content: self, kind: .alert, isPresented: item.isPresent(), onDismiss: nil, presented: { alert?.view })
  }

  /// Presents a confirmation dialog while `isPresented` is true: on an iPhone, an action sheet
  /// 8 points from the window's edges above the bottom of the safe area; on an iPad in a regular
  /// width, 270 points wide in the middle of the window.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let box = _AlertBox(
      title: titleVisibility == .hidden ? nil : Text(titleKey), message: message(), actions: actions(),
      stacks: true)
    return _Presenting(
      content: self, kind: .confirmationDialog, isPresented: isPresented, onDismiss: nil, presented: { box })
  }

  /// Presents a confirmation dialog with actions while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }

  /// Presents a confirmation dialog with a title and actions while `isPresented` is true.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      LocalizedStringKey(String(title)), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions,
      message: { EmptyView() })
  }

  /// Presents an `ActionSheet` while `isPresented` is true (the older form).
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return _Presenting(
      content: self, kind: .confirmationDialog, isPresented: isPresented, onDismiss: nil,
      presented: { sheet.view })
  }

  /// Shows an inspector beside this view while `isPresented` is true: in a regular width, a
  /// trailing column of its ideal width (`inspectorColumnWidth`; SceneSim's model: 320 points when
  /// none is given) that the view gives up; in a compact width, a sheet.
  ///
  /// ```swift
  /// RecipeDetail().inspector(isPresented: $showsInfo) { RecipeInfo() }
  /// ```
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
    _Inspector(content: self, inspector: content(), isPresented: isPresented)
  }

  /// Sets the width of the inspector this view is the content of.
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    layoutValue(key: InspectorWidthKey.self, value: ideal)
  }

  /// Sets the width of the inspector this view is the content of.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    layoutValue(key: InspectorWidthKey.self, value: width)
  }
}

extension Binding {
  /// Whether an optional item is there; setting false clears it.
  fileprivate func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    let getter = getter
    let setter = setter
    return Binding<Bool>(get: { getter() != nil }, set: { if !$0 { setter(nil) } })
  }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// The modifier of a presentation: its presenter, and the presented view under it while the
/// binding says so, with `dismiss` and `isPresented` set for it.
struct _Presenting<Content: View, Presented: View>: View {
  let content: Content
  let kind: PresentationKind
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let presented: () -> Presented
  @State private var dismiss = DismissAction.Handler {}

  var body: some View {
    let binding = isPresented
    let onDismiss = onDismiss
    dismiss.perform = {
      binding.wrappedValue = false
      onDismiss?()
    }
    return content.overlay {
      if binding.wrappedValue {
        _Presented(
          kind: kind, dismiss: dismiss,
          content: _EnvironmentEditor(content: presented(), edit: _PresentedEnvironment(dismiss: dismiss)))
      }
    }
  }
}

/// What presented content is given, written in one edit: the action that dismisses it, and that
/// it is presented.
struct _PresentedEnvironment: _EnvironmentEdit {
  let dismiss: DismissAction.Handler

  func apply(to environment: inout EnvironmentValues) {
    environment.dismiss = DismissAction(handler: dismiss)
    environment.isPresented = true
  }

  static var onlyWrites: Bool { true }
}
