import Foundation

/// Modifiers that change how a view looks but not where it goes. SceneSim keeps their names and
/// signatures so that SwiftUI code compiles, and lays the view out as if they were not there.
struct _LayoutNeutral<Content: View>: View {
  typealias Body = Never
  let content: Content
  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    Content._makeNodes(view.content, into: &list)
  }
}

extension View {
  /// Sets the color of text and symbols (no effect on layout).
  ///
  /// ```swift
  /// Text("Warning").foregroundColor(.red)
  /// ```
  public func foregroundColor(_ color: Color?) -> some View { _LayoutNeutral(content: self) }

  /// Sets the style of text and symbols (no effect on layout).
  ///
  /// ```swift
  /// Text("Warning").foregroundStyle(.red)
  /// ```
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _LayoutNeutral(content: self) }

  /// Sets the tint (no effect on layout).
  ///
  /// ```swift
  /// Button("Go") {}.tint(.green)
  /// ```
  public func tint(_ tint: Color?) -> some View { _LayoutNeutral(content: self) }

  /// Sets the opacity (no effect on layout).
  ///
  /// ```swift
  /// Text("Faded").opacity(0.5)
  /// ```
  public func opacity(_ opacity: Double) -> some View { _LayoutNeutral(content: self) }

  /// Rounds the corners (no effect on layout).
  ///
  /// ```swift
  /// Color.blue.frame(width: 40, height: 40).cornerRadius(8)
  /// ```
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Clips to a shape (no effect on layout).
  ///
  /// ```swift
  /// Image(systemName: "person").clipShape(Circle())
  /// ```
  public func clipShape<S: Shape>(_ shape: S) -> some View { _LayoutNeutral(content: self) }

  /// Clips to the view's frame (no effect on layout).
  ///
  /// ```swift
  /// Color.red.frame(width: 10, height: 10).clipped()
  /// ```
  public func clipped(antialiased: Bool = false) -> some View { _LayoutNeutral(content: self) }

  /// Adds a shadow (no effect on layout).
  ///
  /// ```swift
  /// Text("Card").shadow(radius: 4)
  /// ```
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Draws a border inside the view's frame (no effect on layout).
  ///
  /// ```swift
  /// Text("Boxed").border(Color.gray, width: 1)
  /// ```
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Sets how lines of text align with each other (no effect on the text's size).
  ///
  /// ```swift
  /// Text("A\nlonger line").multilineTextAlignment(.center)
  /// ```
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    _LayoutNeutral(content: self)
  }

  /// Handles taps (no effect on layout).
  ///
  /// ```swift
  /// Text("Tap me").onTapGesture { count += 1 }
  /// ```
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    _LayoutNeutral(content: self)
  }
}

extension View {
  /// Sets where text is cut when it does not fit (SceneSim's text model always cuts at the end:
  /// "…" takes the same width wherever it goes).
  ///
  /// ```swift
  /// Text(path).lineLimit(1).truncationMode(.middle)
  /// ```
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { _LayoutNeutral(content: self) }

  /// Lets text shrink to fit before it truncates. SceneSim's text model does not shrink text:
  /// it truncates at the full size (a documented difference).
  ///
  /// ```swift
  /// Text("Headline").minimumScaleFactor(0.5)
  /// ```
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { _LayoutNeutral(content: self) }
}

extension Text {
  /// Where text is cut when it does not fit.
  public enum TruncationMode: Hashable, Sendable, CaseIterable {
    case head, middle, tail
  }
}

/// The alignment of lines of text within a text view.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}
