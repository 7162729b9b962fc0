import Foundation

/// A control that steps a value up or down: its label, then the stepper's two buttons at the
/// trailing edge of the width offered. The control is 94 × 32 points on iOS and iPadOS (UIKit's
/// `UIStepper`, a community measurement) and 15 × 22 on macOS (SceneSim's model).
///
/// ```swift
/// Stepper("Servings: \(servings)", value: $servings, in: 1...12)
/// ```
public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (() -> Void)?
  let decrement: (() -> Void)?
  @Environment(\.userInterfaceIdiom) private var idiom

  /// A stepper that calls `onIncrement` and `onDecrement`.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
  }

  /// A stepper of `value` by `step`, within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
    decrement = { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
  }

  /// A stepper of `value` by `step`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  public var body: some View {
    let size = idiom == .mac ? CGSize(width: 15, height: 22) : CGSize(width: 94, height: 32)
    _LabeledControl(label: label) {
      RoundedRectangle(cornerRadius: 8).frame(width: size.width, height: size.height)
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper with a title of `value` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: { Text(titleKey) })
  }
  /// A stepper with a title of `value` within `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: { Text(title) })
  }
  /// A stepper with a title of `value`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: { Text(titleKey) })
  }
  /// A stepper with a title that calls `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
      Text(titleKey)
    }
  }
}

/// A control that picks a value from a range by dragging a thumb: as wide as the width offered,
/// 28 points high on iOS and iPadOS (the thumb's height; SceneSim's model, Apple gives no number)
/// and 20 on macOS (the HIG's default macOS control size), with its value labels beside it.
///
/// ```swift
/// Slider(value: $volume, in: 0...1)
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  @Environment(\.userInterfaceIdiom) private var idiom

  /// A slider with a label and value labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  init(label: Label) {
    self.label = label
    minimumValueLabel = nil
    maximumValueLabel = nil
  }

  public var body: some View {
    HStack {
      minimumValueLabel
      Capsule().frame(height: idiom == .mac ? 20 : 28)
      maximumValueLabel
    }
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label (the label is read by assistive technologies, not shown).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: label())
  }
  /// A slider with a label, in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: label())
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider of `value` within `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: EmptyView())
  }
  /// A slider of `value` within `bounds`, in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(label: EmptyView())
  }
}

/// A view of progress: with a value, a bar as wide as the width offered and 4 points high under
/// its label (a linear view); without one, a 20 × 20 spinner on iOS and iPadOS (UIKit's medium
/// activity indicator) and 32 × 32 on macOS, above its label (a circular view). Sizes are
/// community measurements; SceneSim's model where Apple gives none.
///
/// ```swift
/// ProgressView(value: 0.4)
/// ProgressView("Loading")
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  let isDeterminate: Bool
  @Environment(\.progressViewStyle) private var style
  @Environment(\.userInterfaceIdiom) private var idiom

  init(label: Label?, currentValueLabel: CurrentValueLabel?, isDeterminate: Bool) {
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.isDeterminate = isDeterminate
  }

  /// A progress view of `value` out of `total`, with labels.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(label: label(), currentValueLabel: currentValueLabel(), isDeterminate: value != nil)
  }

  public var body: some View {
    let circular = style == .circular || (style == .automatic && !isDeterminate)
    if circular {
      let side: CGFloat = idiom == .mac ? 32 : 20
      VStack(spacing: 8) {
        Circle().frame(width: side, height: side)
        label
      }
    } else {
      VStack(alignment: .leading, spacing: 4) {
        label
        Capsule().frame(height: 4)
        currentValueLabel.font(.footnote)
      }
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner.
  public init() { self.init(label: nil, currentValueLabel: nil, isDeterminate: false) }
  /// A bar of `value` out of `total` (a spinner when `value` is nil).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(label: nil, currentValueLabel: nil, isDeterminate: value != nil)
  }
  /// A view of a `Progress`'s completion.
  public init(_ progress: Progress) { self.init(label: nil, currentValueLabel: nil, isDeterminate: true) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(label: label(), currentValueLabel: nil, isDeterminate: false)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner with a title.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(label: Text(titleKey), currentValueLabel: nil, isDeterminate: false)
  }
  /// A spinner with a title.
  public init<S: StringProtocol>(_ title: S) {
    self.init(label: Text(title), currentValueLabel: nil, isDeterminate: false)
  }
  /// A bar of `value` out of `total` with a title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(label: Text(titleKey), currentValueLabel: nil, isDeterminate: value != nil)
  }
  /// A bar of `value` out of `total` with a title.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(label: Text(title), currentValueLabel: nil, isDeterminate: value != nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A bar of `value` out of `total` with a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(label: label(), currentValueLabel: nil, isDeterminate: value != nil)
  }
}

/// How progress views look.
public protocol ProgressViewStyle {
  var _kind: ProgressViewStyleKind { get }
}

/// The progress view styles SceneSim lays out.
public enum ProgressViewStyleKind: Hashable, Sendable { case automatic, linear, circular }

public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var _kind: ProgressViewStyleKind { .automatic }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
  public var _kind: ProgressViewStyleKind { .linear }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
  public var _kind: ProgressViewStyleKind { .circular }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension EnvironmentValues {
  private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = ProgressViewStyleKind.automatic
  }
  var progressViewStyle: ProgressViewStyleKind {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how progress views in this view look.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, style._kind)
  }
}

/// A gauge of a value in a range: laid out as a linear progress view (its label above a 4-point
/// bar, its bounds' labels below; SceneSim's model of iOS's default gauge).
///
/// ```swift
/// Gauge(value: battery) { Text("Battery") }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  /// A gauge with all its labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        label
        Spacer()
        currentValueLabel
      }
      Capsule().frame(height: 4)
      HStack {
        minimumValueLabel
        Spacer()
        maximumValueLabel
      }.font(.caption)
    }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
  /// A gauge with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    currentValueLabel = nil
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with a label and a current value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

/// How gauges look (all laid out as SceneSim's linear gauge).
public protocol GaugeStyle {}
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension View {
  /// Sets how gauges in this view look (no effect on SceneSim's layout).
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { _LayoutNeutral(content: self) }
}
