import Foundation

/// How a change animates, as SwiftUI's `Animation`. SceneSim lays out final frames only: an
/// animation changes how the frames are reached on a device, not what they are, so it is kept
/// by name and has no effect on layout.
///
/// ```swift
/// withAnimation(.spring(duration: 0.3)) { isExpanded.toggle() }
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  let name: String

  public var description: String { name }

  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// An ease-in-out curve.
  public static let easeInOut = Animation(name: "easeInOut")
  /// An ease-in curve.
  public static let easeIn = Animation(name: "easeIn")
  /// An ease-out curve.
  public static let easeOut = Animation(name: "easeOut")
  /// A linear curve.
  public static let linear = Animation(name: "linear")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// A spring with some bounce.
  public static let bouncy = Animation(name: "bouncy")
  /// A spring with no bounce.
  public static let smooth = Animation(name: "smooth")
  /// A spring with a little bounce.
  public static let snappy = Animation(name: "snappy")
  /// A spring for interactive changes.
  public static let interactiveSpring = Animation(name: "interactiveSpring")

  /// An ease-in-out curve lasting `duration` seconds.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(name: "easeInOut(\(duration))")
  }
  /// An ease-in curve lasting `duration` seconds.
  public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: "easeIn(\(duration))") }
  /// An ease-out curve lasting `duration` seconds.
  public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: "easeOut(\(duration))") }
  /// A linear curve lasting `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear(\(duration))") }
  /// A spring.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  )
    -> Animation
  { Animation(name: "spring") }
  /// A spring lasting about `duration` seconds.
  @_disfavoredOverload
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(name: "spring")
  }
  /// A spring of a `Spring`'s parameters.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
    Animation(name: "spring")
  }
  /// A spring that interpolates.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { Animation(name: "interpolatingSpring") }
  /// A spring that interpolates, of a `Spring`'s parameters.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
    Animation(name: "interpolatingSpring")
  }
  /// A spring for interactive changes.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation { Animation(name: "interactiveSpring") }
  /// A spring with some bounce.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
  /// A spring with no bounce.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
  /// A spring with a little bounce.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
  /// A curve with these control points.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { Animation(name: "timingCurve") }

  /// This animation after `delay` seconds.
  public func delay(_ delay: TimeInterval) -> Animation { self }
  /// This animation at `speed` times its speed.
  public func speed(_ speed: Double) -> Animation { self }
  /// This animation repeated `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// This animation repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// A spring's parameters (iOS 17), as SwiftUI's `Spring` (no effect on final frames).
public struct Spring: Hashable, Sendable {
  public var duration: TimeInterval
  public var bounce: Double
  /// A spring lasting about `duration` seconds, with `bounce`.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }
  /// A spring of a response and a damping ratio.
  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: 1 - dampingRatio)
  }
  /// A spring of a mass, a stiffness and a damping.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    self.init(duration: 0.5, bounce: 0)
  }
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  /// A smooth spring.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { .smooth }
  /// A snappy spring.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { .snappy }
  /// A bouncy spring.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { .bouncy }
}

/// The context of a change, as SwiftUI's `Transaction`: its animation (no effect on final
/// frames).
public struct Transaction {
  /// The animation of the change.
  public var animation: Animation?
  /// Whether animations inside are turned off.
  public var disablesAnimations = false
  /// Whether the change comes from a continuous interaction.
  public var isContinuous = false

  /// An empty transaction.
  public init() {}
  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }
}

/// Makes the changes in `body` with `animation`. SceneSim runs `body` at once and lays out the
/// final frames: an animation changes how a device reaches them, not what they are.
///
/// ```swift
/// Button("More") { withAnimation { isExpanded.toggle() } }
/// ```
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
  -> Result
{
  try body()
}

/// Makes the changes in `body` in `transaction` (runs `body` at once).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
  -> Result
{
  try body()
}

extension View {
  /// Animates changes of `value` in this view (no effect on final frames).
  ///
  /// ```swift
  /// Circle().frame(width: size, height: size).animation(.easeInOut, value: size)
  /// ```
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Animates every change in this view (deprecated in SwiftUI; no effect on final frames).
  public func animation(_ animation: Animation?) -> some View { _LayoutNeutral(content: self) }

  /// Edits the transaction of changes in this view (no effect on final frames).
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    _LayoutNeutral(content: self)
  }

  /// How this view comes and goes (no effect on final frames).
  ///
  /// ```swift
  /// if isShown { Banner().transition(.move(edge: .top)) }
  /// ```
  public func transition(_ t: AnyTransition) -> some View { _LayoutNeutral(content: self) }

  /// How changes of this view's content animate (no effect on final frames).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Matches this view's geometry with another view of the same `id` in `namespace` during a
  /// transition (no effect on final frames: the views end where their own layout puts them).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { _LayoutNeutral(content: self) }
}

/// How a view comes and goes, as SwiftUI's `AnyTransition` (kept by name).
public struct AnyTransition: Sendable {
  let name: String

  public static let identity = AnyTransition(name: "identity")
  public static let opacity = AnyTransition(name: "opacity")
  public static let scale = AnyTransition(name: "scale")
  public static let slide = AnyTransition(name: "slide")
  /// A move in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  /// A push in from `edge`.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
  /// An offset.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
  /// An offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
  /// A scale from `scale`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
  /// One transition in, another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: "asymmetric")
  }
  /// This transition with another.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(name: name + "+" + other.name)
  }
  /// This transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changed content animates, as SwiftUI's `ContentTransition`.
public struct ContentTransition: Sendable {
  let name: String
  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")
  /// Numbers rolling to their new value.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// Numbers rolling to their new value.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

/// Which geometry a matched geometry effect shares.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A property wrapper for a namespace of matched geometry effects: one per view identity.
///
/// ```swift
/// @Namespace private var hero
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }
  let id: ID

  /// Creates a namespace.
  public init() { id = ID(value: 0) }

  /// The namespace's identity.
  public var wrappedValue: ID { id }
}
