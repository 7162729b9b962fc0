import Foundation

/// An interaction a view recognizes, as SwiftUI's `Gesture`. SceneSim simulates taps on controls
/// (scripts press buttons and toggles); other gestures are accepted, kept with their actions, and
/// have no effect on layout.
///
/// ```swift
/// Rectangle().gesture(DragGesture().onChanged { offset = $0.translation })
/// ```
public protocol Gesture<Value> {
  /// The value the gesture reports as it goes.
  associatedtype Value
}

/// A gesture with actions added: what `.onChanged`, `.onEnded` and `.updating` return.
public struct _ChangedGesture<Base: Gesture>: Gesture {
  public typealias Value = Base.Value
  let base: Base
  let onEnded: ((Base.Value) -> Void)?
}

extension Gesture {
  /// Calls `action` as the gesture's value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self, onEnded: nil)
  }
  /// Calls `action` when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self, onEnded: action)
  }
  /// Updates `state` as the gesture goes; it returns to its initial value when the gesture ends.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> _ChangedGesture<Self> { _ChangedGesture(base: self, onEnded: nil) }
  /// This gesture and `other` at once.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(first: self, second: other)
  }
  /// This gesture, then `other`.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(first: self, second: other)
  }
  /// This gesture, or else `other`.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(first: self, second: other)
  }
  /// This gesture with its value transformed.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MappedGesture<Self, T> { _MappedGesture(base: self) }
}

/// A gesture whose value is transformed.
public struct _MappedGesture<Base: Gesture, Value>: Gesture {
  let base: Base
}

/// Two gestures at once.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Value = (first: First.Value?, second: Second.Value?)
  public var first: First
  public var second: Second
}

/// One gesture, then another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Value = (First.Value, Second.Value?)
  public var first: First
  public var second: Second
}

/// One gesture, or else another.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Value = (First.Value?, Second.Value?)
  public var first: First
  public var second: Second
}

/// A tap.
public struct TapGesture: Gesture {
  public typealias Value = Void
  /// The number of taps.
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it happened.
public struct SpatialTapGesture: Gesture {
  /// Where the tap happened.
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) { self.count = count }
}

/// A press held for a while.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  /// A press held for `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A drag.
public struct DragGesture: Gesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    public var velocity: CGSize { .zero }
    public var predictedEndLocation: CGPoint { location }
    public var predictedEndTranslation: CGSize { translation }
  }
  public var minimumDistance: CGFloat
  /// A drag that starts after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.minimumDistance = minimumDistance
  }
}

/// A pinch.
public struct MagnifyGesture: Gesture {
  /// How far a pinch is.
  public struct Value: Equatable, Sendable {
    public var magnification: CGFloat
    public var startLocation: CGPoint
  }
  /// A pinch that starts after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pinch (the older name): its value is the scale.
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  /// A pinch that starts after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A rotation with two fingers.
public struct RotateGesture: Gesture {
  /// How far a rotation is.
  public struct Value: Equatable, Sendable {
    public var rotation: Angle
  }
  /// A rotation that starts after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A rotation with two fingers (the older name): its value is the angle.
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  /// A rotation that starts after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A property wrapper for state that lasts while a gesture does, and returns to its initial value
/// when the gesture ends.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let initialValue: Value
  /// Creates the state with its initial value.
  public init(wrappedValue: Value) { initialValue = wrappedValue }
  /// Creates the state with its initial value.
  public init(initialValue: Value) { self.initialValue = initialValue }
  /// The value: the initial value when no gesture is under way (always, in SceneSim).
  public var wrappedValue: Value { initialValue }
  /// The state, for `Gesture.updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }
}

/// Which gestures of a view and its content a `.gesture` modifier includes.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1 << 0)
  public static let subviews = GestureMask(rawValue: 1 << 1)
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  /// Adds a gesture (no effect on layout).
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Adds a gesture that takes precedence over the view's own (no effect on layout).
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Adds a gesture recognized along with the view's own (no effect on layout).
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    _LayoutNeutral(content: self)
  }
  /// Calls `action` on a long press (no effect on layout).
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { _LayoutNeutral(content: self) }
  /// Calls `action` when the pointer enters or leaves the view (no effect on layout).
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { _LayoutNeutral(content: self) }
}
