import Foundation

/// Formats geometry the same way on every machine: up to three decimals, no trailing zeros.
package enum GeometryFormat {
  /// `value` to three decimals, as `number(_:)` writes it (and a snapshot's JSON gives it).
  @inline(__always)
  package static func rounded(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }

  /// Formats a number: `10`, `10.5`, `0.333`, `inf`, `nan`.
  package static func number(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let rounded = rounded(value)
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
      let whole = Int64(rounded)
      return whole >= 0 && whole < smallWholeNumbers.count ? smallWholeNumbers[Int(whole)] : String(whole)
    }
    guard abs(rounded) < 1e12 else {
      var text = String(format: "%.3f", Double(rounded))
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      return text == "-0" ? "0" : text
    }
    // Thousandths as an integer (exact here): what "%.3f" prints, without its trailing zeros.
    let thousandths = Int64((rounded * 1000).rounded())
    var fraction = thousandths.magnitude % 1000
    var digits = 3
    while digits > 0, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    guard digits > 0 else { return (thousandths < 0 ? "-" : "") + String(thousandths.magnitude / 1000) }
    let fractionText = String(fraction)
    return (thousandths < 0 ? "-" : "") + String(thousandths.magnitude / 1000) + "."
      + String(repeating: "0", count: digits - fractionText.count) + fractionText
  }

  /// `0` to `2047`, written once: most numbers a layout prints are whole points on a screen.
  private static let smallWholeNumbers = (0..<2048).map { String($0) }

  /// Formats an optional number, `nil` for unspecified.
  package static func optional(_ value: CGFloat?) -> String {
    value.map(number) ?? "nil"
  }

  /// Formats a point as `(x, y)`.
  package static func point(_ x: CGFloat, _ y: CGFloat) -> String { "(\(number(x)), \(number(y)))" }

  /// Formats a size as `W×H`.
  package static func size(_ size: CGSize) -> String {
    "\(number(size.width))×\(number(size.height))"
  }

  /// Formats a rectangle as `(x, y, W×H)`.
  package static func rect(_ rect: CGRect) -> String {
    "(\(number(rect.origin.x)), \(number(rect.origin.y)), \(size(rect.size)))"
  }
}
