import Foundation
import LayoutEngine

/// An app: its scenes, as in SwiftUI. The simulator makes one with `init()` for each window and
/// for the menu bar, so an app keeps its state in its windows' views and its models.
///
/// ```swift
/// struct MailApp: App {
///   var body: some Scene {
///     WindowGroup { MailView() }
///       .defaultSize(width: 1000, height: 700)
///       .commands { MessageCommands() }
///   }
/// }
/// let simulator = Simulator(MailApp.self, device: .mac)
/// ```
///
/// An app's type crosses actors (each window makes the app anew), hence `SendableMetatype`.
public protocol App: SendableMetatype {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder var body: Body { get }
  /// Creates the app.
  init()
}

/// A part of an app's interface that the system manages as windows, as in SwiftUI.
///
/// ```swift
/// WindowGroup { ContentView() }.windowResizability(.contentSize)
/// ```
public protocol Scene {
  /// The type of the scene this one is made of.
  associatedtype Body: Scene
  /// The scene this one is made of.
  @SceneBuilder var body: Body { get }
  /// Adds the scene's declarations to `list` (primitive scenes; the others add their body's).
  static func _resolve(_ scene: Self, into list: inout _SceneList)
}

extension Scene {
  public static func _resolve(_ scene: Self, into list: inout _SceneList) {
    Body._resolve(scene.body, into: &list)
  }
}

extension Scene where Body == Never {
  public var body: Never { preconditionFailure("\(Self.self) is a primitive scene and has no body") }
}

extension Never: Scene {
  /// Never has no body (it serves as the body type of primitive views, scenes and commands).
  public var body: Never { preconditionFailure("Never has no body") }
  public static func _resolve(_ scene: Never, into list: inout _SceneList) {}
}

/// The scenes an app declares and the commands they add, in declaration order.
public struct _SceneList {
  /// The window scenes.
  var scenes: [SceneDeclaration] = []
  /// The commands the scenes add to the menu bar.
  var commands: [(inout _CommandList) -> Void] = []
  /// The `@Observable` models the app value keeps.
  var models = AppModels()

  /// The scenes, commands and models of `app`.
  init<A: App>(_ app: A) {
    A.Body._resolve(app.body, into: &self)
    models = AppModels(app)
  }
}

/// One window scene as the app declares it: what the simulator knows of it, and its content.
struct SceneDeclaration {
  enum Kind: String, Sendable {
    case windowGroup = "WindowGroup", window = "Window", settings = "Settings"

    /// One window at most: choosing it again brings that window forward.
    var isUnique: Bool { self != .windowGroup }

    /// The first macOS Apple lists for a scene of the Mac only: `Window` is macOS 13.0+,
    /// `Settings` macOS 11.0+ (nil for `WindowGroup`, on every platform).
    var macOSAvailability: String? {
      switch self {
      case .windowGroup: nil
      case .window: "13.0"
      case .settings: "11.0"
      }
    }

    /// Whether a window of the scene opens on a device of `idiom`: a `WindowGroup` on every
    /// device, a scene of the Mac only (`macOSAvailability`) on a Mac. The one rule for opening
    /// a scene, choosing the first and the menu items that open one.
    func opens(on idiom: Device.Idiom) -> Bool { macOSAvailability == nil || idiom == .mac }
  }
  /// What the simulator keeps of it (it may cross actors).
  var summary: SceneSummary
  var makeContent: () -> AnyView
}

/// What the simulator knows of a scene without its content.
struct SceneSummary: Sendable {
  var kind: SceneDeclaration.Kind
  var title: String
  var id: String?
  var defaultSize: CGSize?
  var resizability = WindowResizability.automatic
}

/// Builds scenes from a list of them, as SwiftUI's `SceneBuilder` does. Its methods are
/// inlinable, as SwiftUI's are: an app's body builds its scenes in its own code.
@resultBuilder
public enum SceneBuilder {
  @inlinable
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  @inlinable
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<
    repeat each Content
  > {
    _TupleScene(repeat each content)
  }
  @inlinable
  public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
    _OptionalScene(content: content)
  }
  @inlinable
  public static func buildEither<First: Scene, Second: Scene>(
    first: First
  ) -> _TupleScene<_OptionalScene<First>, _OptionalScene<Second>> {
    _TupleScene(_OptionalScene(content: first), _OptionalScene(content: nil))
  }
  @inlinable
  public static func buildEither<First: Scene, Second: Scene>(
    second: Second
  ) -> _TupleScene<_OptionalScene<First>, _OptionalScene<Second>> {
    _TupleScene(_OptionalScene(content: nil), _OptionalScene(content: second))
  }
}

/// Several scenes, in declaration order.
public struct _TupleScene<each Content: Scene>: Scene {
  public typealias Body = Never
  let content: (repeat each Content)
  @usableFromInline
  init(_ content: repeat each Content) { self.content = (repeat each content) }

  public static func _resolve(_ scene: Self, into list: inout _SceneList) {
    func add<S: Scene>(_ scene: S) { S._resolve(scene, into: &list) }
    repeat add(each scene.content)
  }
}

/// A scene declared under a condition.
public struct _OptionalScene<Content: Scene>: Scene {
  public typealias Body = Never
  let content: Content?

  @usableFromInline
  init(content: Content?) { self.content = content }

  public static func _resolve(_ scene: Self, into list: inout _SceneList) {
    if let content = scene.content { Content._resolve(content, into: &list) }
  }
}
