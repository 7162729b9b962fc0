import Foundation
import LayoutEngine

/// A scene that opens any number of windows with the same kind of content.
///
/// ```swift
/// WindowGroup { ContentView() }
/// WindowGroup("Viewer", id: "viewer") { ViewerView() }
/// ```
public struct WindowGroup<Content: View>: Scene {
  public typealias Body = Never
  let title: String
  let id: String?
  let content: () -> Content

  /// Creates a window group of `content`.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.init("", id: nil, content: content)
  }

  /// Creates a window group with an identifier (for `Simulator.Request.openWindow(id:)`).
  public init(id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init("", id: id, content: content)
  }

  /// Creates a window group with a title and an identifier (for `Simulator.Request.openWindow(id:)`).
  public init(_ title: String, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  public static func _resolve(_ scene: Self, into list: inout _SceneList) {
    list.addWindows(.windowGroup, title: scene.title, id: scene.id, content: scene.content)
  }
}

/// A scene of one unique window: opening it again brings the open one forward.
///
/// ```swift
/// Window("Activity", id: "activity") { ActivityView() }
/// ```
public struct Window<Content: View>: Scene {
  public typealias Body = Never
  let title: String
  let id: String
  let content: () -> Content

  /// Creates a unique window with a title and an identifier.
  public init(_ title: String, id: String, @ViewBuilder content: @escaping () -> Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  public static func _resolve(_ scene: Self, into list: inout _SceneList) {
    list.addWindows(.window, title: scene.title, id: scene.id, content: scene.content)
  }
}

/// The app's settings window (macOS): App > Settings… (⌘,) opens it, one at most. Declaring it
/// enables that menu item (Apple, `Settings`); its window is sized to its content, since
/// `automatic` resizability is `contentSize` for a settings window (Apple,
/// `WindowResizability.automatic`).
///
/// ```swift
/// var body: some Scene {
///   WindowGroup { ContentView() }
///   Settings { SettingsView() }
/// }
/// ```
public struct Settings<Content: View>: Scene {
  public typealias Body = Never
  let content: () -> Content

  public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

  public static func _resolve(_ scene: Self, into list: inout _SceneList) {
    list.addWindows(.settings, title: "Settings", id: nil, content: scene.content)
  }
}

/// How a window's size follows its content (SwiftUI's `WindowResizability`).
///
/// ```swift
/// Window("About", id: "about") { AboutView() }.windowResizability(.contentSize)
/// ```
public struct WindowResizability: Hashable, Sendable, CustomStringConvertible {
  enum Kind: String, Sendable { case automatic, contentSize, contentMinSize }
  let kind: Kind

  /// The scene's default: `contentSize` for a `Settings` window, `contentMinSize` for the
  /// others (Apple, `WindowResizability.automatic`).
  public static let automatic = WindowResizability(kind: .automatic)
  /// The window is at least and at most its content's size: its minimum and maximum are the
  /// content's sizes for a zero and an unbounded proposal.
  public static let contentSize = WindowResizability(kind: .contentSize)
  /// The window is at least its content's minimum size, and has no maximum.
  public static let contentMinSize = WindowResizability(kind: .contentMinSize)

  public var description: String { kind.rawValue }

  /// `automatic` made `contentSize` or `contentMinSize` for a scene of `kind`.
  func resolved(for kind: SceneDeclaration.Kind) -> WindowResizability {
    guard self.kind == .automatic else { return self }
    return kind == .settings ? .contentSize : .contentMinSize
  }

  /// Whether the content's maximum size limits the window (`automatic` resolved first).
  var usesContentMaximum: Bool { kind == .contentSize }
}

/// A scene with one of its declarations changed, or commands added.
public struct _SceneModifier<Content: Scene>: Scene {
  public typealias Body = Never
  let content: Content
  let edit: (inout SceneDeclaration) -> Void
  let commands: ((inout _CommandList) -> Void)?

  public static func _resolve(_ scene: Self, into list: inout _SceneList) {
    let start = list.scenes.count
    Content._resolve(scene.content, into: &list)
    for index in start..<list.scenes.count { scene.edit(&list.scenes[index]) }
    if let commands = scene.commands { list.commands.append(commands) }
  }
}

extension Scene {
  /// Sets the size of the scene's windows when they first open (clamped to their limits; on a
  /// phone a window always fills the screen).
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.defaultSize(width: 800, height: 600)
  /// ```
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    defaultSize(CGSize(width: width, height: height))
  }

  /// Sets the size of the scene's windows when they first open.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.defaultSize(CGSize(width: 800, height: 600))
  /// ```
  public func defaultSize(_ size: CGSize) -> some Scene {
    _SceneModifier(content: self, edit: { $0.summary.defaultSize = size }, commands: nil)
  }

  /// Sets how the scene's windows may be resized relative to their content.
  ///
  /// ```swift
  /// Window("Inspector", id: "inspector") { InspectorView() }.windowResizability(.contentSize)
  /// ```
  public func windowResizability(_ resizability: WindowResizability) -> some Scene {
    _SceneModifier(content: self, edit: { $0.summary.resizability = resizability }, commands: nil)
  }

  /// Adds commands to the app's menu bar (whichever scene declares them).
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.commands { CommandMenu("Message") { Button("Archive") {} } }
  /// ```
  public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene {
    let commands = content()
    return _SceneModifier(
      content: self, edit: { _ in }, commands: { list in C._resolve(commands, into: &list) })
  }
}

extension _SceneList {
  /// Adds a scene of windows of `content`.
  mutating func addWindows<Content: View>(
    _ kind: SceneDeclaration.Kind, title: String, id: String?, content: @escaping () -> Content
  ) {
    scenes.append(
      SceneDeclaration(summary: SceneSummary(kind: kind, title: title, id: id)) { AnyView(content()) })
  }
}
