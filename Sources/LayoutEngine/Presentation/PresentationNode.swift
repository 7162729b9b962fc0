import Foundation

/// The kinds of presentation, and where each is laid out in its window.
///
/// Sources: Apple documents a medium detent as "approximately half the height of the screen" and
/// a large one as the full height, and a popover's width as 320 to 600 points (320 by default);
/// an iPad's form sheet of 540 × 620 points, an iPhone's large sheet 10 points below the top of
/// the safe area, an alert 270 points wide and an iPhone's action sheet 16 points narrower than
/// its window are third-party measurements (Flutter's Cupertino library, from iOS simulators).
/// A Mac's sheets at their content's size and 260-point alerts are SceneSim's model.
enum PresentationKind: String {
  case sheet, fullScreenCover, popover, alert, confirmationDialog
}

/// A presented view: laid out in its window (not in its presenter, under which it sits in the
/// tree), in the place its kind, the device and the window's width give it.
final class PresentationNode: ViewNode {
  let kind: PresentationKind
  let idiom: UserInterfaceIdiom
  let isRegularWidth: Bool
  /// What `dismiss` does to it: sets its presenter's binding to false.
  let dismiss: DismissAction.Handler?

  init(
    kind: PresentationKind, idiom: UserInterfaceIdiom, isRegularWidth: Bool, child: ViewNode,
    context: GraphContext, dismiss: DismissAction.Handler? = nil
  ) {
    self.dismiss = dismiss
    self.kind = kind
    self.idiom = idiom
    self.isRegularWidth = isRegularWidth
    super.init(context: context, children: [child])
    contents.insert(.presentations)
  }

  var child: ViewNode { children[0] }

  /// Whether a user can dismiss it without its own buttons (a swipe, a tap outside): not a
  /// full-screen cover or an alert.
  var isUserDismissible: Bool { kind != .fullScreenCover && kind != .alert }

  /// A presentation takes no room beside its presenter.
  override func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }

  /// Its content is in the window's safe-area chain: a sheet that reaches the bottom of an
  /// iPhone's screen keeps the home indicator's band.
  override func safeAreaLink(forChild child: ViewNode) -> Unmanaged<SafeAreaLink>? {
    context.rootSafeArea.map { Unmanaged.passUnretained($0) }
  }

  override func placeChildren(proposal: ProposedViewSize) {
    let window = context.windowFrame
    let safe = context.rootSafeArea?.insets ?? EdgeInsets()
    let rect = presentedRect(window: window, safe: safe)
    // The content goes in the safe part of its rectangle, as the root's does; what ignores the
    // safe area grows into the window's bands the rectangle touches.
    let safeRect = CGRect(
      x: window.minX + safe.leading, y: window.minY + safe.top,
      width: window.width - safe.leading - safe.trailing,
      height: window.height - safe.top - safe.bottom)
    var content = rect.intersection(safeRect)
    if content.isNull { content = CGRect(origin: rect.origin, size: .zero) }
    child.place(in: content, proposal: ProposedViewSize(content.size))
  }

  /// The rectangle the presented view takes in `window`, whose safe-area insets are `safe`.
  func presentedRect(window: CGRect, safe: EdgeInsets) -> CGRect {
    let compact = idiom == .phone || !isRegularWidth
    func fitted(width: CGFloat) -> CGSize {
      let size = child.sizeThatFits(ProposedViewSize(width: width, height: nil))
      return CGSize(width: width, height: Swift.min(size.height, window.height - safe.top - safe.bottom))
    }
    switch kind {
    case .fullScreenCover:
      return window
    case .sheet where compact, .popover where compact:
      let top = window.minY + safe.top + 10
      var height = window.maxY - top
      if let detent = smallestDetent(windowHeight: window.height, sheetHeight: height) { height = detent }
      return CGRect(x: window.minX, y: window.maxY - height, width: window.width, height: height)
    case .sheet:
      if idiom == .mac {
        let size = child.sizeThatFits(.unspecified)
        let width = Swift.min(size.width, window.width)
        let height = Swift.min(size.height, window.height - safe.top)
        return CGRect(x: window.midX - width / 2, y: window.minY + safe.top, width: width, height: height)
      }
      let width = Swift.min(540, window.width - 40)
      let height = Swift.min(620, window.height - safe.top - safe.bottom - 40)
      return CGRect(x: window.midX - width / 2, y: window.midY - height / 2, width: width, height: height)
    case .popover:
      let size = fitted(width: Swift.min(320, window.width))
      let anchor = parent?.frame ?? window
      let x = Swift.min(Swift.max(anchor.midX - size.width / 2, window.minX), window.maxX - size.width)
      let y = Swift.min(anchor.maxY + 13, window.maxY - safe.bottom - size.height)
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    case .alert:
      let size = fitted(width: idiom == .mac ? 260 : 270)
      let safeMidY = window.minY + safe.top + (window.height - safe.top - safe.bottom) / 2
      return CGRect(
        x: window.midX - size.width / 2, y: safeMidY - size.height / 2, width: size.width, height: size.height
      )
    case .confirmationDialog:
      if compact {
        let size = fitted(width: window.width - 16)
        return CGRect(
          x: window.minX + 8, y: window.maxY - safe.bottom - 8 - size.height, width: size.width,
          height: size.height)
      }
      let size = fitted(width: 270)
      return CGRect(
        x: window.midX - size.width / 2, y: window.midY - size.height / 2, width: size.width,
        height: size.height)
    }
  }

  /// The height of the smallest detent the sheet's content asks for (nil: none, the large one).
  func smallestDetent(windowHeight: CGFloat, sheetHeight: CGFloat) -> CGFloat? {
    guard let detents = PreferenceReduction.value(of: PresentationDetentsKey.self, in: child),
      !detents.isEmpty
    else { return nil }
    return detents.map { $0.height(windowHeight: windowHeight, sheetHeight: sheetHeight) }.min()
  }

  override var kindName: String { kind.rawValue }
}

/// A presented view, built under its presenter and laid out by a `PresentationNode`.
struct _Presented<Content: View>: View {
  typealias Body = Never
  let kind: PresentationKind
  var dismiss: DismissAction.Handler? = nil
  let content: Content

  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let environment = list.inputs.environment
    let start = list.nodes.count
    Content._makeNodes(view.content, into: &list)
    let built = ContiguousArray(list.nodes[start...])
    list.nodes.removeSubrange(start...)
    guard !built.isEmpty else { return }
    let child = ViewNode.single(built, name: "VStack", context: list.context)
    list.append(
      PresentationNode(
        kind: view.kind, idiom: environment.userInterfaceIdiom,
        isRegularWidth: environment.horizontalSizeClass == .regular || environment.userInterfaceIdiom == .mac,
        child: child, context: list.context, dismiss: view.dismiss))
  }
}
