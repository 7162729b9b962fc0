import PropertyTesting

/// The fuzz tests draw from the project's specified generator, so a printed seed reproduces a
/// failure on any toolchain (Swift's `random(in:using:)` may change its algorithm).
extension Xoshiro256StarStar {
  /// A whole number in `0..<bound` (0 when `bound` is not positive).
  mutating func below(_ bound: Int) -> Int { next(below: bound) }

  /// A whole number in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + next(below: range.count) }

  /// An element of a non-empty array.
  mutating func element<T>(of array: [T]) -> T { array[next(below: array.count)] }
}
