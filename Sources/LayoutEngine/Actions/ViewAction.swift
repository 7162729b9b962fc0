import Foundation

/// What a user does inside a window: tap a button, a link or a toggle; select a row, a tab or a
/// picker's option; type into a field; go back; dismiss what is presented; scroll a view to a
/// row. Views are named by `.id(_:)` or `.accessibilityIdentifier(_:)`.
///
/// ```swift
/// let graph = ViewGraph(RecipeList())
/// graph.layout(in: CGSize(width: 1024, height: 768))
/// try graph.perform(.tap("add")).get()
/// graph.layout(in: CGSize(width: 1024, height: 768))
/// ```
public enum ViewAction: Hashable, Sendable, CustomStringConvertible {
  /// Presses the button, link, toggle or menu named `id` (or the one inside it, or around it).
  case tap(String)
  /// Selects the row or option named `id` (a list row with selection, a sidebar item, a shown
  /// picker option), or, with `container`, the option or tab titled (or tagged) `id` of the
  /// picker, tab view or list named `container`, or the item titled `id` of the menu named
  /// `container` (its button or toggle is pressed).
  case select(String, in: String?)
  /// Types `text` at the end of the text field named `id`.
  case type(String, into: String)
  /// Pops the innermost navigation stack shown (its back button).
  case back
  /// Dismisses the presentation on top (a sheet, cover, popover, alert or dialog).
  case dismiss
  /// Scrolls the scroll view named `id` so that the view named `row` is at its top (leading
  /// edge, for a horizontal one).
  case scroll(String, to: String)

  /// The step as a script writes it.
  public var description: String {
    switch self {
    case .tap(let id): "tap \(Self.quoted(id))"
    case .select(let id, let container?): "select \(Self.quoted(id)) in \(Self.quoted(container))"
    case .select(let id, nil): "select \(Self.quoted(id))"
    case .type(let text, let id): "type \(Self.quoted(text)) into \(Self.quoted(id))"
    case .back: "back"
    case .dismiss: "dismiss"
    case .scroll(let id, let row): "scroll \(Self.quoted(id)) to \(Self.quoted(row))"
    }
  }

  /// `text` in double quotes, with quotes and backslashes escaped as scripts read them.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }
}

/// Why an action did nothing, as a real tap on that view would do nothing.
public enum ViewActionRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// No view shown has the id.
  case absent(String)
  /// The view has no size, or is outside the window (scrolled away).
  case hidden(String)
  /// The view is disabled (`.disabled(true)`).
  case disabled(String)
  /// A presentation (named by its kind) covers the window, and the view is not in it.
  case covered(String, by: String)
  /// The view is not something the action applies to (what it needs is named).
  case notApplicable(String, needs: String)
  /// The picker, tab view or list has no option with that title or tag.
  case noOption(String, in: String)
  /// No navigation stack shown has a screen to go back from.
  case nothingToGoBack
  /// Nothing is presented.
  case nothingPresented

  public var description: String {
    switch self {
    case .absent(let id): "no view shown has the id \(ViewAction.quoted(id))"
    case .hidden(let id): "\(ViewAction.quoted(id)) is not in view (no size, or outside the window)"
    case .disabled(let id): "\(ViewAction.quoted(id)) is disabled"
    case .covered(let id, let kind): "\(ViewAction.quoted(id)) is covered by a \(kind)"
    case .notApplicable(let id, let needs): "\(ViewAction.quoted(id)) is not \(needs)"
    case .noOption(let option, let container):
      "\(ViewAction.quoted(container)) has no option \(ViewAction.quoted(option))"
    case .nothingToGoBack: "no navigation stack shown has a screen to go back from"
    case .nothingPresented: "nothing is presented"
    }
  }
}
