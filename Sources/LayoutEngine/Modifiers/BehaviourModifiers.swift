import Foundation

// Modifiers that add behaviour a user triggers on a device (menus, swipes, pull to refresh,
// submitting text, hover help, keyboards): SceneSim keeps their names and signatures so that
// SwiftUI code compiles, and lays the view out as if they were not there. Their actions run
// only where a scenario can trigger them (buttons, toggles, menus, key presses).

extension View {
  /// Starts `action` when the view appears. SceneSim's model: the task is accepted and not run
  /// (a simulation on virtual time cannot wait for real asynchronous work and stay
  /// deterministic); put what a layout test needs in the view's state instead.
  ///
  /// ```swift
  /// List(items) { Text($0.name) }.task { await load() }
  /// ```
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
    -> some View
  { _LayoutNeutral(content: self) }

  /// Starts `action` when the view appears and again when `id` changes (accepted and not run,
  /// as `task(priority:_:)`).
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View { _LayoutNeutral(content: self) }

  /// Adds a context menu (no effect on layout).
  ///
  /// ```swift
  /// Text(note.title).contextMenu { Button("Delete", role: .destructive) { delete(note) } }
  /// ```
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Adds a context menu with a preview (no effect on layout).
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
    -> some View
  { _LayoutNeutral(content: self) }

  /// Adds swipe actions to a list row (no effect on layout).
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View { _LayoutNeutral(content: self) }

  /// Adds pull to refresh (no effect on layout; the action is not run).
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Runs `action` when the user submits text in the view (no effect on layout).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Sets the label of the keyboard's return key (no effect on layout).
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _LayoutNeutral(content: self) }

  /// Sets the help text a pointer shows (no effect on layout).
  public func help(_ text: String) -> some View { _LayoutNeutral(content: self) }

  /// Sets the help text a pointer shows (no effect on layout).
  public func help(_ text: Text) -> some View { _LayoutNeutral(content: self) }

  /// Sets the keyboard of text fields in the view (no effect on layout).
  public func keyboardType(_ type: UIKeyboardType) -> some View { _LayoutNeutral(content: self) }

  /// Sets how text fields capitalize (no effect on layout).
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Turns autocorrection off (no effect on layout).
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _LayoutNeutral(content: self) }

  /// Turns autocorrection off (the older name; no effect on layout).
  public func disableAutocorrection(_ disable: Bool?) -> some View { _LayoutNeutral(content: self) }

  /// Sets what kind of text a field holds (no effect on layout).
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Keeps a sheet from being swiped away (no effect on layout).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Lets text be selected (no effect on layout).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Sets when scroll indicators show (no effect on layout).
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  { _LayoutNeutral(content: self) }

  /// Turns scrolling off (no effect on layout).
  public func scrollDisabled(_ disabled: Bool) -> some View { _LayoutNeutral(content: self) }

  /// Sets how scrolling dismisses the keyboard (no effect on layout).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Hides or shows the system background of a scrollable view (no effect on layout).
  public func scrollContentBackground(_ visibility: Visibility) -> some View { _LayoutNeutral(content: self) }

  /// Adds a badge to a list row or a tab item (no effect on layout).
  public func badge(_ count: Int) -> some View { _LayoutNeutral(content: self) }

  /// Adds a badge to a list row or a tab item (no effect on layout).
  public func badge(_ label: Text?) -> some View { _LayoutNeutral(content: self) }

  /// Adds a badge to a list row or a tab item (no effect on layout).
  public func badge<S: StringProtocol>(_ label: S?) -> some View { _LayoutNeutral(content: self) }

  /// Shows a hover effect (no effect on layout).
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Runs `action` when the view is deleted from a list (no effect on layout).
  public func deleteDisabled(_ isDisabled: Bool) -> some View { _LayoutNeutral(content: self) }

  /// Whether the view can be moved in a list (no effect on layout).
  public func moveDisabled(_ isDisabled: Bool) -> some View { _LayoutNeutral(content: self) }

  /// Sets how the sensory feedback plays (no effect on layout).
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    _LayoutNeutral(content: self)
  }
}

/// What submits text.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// The keyboards of iOS (UIKit's `UIKeyboardType`, which `import SwiftUI` brings on iOS).
public enum UIKeyboardType: Int, Sendable, CaseIterable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What kind of text a field holds (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
}

/// How text fields capitalize.
public struct TextInputAutocapitalization: Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// Whether text can be selected.
public protocol TextSelectability {}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// When scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Whether something shows.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// A hover effect.
public struct HoverEffect: Sendable {
  let name: String
  public static let automatic = HoverEffect(name: "automatic")
  public static let highlight = HoverEffect(name: "highlight")
  public static let lift = HoverEffect(name: "lift")
}

/// Feedback a device plays.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// An impact.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
  /// An impact's weight.
  public struct Weight: Hashable, Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }
}
