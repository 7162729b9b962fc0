import Foundation

/// A preview of a view in Xcode's canvas. SceneSim compiles previews and does not show them: a
/// preview's views are not laid out (open them in a scenario by naming the view instead).
///
/// ```swift
/// #Preview { RecipeRow(recipe: .sample) }
/// #Preview("Dark", traits: .landscapeLeft) { RecipeRow(recipe: .sample) }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "SceneSimMacros", type: "PreviewMacro")

/// A preview with traits (no effect in SceneSim).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ moreTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SceneSimMacros", type: "PreviewMacro")

/// Marks a preview's local `@State` (no effect in SceneSim).
@attached(peer)
public macro Previewable() = #externalMacro(module: "SceneSimMacros", type: "PreviewableMacro")

/// What `#Preview` makes, in Xcode.
public struct Preview {
  /// The traits of a view's preview.
  public struct ViewTraits {}
}

/// A trait of a preview: its orientation or layout.
public struct PreviewTrait<T> {
  let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
  public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
  public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
  public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
  /// A fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(name: "fixedLayout")
  }
  /// A modifier of the previews' own.
  public static func modifier<M>(_ modifier: M) -> PreviewTrait { PreviewTrait(name: "modifier") }
}

/// Previews of views in Xcode's canvas (the older API). SceneSim compiles them and does not
/// show them.
///
/// ```swift
/// struct RecipeRow_Previews: PreviewProvider {
///   static var previews: some View { RecipeRow(recipe: .sample) }
/// }
/// ```
public protocol PreviewProvider {
  /// The previews' views.
  associatedtype Previews: View
  /// The previews' views.
  @ViewBuilder @MainActor static var previews: Previews { get }
  /// The platform of the previews.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// A platform of previews.
public enum PreviewPlatform: Sendable { case iOS, macOS, tvOS, watchOS, visionOS }

/// A device to preview on.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// How a preview lays out.
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// An orientation to preview in.
public struct InterfaceOrientation: Hashable, Sendable {
  let name: String
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

extension View {
  /// Previews on a device (no effect in SceneSim).
  public func previewDevice(_ value: PreviewDevice?) -> some View { _LayoutNeutral(content: self) }
  /// Lays a preview out (no effect in SceneSim).
  public func previewLayout(_ value: PreviewLayout) -> some View { _LayoutNeutral(content: self) }
  /// Names a preview (no effect in SceneSim).
  public func previewDisplayName(_ value: String?) -> some View { _LayoutNeutral(content: self) }
  /// Previews in an orientation (no effect in SceneSim).
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    _LayoutNeutral(content: self)
  }
}
