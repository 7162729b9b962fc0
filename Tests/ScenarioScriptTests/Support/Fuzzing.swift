import PropertyTesting

/// The fuzz tests draw from the project's specified generator, so a printed seed reproduces a
/// failure on any toolchain (Swift's `random(in:using:)` may change its algorithm).
extension Xoshiro256StarStar {
  /// A whole number in `0..<bound` (0 when `bound` is not positive).
  mutating func below(_ bound: Int) -> Int { bound > 0 ? Int(next(upTo: UInt64(bound - 1))) : 0 }

  /// A whole number in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

  /// An element of a non-empty array.
  mutating func element<T>(of array: [T]) -> T { array[below(array.count)] }
}
