import LayoutEngine

extension ScenePhase {
  /// The phases of one scene, moved only along UIKit's legal transitions: a scene connects into
  /// `inactive` (or `background`), passes through `inactive` between `active` and `background`,
  /// and disconnects from `background`. A pure state machine: each request returns what to do.
  ///
  /// ```swift
  /// var machine = ScenePhase.Machine()
  /// machine.connect(to: .active)      // .transition([nil → inactive, inactive → active])
  /// machine.request(.background)      // .transition([active → inactive, inactive → background])
  /// machine.request(.background)      // .none
  /// machine.disconnect()              // .transition([background → nil])
  /// machine.request(.active)          // .refuse(.notConnected)
  /// ```
  public struct Machine: Equatable, Sendable {
    /// The scene's phase; nil while it is not connected.
    public private(set) var phase: ScenePhase?

    /// Creates the machine of a scene not connected yet.
    public init() {}

    /// One transition: from a phase (nil: not connected) to another (nil: disconnected).
    public struct Step: Equatable, Sendable, CustomStringConvertible {
      public var from: ScenePhase?
      public var to: ScenePhase?

      public init(from: ScenePhase?, to: ScenePhase?) {
        self.from = from
        self.to = to
      }

      public var description: String { "\(from.map { "\($0)" } ?? "nil") → \(to.map { "\($0)" } ?? "nil")" }

      /// Whether this is one of UIKit's scene transitions: connecting into `inactive` or
      /// `background`, `inactive` to and from `active` or `background`, and disconnecting from
      /// `background`. Every step the machine makes is one; the stress check holds a timeline to
      /// the same list.
      ///
      /// ```swift
      /// ScenePhase.Machine.Step(from: nil, to: .background).isLegal     // true
      /// ScenePhase.Machine.Step(from: .active, to: .background).isLegal  // false
      /// ```
      public var isLegal: Bool {
        switch (from, to) {
        case (nil, .inactive?), (nil, .background?), (.background?, nil): true
        case (.inactive?, .active?), (.active?, .inactive?), (.inactive?, .background?),
          (.background?, .inactive?):
          true
        default: false
        }
      }
    }

    /// Why a request was refused.
    public enum Refusal: Equatable, Sendable, CustomStringConvertible {
      /// The scene is not connected: it has no phase to change.
      case notConnected
      /// The scene is already connected.
      case alreadyConnected

      public var description: String {
        switch self {
        case .notConnected: "the scene is not connected"
        case .alreadyConnected: "the scene is already connected"
        }
      }
    }

    /// What the runtime does for a request.
    public enum Action: Equatable, Sendable {
      /// Apply these transitions, in order (each is seen once by `onChange(of: scenePhase)`).
      case transition([Step])
      /// Nothing: the scene is already there.
      case none
      /// Refuse the request, with the reason.
      case refuse(Refusal)

      /// The transitions to apply: none unless it is a `transition`.
      public var steps: [Step] {
        if case .transition(let steps) = self { return steps }
        return []
      }
    }

    /// Connects the scene, into `target`: through `inactive` to `active`, or straight into
    /// `inactive` or `background` (UIKit's scene connection).
    public mutating func connect(to target: ScenePhase = .active) -> Action {
      guard phase == nil else { return .refuse(.alreadyConnected) }
      let entry: ScenePhase = target == .background ? .background : .inactive
      var steps = [Step(from: nil, to: entry)]
      if target == .active { steps.append(Step(from: .inactive, to: .active)) }
      phase = target
      return .transition(steps)
    }

    /// Moves the connected scene to `target`, passing through `inactive` between `active` and
    /// `background`.
    public mutating func request(_ target: ScenePhase) -> Action {
      guard let current = phase else { return .refuse(.notConnected) }
      guard current != target else { return .none }
      let steps = Machine.path(from: current, to: target)
      phase = target
      return .transition(steps)
    }

    /// Disconnects the scene, through `inactive` and `background` as it goes (UIKit disconnects
    /// scenes from the background).
    public mutating func disconnect() -> Action {
      guard let current = phase else { return .refuse(.notConnected) }
      var steps = current == .background ? [] : Machine.path(from: current, to: .background)
      steps.append(Step(from: .background, to: nil))
      phase = nil
      return .transition(steps)
    }

    /// The legal transitions from one phase to another: `active` and `background` are always
    /// one `inactive` apart.
    static func path(from current: ScenePhase, to target: ScenePhase) -> [Step] {
      if current != .inactive && target != .inactive {
        return [Step(from: current, to: .inactive), Step(from: .inactive, to: target)]
      }
      return [Step(from: current, to: target)]
    }
  }

  /// The app's phase from its scenes' (SwiftUI's app-level `scenePhase`): `active` if any scene
  /// is active, `background` if every scene is (or none is connected), else `inactive`.
  ///
  /// ```swift
  /// ScenePhase.ofApp(scenes: [.background, .active])   // .active
  /// ```
  public static func ofApp(scenes: [ScenePhase]) -> ScenePhase {
    if scenes.contains(.active) { return .active }
    if scenes.allSatisfy({ $0 == .background }) { return .background }
    return .inactive
  }
}
