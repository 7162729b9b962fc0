import Foundation
import LayoutEngine

/// Menu commands an app adds to its menu bar, as in SwiftUI; `@FocusedValue` properties read
/// what the key window's scene publishes.
///
/// ```swift
/// struct MessageCommands: Commands {
///   @FocusedValue(\.selectedMessage) var selection
///   var body: some Commands {
///     CommandMenu("Message") {
///       Button("Archive") { selection?.wrappedValue = nil }
///         .keyboardShortcut("e", modifiers: [.command, .shift])
///         .disabled(selection == nil)
///     }
///   }
/// }
/// ```
public protocol Commands {
  /// The type of the commands these are made of.
  associatedtype Body: Commands
  /// The commands these are made of.
  @CommandsBuilder var body: Body { get }
  /// Adds the commands' contributions to `list` (primitive commands; the others add their body's).
  static func _resolve(_ commands: Self, into list: inout _CommandList)
}

extension Commands {
  public static func _resolve(_ commands: Self, into list: inout _CommandList) {
    ViewGraph.bindProperties(of: commands, list.environment, focused: list.focused)
    Body._resolve(commands.body, into: &list)
  }
}

extension Commands where Body == Never {
  public var body: Never { preconditionFailure("\(Self.self) are primitive commands and have no body") }
}

extension Never: Commands {
  public static func _resolve(_ commands: Never, into list: inout _CommandList) {}
}

/// What commands add to the menu bar, resolved with the key window's focused values.
public struct _CommandList {
  /// The key window's focused values (none without a key window).
  let focused: FocusedValues
  /// The environment commands see (the app's: `openWindow`...).
  let environment: EnvironmentValues
  /// The contributions, in declaration order.
  var contributions: [Contribution] = []

  /// One menu or one group of items.
  enum Contribution {
    case menu(String, [MenuBar.Item])
    case group(CommandGroupPlacement, Position, [MenuBar.Item])
  }

  /// Where a group goes relative to a standard group.
  enum Position: Sendable { case before, after, replacing }
}

/// Builds commands from a list of them, as SwiftUI's `CommandsBuilder` does. Its methods are
/// inlinable, as SwiftUI's are: an app's body builds its commands in its own code.
@resultBuilder
public enum CommandsBuilder {
  @inlinable
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  @inlinable
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
  @inlinable
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<
    repeat each Content
  > {
    _TupleCommands(repeat each content)
  }
  @inlinable
  public static func buildOptional<Content: Commands>(_ content: Content?) -> _OptionalCommands<Content> {
    _OptionalCommands(content: content)
  }
  @inlinable
  public static func buildEither<First: Commands, Second: Commands>(
    first: First
  ) -> _TupleCommands<_OptionalCommands<First>, _OptionalCommands<Second>> {
    _TupleCommands(_OptionalCommands(content: first), _OptionalCommands(content: nil))
  }
  @inlinable
  public static func buildEither<First: Commands, Second: Commands>(
    second: Second
  ) -> _TupleCommands<_OptionalCommands<First>, _OptionalCommands<Second>> {
    _TupleCommands(_OptionalCommands(content: nil), _OptionalCommands(content: second))
  }
}

/// No commands.
public struct EmptyCommands: Commands {
  public typealias Body = Never
  /// Creates no commands.
  public init() {}
  public static func _resolve(_ commands: Self, into list: inout _CommandList) {}
}

/// Several commands, in declaration order.
public struct _TupleCommands<each Content: Commands>: Commands {
  public typealias Body = Never
  let content: (repeat each Content)
  @usableFromInline
  init(_ content: repeat each Content) { self.content = (repeat each content) }

  public static func _resolve(_ commands: Self, into list: inout _CommandList) {
    func add<C: Commands>(_ commands: C) { C._resolve(commands, into: &list) }
    repeat add(each commands.content)
  }
}

/// Commands declared under a condition.
public struct _OptionalCommands<Content: Commands>: Commands {
  public typealias Body = Never
  let content: Content?

  @usableFromInline
  init(content: Content?) { self.content = content }

  public static func _resolve(_ commands: Self, into list: inout _CommandList) {
    if let content = commands.content { Content._resolve(content, into: &list) }
  }
}

/// A menu of its own in the menu bar; menus go between View and Window, in declaration order.
///
/// ```swift
/// CommandMenu("Message") { Button("Reply") { reply() }.keyboardShortcut("r") }
/// ```
public struct CommandMenu<Content: View>: Commands {
  public typealias Body = Never
  let name: String
  let content: Content

  /// Creates a menu named `name` with the buttons, toggles and dividers of `content`.
  public init(_ name: String, @ViewBuilder content: () -> Content) {
    self.name = name
    self.content = content()
  }

  public static func _resolve(_ commands: Self, into list: inout _CommandList) {
    list.contributions.append(
      .menu(commands.name, MenuBar.items(of: commands.content, environment: list.environment)))
  }
}

/// SwiftUI's built-in commands for window sidebars. Apple's two pages differ: `SidebarCommands`
/// says "These commands are optional and can be explicitly requested", while
/// `CommandGroupPlacement.sidebar` says the group includes Show/Hide Sidebar "by default".
/// SceneSim follows the placement's page, which names the item: the View menu holds Show/Hide
/// Sidebar (⌃⌘S) whether or not an app asks for these commands, so asking adds no item. It is
/// accepted, so that an app written for SwiftUI compiles.
///
/// ```swift
/// WindowGroup { MailView() }.commands { SidebarCommands() }
/// ```
public struct SidebarCommands: Commands {
  public typealias Body = Never

  public init() {}

  public static func _resolve(_ commands: Self, into list: inout _CommandList) {}
}

/// Items placed before, after or instead of one of the menu bar's standard groups.
///
/// ```swift
/// CommandGroup(replacing: .newItem) { Button("New Message") { compose() }.keyboardShortcut("n") }
/// CommandGroup(after: .sidebar) { Toggle("Show Previews", isOn: $showsPreviews) }
/// ```
public struct CommandGroup<Content: View>: Commands {
  public typealias Body = Never
  let placement: CommandGroupPlacement
  let position: _CommandList.Position
  let content: Content

  /// Adds `addition` before the standard group at `group`.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    position = .before
    content = addition()
  }

  /// Adds `addition` after the standard group at `group`.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    position = .after
    content = addition()
  }

  /// Replaces the standard group at `group` with `content` (an empty content removes it).
  public init(replacing group: CommandGroupPlacement, @ViewBuilder content: () -> Content) {
    placement = group
    position = .replacing
    self.content = content()
  }

  public static func _resolve(_ commands: Self, into list: inout _CommandList) {
    list.contributions.append(
      .group(
        commands.placement, commands.position,
        MenuBar.items(of: commands.content, environment: list.environment)))
  }
}
