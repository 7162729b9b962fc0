import Foundation

/// An alert's or a confirmation dialog's content: its title and message, padded, then its
/// actions, 44 points each (two side by side in an alert, stacked otherwise; an OK button when
/// there are none). SceneSim's model of the padding (16 across, 19 down) and the spacing.
struct _AlertBox<Message: View, Actions: View>: View {
  let title: Text?
  let message: Message
  let actions: Actions
  var stacks = false

  var body: some View {
    VStack(spacing: 0) {
      VStack(spacing: 2) {
        title.font(.headline)
        message.font(.footnote)
      }
      .multilineTextAlignment(.center)
      .padding(.horizontal, 16)
      .padding(.vertical, 19)
      _AlertActionsLayout(stacks: stacks) {
        actions
      }
    }
  }
}

/// An alert's buttons: 44 points high each, two side by side unless told to stack.
struct _AlertActionsLayout: Layout {
  let stacks: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let count = Swift.max(subviews.count, 1)
    let width = proposal.width ?? 270
    let rows = !stacks && count == 2 ? 1 : count
    return CGSize(width: width, height: CGFloat(rows) * 44)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let sideBySide = !stacks && subviews.count == 2
    for (index, subview) in subviews.enumerated() {
      let cell =
        sideBySide
        ? CGRect(
          x: bounds.minX + CGFloat(index) * bounds.width / 2, y: bounds.minY, width: bounds.width / 2,
          height: 44)
        : CGRect(x: bounds.minX, y: bounds.minY + CGFloat(index) * 44, width: bounds.width, height: 44)
      subview.place(
        at: CGPoint(x: cell.midX, y: cell.midY), anchor: .center, proposal: ProposedViewSize(cell.size))
    }
  }
}

/// An alert of the older API: a title, a message and one or two buttons.
///
/// ```swift
/// .alert(isPresented: $failed) { Alert(title: Text("Could Not Save"), dismissButton: .default(Text("OK"))) }
/// ```
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (OK when none).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert.
  public struct Button {
    let label: Text
    let action: (() -> Void)?
    /// A default button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, action: action)
    }
    /// A cancel button titled Cancel.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), action: action)
    }
    /// A cancel button.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, action: action)
    }
    /// A destructive button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, action: action)
    }
  }

  var view: some View {
    _AlertBox(
      title: title, message: message,
      actions: ForEach(buttons.indices, id: \.self) { index in
        let button = buttons[index]
        LayoutEngine.Button(action: { button.action?() }, label: { button.label })
      })
  }
}

/// An action sheet of the older API: a title, a message and buttons, stacked.
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  /// An action sheet of `buttons`.
  public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  var view: some View {
    _AlertBox(
      title: title, message: message,
      actions: ForEach(buttons.indices, id: \.self) { index in
        let button = buttons[index]
        LayoutEngine.Button(action: { button.action?() }, label: { button.label })
      }, stacks: true)
  }
}

/// The width an inspector's content asks for (`inspectorColumnWidth`).
struct InspectorWidthKey: LayoutValueKey {
  static let defaultValue: CGFloat? = nil
}

/// A view with an inspector: a trailing column in a regular width, a sheet in a compact one.
struct _Inspector<Content: View, Inspector: View>: View {
  let content: Content
  let inspector: Inspector
  let isPresented: Binding<Bool>
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.userInterfaceIdiom) private var idiom

  var body: some View {
    let regular = sizeClass == .regular || idiom == .mac
    let inspector = inspector
    if regular {
      _InspectorLayout(isPresented: isPresented.wrappedValue) {
        content
        if isPresented.wrappedValue { inspector }
      }
    } else {
      content.sheet(isPresented: isPresented) { inspector }
    }
  }
}

/// The content, and the inspector's column at the trailing edge (320 points unless it asks for
/// another width; SceneSim's model).
struct _InspectorLayout: Layout {
  let isPresented: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let first = subviews.first else { return .zero }
    guard subviews.count > 1, let width = proposal.width else { return first.sizeThatFits(proposal) }
    let column = columnWidth(subviews[1], within: width)
    let size = first.sizeThatFits(ProposedViewSize(width: width - column, height: proposal.height))
    return CGSize(width: width, height: proposal.height ?? size.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let first = subviews.first else { return }
    let column = subviews.count > 1 ? columnWidth(subviews[1], within: bounds.width) : 0
    first.place(
      at: bounds.origin, anchor: .topLeading,
      proposal: ProposedViewSize(width: bounds.width - column, height: bounds.height))
    if subviews.count > 1 {
      subviews[1].place(
        at: CGPoint(x: bounds.maxX - column, y: bounds.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: column, height: bounds.height))
    }
  }

  private func columnWidth(_ inspector: LayoutSubview, within width: CGFloat) -> CGFloat {
    Swift.min(inspector[InspectorWidthKey.self] ?? 320, width)
  }
}
