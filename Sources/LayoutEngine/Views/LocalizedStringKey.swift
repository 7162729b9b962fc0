import Foundation

/// The key of a localized string, as SwiftUI's: what a string literal given to `Text`, `Button`,
/// `Label` or `Section` is. SceneSim has no string tables: a key shows as itself, with its
/// interpolations formatted for the `en_US` locale (the same on every machine).
///
/// ```swift
/// Text("\(count) items")       // a LocalizedStringKey
/// Text(verbatim: "v1.2")       // not localized
/// ```
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key's text, its interpolations formatted.
  let text: String

  /// A key with `value` as its text.
  public init(_ value: String) { text = value }

  public init(stringLiteral value: String) { text = value }

  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// The parts of a key literal with interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A string.
    public mutating func appendInterpolation(_ string: String) { text += string }

    /// A value, as `String(describing:)` gives it.
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

    /// A floating-point number, with `%lf` as SwiftUI formats it (`"\(2.5)"` shows `2.500000`).
    public mutating func appendInterpolation(_ value: Double) {
      text += String(format: "%lf", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    /// A floating-point number, with `%f` as SwiftUI formats it.
    public mutating func appendInterpolation(_ value: Float) {
      text += String(format: "%f", locale: Locale(identifier: "en_US_POSIX"), Double(value))
    }

    /// A floating-point number, with `%lf` as SwiftUI formats it.
    public mutating func appendInterpolation(_ value: CGFloat) { appendInterpolation(Double(value)) }

    /// A number with a `printf` specifier (`"%.2f"`).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
    }

    /// A value in a format (`.number`, `.percent`, `.dateTime`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      text += FixedFormat.format(input, with: format)
    }

    /// A text view's words.
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }

    /// An image (an SF Symbol shows as its name, in brackets).
    public mutating func appendInterpolation(_ image: Image) { text += "[\(image.name)]" }
  }
}

/// Formats values as SceneSim shows them on every machine: in `en_US`, dates in UTC (a format
/// style's own locale and time zone are the machine's).
enum FixedFormat {
  static let locale = Locale(identifier: "en_US")
  static let timeZone = TimeZone(secondsFromGMT: 0)!

  static func format<F: FormatStyle>(_ input: F.FormatInput, with format: F) -> F.FormatOutput {
    var style = format.locale(locale)
    if var dated = style as? Date.FormatStyle {
      dated.timeZone = timeZone
      style = dated as! F
    }
    return style.format(input)
  }
}
