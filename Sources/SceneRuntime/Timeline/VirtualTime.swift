import Foundation

/// A moment of a simulation's virtual clock, in milliseconds from its start. A simulation never
/// reads the wall clock: the same events give the same times on any machine.
///
/// ```swift
/// VirtualTime(milliseconds: 1_250).description   // "1.250s"
/// ```
public struct VirtualTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var milliseconds: Int64

  public init(milliseconds: Int64) { self.milliseconds = milliseconds }

  /// The start of a simulation.
  public static let zero = VirtualTime(milliseconds: 0)

  public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool { lhs.milliseconds < rhs.milliseconds }

  /// This time plus `milliseconds` (saturating, never wrapping).
  public func adding(milliseconds delta: Int64) -> VirtualTime {
    let (sum, overflow) = milliseconds.addingReportingOverflow(delta)
    return VirtualTime(milliseconds: overflow ? (delta > 0 ? .max : .min) : sum)
  }

  public var description: String {
    let sign = milliseconds < 0 ? "-" : ""
    let magnitude = milliseconds.magnitude
    let fraction = String(magnitude % 1000)
    return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
  }
}
