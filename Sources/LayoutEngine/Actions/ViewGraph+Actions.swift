import Foundation

extension ViewGraph {
  /// Carries out `action` on the views as last laid out, as a user would, or says why it does
  /// nothing. The state it changes is laid out at the next `layout`.
  ///
  /// ```swift
  /// switch graph.perform(.select("pasta", in: nil)) {
  /// case .success: graph.layout(in: size)
  /// case .failure(let refusal): print(refusal)   // "pasta" is covered by a sheet
  /// }
  /// ```
  public func perform(_ action: ViewAction) -> Result<Void, ViewActionRefusal> {
    performingAction { carryOut(action) }
  }

  /// Runs an app's action on these views (a tap, a command routed to their controls): what it
  /// reads of the environment is no view's dependency (`GraphStore.ignoringEnvironmentReads`).
  package func performingAction<T>(_ action: () -> T) -> T {
    context.store.ignoringEnvironmentReads(action)
  }

  private func carryOut(_ action: ViewAction) -> Result<Void, ViewActionRefusal> {
    let shown = ShownViews(self)
    switch action {
    case .tap(let id):
      return shown.target(id).flatMap { node in
        guard let control = shown.control(at: node), control.kind != .divider else {
          return .failure(.notApplicable(id, needs: "a button, link, toggle or menu"))
        }
        guard control.isEnabled else { return .failure(.disabled(id)) }
        control.perform()
        return .success(())
      }
    case .select(let id, nil):
      return shown.target(id).flatMap { node in
        guard let (choice, option) = shown.row(at: node) else {
          return .failure(.notApplicable(id, needs: "a row or option to select"))
        }
        guard choice.isEnabled else { return .failure(.disabled(id)) }
        guard let tag = option.tag, choice.accepts(tag) else {
          return .failure(
            .notApplicable(id, needs: "a row or option tagged with a value of the selection's type"))
        }
        choice.choose(option)
        return .success(())
      }
    case .select(let title, let container?):
      return shown.target(container).flatMap { node in
        if let menu = shown.control(at: node), menu.kind == .menu, let items = menu.items {
          // A menu's item: its button or toggle, found by title (in a submenu too).
          guard menu.isEnabled else { return .failure(.disabled(container)) }
          guard let item = ShownViews.item(titled: title, in: items()) else {
            return .failure(.noOption(title, in: container))
          }
          guard item.isEnabled else { return .failure(.disabled(title)) }
          item.perform()
          return .success(())
        }
        guard let (choice, choiceNode) = shown.choice(at: node) else {
          return .failure(
            .notApplicable(container, needs: "a picker, tab view, menu or list with a selection"))
        }
        guard choice.isEnabled else { return .failure(.disabled(container)) }
        let options = ShownViews.options(of: choice, at: choiceNode)
        guard
          let option = options.first(where: { $0.title == title })
            ?? options.first(where: { $0.tag.map { "\($0.base)" } == title })
        else { return .failure(.noOption(title, in: container)) }
        guard let tag = option.tag, choice.accepts(tag) else {
          return .failure(.noOption(title, in: container))
        }
        choice.choose(option)
        return .success(())
      }
    case .type(let text, let id):
      return shown.target(id).flatMap { node in
        guard let input = shown.textInput(at: node) else {
          return .failure(.notApplicable(id, needs: "a text field"))
        }
        guard input.isEnabled else { return .failure(.disabled(id)) }
        input.text.wrappedValue += text
        return .success(())
      }
    case .back:
      // The innermost back button a user can reach (a sheet's own stack before the one it covers).
      let buttons = shown.backButtons
      guard let last = buttons.last else { return .failure(.nothingToGoBack) }
      guard let back = buttons.last(where: { shown.cover(of: $0.node) == nil }) else {
        return .failure(.covered("Back", by: shown.cover(of: last.node) ?? "presentation"))
      }
      back.control.perform()
      return .success(())
    case .dismiss:
      guard let top = shown.presentations.last, let dismiss = top.dismiss else {
        return .failure(.nothingPresented)
      }
      // A cover and an alert close only through their own buttons.
      guard top.isUserDismissible else {
        return .failure(.notApplicable(top.kind.rawValue, needs: "a presentation a user can dismiss"))
      }
      dismiss.perform()
      return .success(())
    case .scroll(let id, let row):
      return shown.target(id).flatMap { node in
        guard let scroll = shown.scrollView(at: node), let content = scroll.children.first else {
          return .failure(.notApplicable(id, needs: "a scroll view"))
        }
        guard let target = shown.first(row, under: scroll) else {
          return .failure(.absent(row))
        }
        // The offset that puts the row's leading edge at the content's visible start.
        // Right to left, offsets count from the leading (right) edge.
        let x =
          scroll.isRightToLeft
          ? content.frame.maxX - target.frame.maxX : target.frame.minX - content.frame.minX
        let offset = CGPoint(
          x: scroll.axes.contains(.horizontal) ? x : 0,
          y: scroll.axes.contains(.vertical) ? target.frame.minY - content.frame.minY : 0)
        scroll.requestedOffset = offset
        invalidatePlacement()
        return .success(())
      }
    }
  }

  /// The actions the views offer now, in tree order: a tap for each enabled control named by an
  /// id, a type into each field so named, a select for each row so named and for each option a
  /// picker or tab view so named has not selected, `back` when a stack shows a back button a user
  /// can reach, `dismiss` when a presentation a user can dismiss is on top. Each would be carried
  /// out if performed now (none would be refused).
  public var offeredActions: [ViewAction] {
    // Views that hold no control, text field, choice (each marks `controls`) or presentation
    // offer nothing: they are not walked.
    guard !root.contents.isDisjoint(with: [.controls, .presentations]) else { return [] }
    let shown = ShownViews(self)
    var actions: [ViewAction] = []
    // A window that shows no control, text field or choice offers none of the actions on views
    // (each look-up below would find nothing) and no back button: at most a dismiss.
    if shown.showsControls || shown.showsTextInputs || shown.showsChoices {
      actions = actionsOnViews(shown)
      let backs = shown.backButtons
      if backs.contains(where: { shown.cover(of: $0.node) == nil }) { actions.append(.back) }
    }
    if let top = shown.presentations.last, top.dismiss != nil, top.isUserDismissible {
      actions.append(.dismiss)
    }
    return actions
  }

  /// The taps, typing and selections the named views shown offer, in tree order.
  private func actionsOnViews(_ shown: ShownViews) -> [ViewAction] {
    var actions: [ViewAction] = []
    var named = SeenIDs()
    for node in shown.nodes {
      // The outermost view with the id is the one an action on it finds. An id given as a
      // string is read as it was given; one of another type, by a cast.
      guard let extras = node.extras, let id = extras.idText ?? (extras.id?.base as? String),
        named.insert(id)
      else { continue }
      var offered: [ViewAction] = []
      if let control = shown.control(at: node), control.kind != .divider, control.isEnabled,
        !control.navigatesBack
      {
        offered.append(.tap(id))
      } else if let input = shown.textInput(at: node), input.isEnabled {
        offered.append(.type("a", into: id))
      } else if let (choice, option) = shown.row(at: node), choice.isEnabled, let tag = option.tag,
        choice.accepts(tag)
      {
        offered.append(.select(id, in: nil))
      } else if let (choice, holder) = shown.choice(at: node), choice.isEnabled, choice.options != nil {
        // A picker's or tab view's other options, by title (else by tag).
        let selected = choice.selected()
        for option in ShownViews.options(of: choice, at: holder) where option.tag != selected {
          guard let tag = option.tag, choice.accepts(tag) else { continue }
          offered.append(.select(option.title.isEmpty ? "\(tag.base)" : option.title, in: id))
        }
      }
      // Offered when a user can reach the view (asked only of a view that offers something).
      guard !offered.isEmpty, case .success = shown.reach(node, id) else { continue }
      actions += offered
    }
    return actions
  }

  /// The ids seen so far: compared one by one while they are few (a window's usual ids: hashing
  /// each costs more than comparing a few), in a set past that.
  private struct SeenIDs {
    private var few: [String] = []
    private var many: Set<String> = []
    static let fewest = 32

    /// Adds `id`; false when it was seen before.
    mutating func insert(_ id: String) -> Bool {
      if many.isEmpty {
        if few.contains(id) { return false }
        if few.count < SeenIDs.fewest {
          few.append(id)
          return true
        }
        many = Set(few)
      }
      return many.insert(id).inserted
    }
  }

  /// The path of each navigation stack shown, in tree order: its screens' titles, root first.
  public var navigationPaths: [[String]] { ShownViews(self).navigationPaths }

  /// The kinds of the presentations shown (`sheet`, `alert`...), bottom to top.
  public var presentedKinds: [String] { ShownViews(self).presentations.map(\.kind.rawValue) }

  /// Whether the view named `id` is shown inside the presentation on top.
  public func isPresented(_ id: String) -> Bool { ShownViews(self).isPresented(id) }

  /// The value of the control named `id`, as a script compares it: a toggle's `on` or `off`, a
  /// field's text, the title of the option a picker, tab view or list has selected (its tag,
  /// without a title; `none` when nothing is). Nil when no view shown has the id or it has no
  /// value.
  public func value(of id: String) -> String? { ShownViews(self).value(of: id) }

  /// Whether the row, tab or option named `id` is its list's, tab view's or picker's selection.
  public func isSelected(_ id: String) -> Bool { ShownViews(self).isSelected(id) }

  /// The navigation paths and the kinds presented, from one walk of the shown views.
  package var navigationState: (paths: [[String]], presented: [String]) {
    let shown = ShownViews(self)
    return (shown.navigationPaths, shown.presentations.map(\.kind.rawValue))
  }

  /// What the views say of the view named `id`, from one walk of the shown views.
  package func interaction(_ id: String) -> (isPresented: Bool, value: String?, isSelected: Bool) {
    let shown = ShownViews(self)
    return (shown.isPresented(id), shown.value(of: id), shown.isSelected(id))
  }
}

extension ShownViews {
  /// The path of each navigation stack shown, in tree order.
  var navigationPaths: [[String]] {
    var paths: [[String]] = []
    var seen = Set<ObjectIdentifier>()
    for node in nodes {
      if let model = node.extras?.navigation, seen.insert(ObjectIdentifier(model)).inserted {
        paths.append(model.path)
      }
    }
    return paths
  }

  /// Whether the view named `id` is in the presentation on top.
  func isPresented(_ id: String) -> Bool {
    guard let top = presentations.last else { return false }
    return first(id, under: top) != nil
  }

  /// The value of the control named `id` (see `ViewGraph.value(of:)`).
  func value(of id: String) -> String? {
    guard let node = first(id) else { return nil }
    func hasValue(_ node: ViewNode) -> Bool {
      guard let extras = node.extras else { return false }
      return extras.control?.isOn != nil || extras.textInput != nil || extras.choice != nil
    }
    guard let holder = named(node, where: hasValue), let extras = holder.extras else { return nil }
    if let isOn = extras.control?.isOn { return isOn() ? "on" : "off" }
    if let input = extras.textInput { return input.text.wrappedValue }
    guard let choice = extras.choice else { return nil }
    guard let selected = choice.selected() else { return "none" }
    let option = ShownViews.options(of: choice, at: holder).first { $0.tag == selected }
    return option.map { $0.title.isEmpty ? "\(selected.base)" : $0.title } ?? "\(selected.base)"
  }

  /// Whether the row, tab or option named `id` is selected.
  func isSelected(_ id: String) -> Bool {
    guard let node = first(id), let (choice, option) = row(at: node) else { return false }
    return option.tag != nil && choice.selected() == option.tag
  }
}

/// The nodes a window shows, as actions find them.
struct ShownViews {
  /// Every shown node, in tree order.
  let nodes: [ViewNode]
  /// The presentations shown, bottom to top.
  let presentations: [PresentationNode]
  let window: CGRect
  /// Whether a shown node carries a control, a text field, a choice: the look-ups below find
  /// none in a window that shows none (they look only at shown nodes, around the one given).
  let showsControls: Bool
  let showsTextInputs: Bool
  let showsChoices: Bool

  init(_ graph: ViewGraph) {
    var nodes: [ViewNode] = []
    // Room for the nodes alive (every shown node is), up to a bound: a long lazy list shows few.
    nodes.reserveCapacity(Swift.min(graph.context.liveNodes, 4_096))
    var presentations: [PresentationNode] = []
    // The tree holds the nodes while the walk reads them (no reference counting for the
    // pending ones).
    var pending = ViewGraph.walkStack(Unmanaged.passUnretained(graph.root), room: graph.context.liveNodes)
    var (controls, textInputs, choices) = (false, false, false)
    while let next = pending.popLast() {
      let node = next.takeUnretainedValue()
      nodes.append(node)
      if let presentation = node as? PresentationNode { presentations.append(presentation) }
      if let extras = node.extras {
        if extras.control != nil { controls = true }
        if extras.textInput != nil { textInputs = true }
        if extras.choice != nil { choices = true }
      }
      // The children shown, last first (so that the first is taken next), by index (a reversed
      // slice is appended through the library's generic algorithm).
      let shown = node.displayedRange
      node.children.withUnsafeBufferPointer { children in
        var index = shown.upperBound
        while index > shown.lowerBound {
          index -= 1
          pending.append(.passUnretained(children[index]))
        }
      }
    }
    self.nodes = nodes
    self.presentations = presentations
    window = graph.context.windowFrame
    (showsControls, showsTextInputs, showsChoices) = (controls, textInputs, choices)
  }

  /// The outermost shown node named `id`.
  func first(_ id: String) -> ViewNode? {
    let key = AnyHashable(id)
    return nodes.first { $0.extras?.id == key }
  }

  /// The outermost node named `id` below `ancestor`.
  func first(_ id: String, under ancestor: ViewNode) -> ViewNode? {
    let key = AnyHashable(id)
    return nodes.first { $0.extras?.id == key && $0.descends(from: ancestor) }
  }

  /// The node named `id`, if a user could reach it: shown, with a size, in the window, and not
  /// under a presentation it is not in.
  func target(_ id: String) -> Result<ViewNode, ViewActionRefusal> {
    guard let node = first(id) else { return .failure(.absent(id)) }
    return reach(node, id)
  }

  /// `node` (named `id`), if a user could reach it: with a size, in the window and in the
  /// visible part of every scroll view around it, and not under a presentation it is not in.
  func reach(_ node: ViewNode, _ id: String) -> Result<ViewNode, ViewActionRefusal> {
    let frame = node.frame
    guard frame.width > 0, frame.height > 0, window.isEmpty || frame.intersects(window) else {
      return .failure(.hidden(id))
    }
    var clipped = false
    node.forEachAncestor { ancestor in
      if let scroll = ancestor as? ScrollViewNode, !frame.intersects(scroll.visibleRect) { clipped = true }
      return !clipped && !(ancestor is PresentationNode)
    }
    if clipped { return .failure(.hidden(id)) }
    if let cover = cover(of: node) { return .failure(.covered(id, by: cover)) }
    return .success(node)
  }

  /// The kind of the presentation that covers `node`, if one is shown and `node` is not in it.
  func cover(of node: ViewNode) -> String? {
    guard let top = presentations.last, node !== top, !node.descends(from: top) else { return nil }
    return top.kind.rawValue
  }

  /// The view `node` names that `matches`: itself, the one it wraps (the id on a modifier
  /// around it), or the nearest around it (the id inside its label).
  func named(_ node: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
    if matches(node) { return node }
    return wrapped(by: node, where: matches) ?? nearestAbove(node, where: matches)
  }

  /// The control a tap on `node` presses.
  func control(at node: ViewNode) -> Control? {
    guard showsControls else { return nil }
    return named(node) { $0.extras?.control != nil }?.extras?.control
  }

  /// The text field typing into `node` types into.
  func textInput(at node: ViewNode) -> TextInput? {
    guard showsTextInputs else { return nil }
    return named(node) { $0.extras?.textInput != nil }?.extras?.textInput
  }

  /// The choice `node` makes or is in, and the node that carries it.
  func choice(at node: ViewNode) -> (Choice, ViewNode)? {
    guard showsChoices, let holder = named(node, where: { $0.extras?.choice != nil }),
      let choice = holder.extras?.choice
    else { return nil }
    return (choice, holder)
  }

  /// The choice `node` is a row or option of, and that option: the outermost tagged view, from
  /// `node` up to the nearest choice whose rows are selected by tapping them, whose tag is one of
  /// that choice's options (a list's: any row's). A presentation's views are rows of none below it.
  func row(at node: ViewNode) -> (Choice, Choice.Option)? {
    guard showsChoices else { return nil }
    var chain: [ViewNode] = [node]
    if !(node is PresentationNode) {
      node.forEachAncestor { ancestor in
        guard !(ancestor is PresentationNode) else { return false }
        chain.append(ancestor)
        return true
      }
    }
    for (index, holder) in chain.enumerated() {
      guard let choice = holder.extras?.choice, choice.selectsRows else { continue }
      for candidate in chain[0...index].reversed() {
        guard let tag = candidate.traits.value(TagKey.self) else { continue }
        // A list's own tag (a list inside another's row) is not one of its rows.
        if candidate === holder && choice.options == nil { continue }
        if let options = choice.options, !options.contains(where: { $0.tag == tag }) { continue }
        return (choice, Choice.Option(index: -1, tag: tag, title: candidate.firstText ?? ""))
      }
      return nil
    }
    return nil
  }

  /// The scroll view `node` is or holds.
  func scrollView(at node: ViewNode) -> ScrollViewNode? {
    if let scroll = node as? ScrollViewNode { return scroll }
    return wrapped(by: node, where: { $0 is ScrollViewNode }) as? ScrollViewNode
  }

  /// The shown back buttons, in tree order.
  var backButtons: [(node: ViewNode, control: Control)] {
    var found: [(ViewNode, Control)] = []
    var seen = Set<ObjectIdentifier>()
    for node in nodes {
      guard let control = node.extras?.control, control.navigatesBack,
        seen.insert(ObjectIdentifier(control)).inserted
      else { continue }
      found.append((node, control))
    }
    return found
  }

  /// The nearest node above `node` that `matches`.
  func nearestAbove(_ node: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
    var found: ViewNode?
    node.forEachAncestor { ancestor in
      if matches(ancestor) { found = ancestor }
      return found == nil
    }
    return found
  }

  /// The node that matches below `node` through a chain of single children (the view that the
  /// modifiers `node` heads wrap), if any: an id on a container of several views names none of
  /// them.
  func wrapped(by node: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
    var current = node
    var steps = 0
    while current.displayedChildren.count == 1, steps < LayoutLimits.maximumDepth {
      current = current.displayedChildren.first!
      if matches(current) { return current }
      steps += 1
    }
    return nil
  }

  /// The item titled `title` among a menu's items, depth first through its submenus (the items
  /// are built when the menu is opened, as a menu's are).
  static func item(titled title: String, in items: [FoundControl], depth: Int = 0) -> Control? {
    for item in items {
      if item.title == title, item.control.kind != .menu, item.control.kind != .divider {
        return item.control
      }
      if item.control.kind == .menu, depth < 8, let more = item.control.items,
        let found = Self.item(titled: title, in: more(), depth: depth + 1)
      {
        return found
      }
    }
    return nil
  }

  /// A choice's options: those it knows, or the tagged rows below the node that carries it
  /// (a list's), outermost first.
  static func options(of choice: Choice, at node: ViewNode) -> [Choice.Option] {
    if let options = choice.options { return options }
    var options: [Choice.Option] = []
    var pending = Array(node.displayedChildren.reversed())
    while let next = pending.popLast() {
      if let tag = next.traits.value(TagKey.self) {
        options.append(Choice.Option(index: options.count, tag: tag, title: next.firstText ?? ""))
        continue
      }
      if next.extras?.choice != nil { continue }
      pending.append(contentsOf: next.displayedChildren.reversed())
    }
    return options
  }
}
