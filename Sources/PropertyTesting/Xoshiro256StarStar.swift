// Xoshiro256** (Blackman and Vigna, `xoshiro256starstar.c`) with our own bounded integers.

/// The Xoshiro256** generator with bounded integers (Lemire's multiply-and-reject), specified
/// here so that a seed gives the same values everywhere. (Doubles are `Gen.double(in:)`'s: a
/// bounded integer of 53 bits, scaled.)
///
/// Seeding from one `UInt64` takes the four state words from four outputs of `SplitMix64`.
///
/// ```swift
/// var generator = Xoshiro256StarStar(seed: 42)
/// let die = generator.next(upTo: 5) + 1  // 1...6
/// ```
public struct Xoshiro256StarStar: Sendable, Hashable {
  /// How many rejections `next(upTo:)` allows before stopping; the chance of reaching it is
  /// below 2⁻²⁵⁶, so it is a guard for the loop, never a path taken.
  ///
  /// ```swift
  /// Xoshiro256StarStar.maximumBoundedRejections  // 256
  /// ```
  public static let maximumBoundedRejections = 256

  /// The four 64-bit words of state, never all zero.
  ///
  /// ```swift
  /// Xoshiro256StarStar(state: (1, 2, 3, 4)).state.0  // 1
  /// ```
  public private(set) var state: (UInt64, UInt64, UInt64, UInt64)

  /// Makes a generator whose state is the next four outputs of `SplitMix64(seed: seed)`.
  ///
  /// ```swift
  /// var generator = Xoshiro256StarStar(seed: 0)
  /// generator.next()  // 0x99EC5F36CB75F2B4
  /// ```
  public init(seed: UInt64) {
    var mixer = SplitMix64(seed: seed)
    state = (mixer.next(), mixer.next(), mixer.next(), mixer.next())
  }

  /// Makes a generator with the given state words, which must not all be zero.
  ///
  /// ```swift
  /// var generator = Xoshiro256StarStar(state: (1, 2, 3, 4))
  /// generator.next()  // 11520
  /// ```
  public init(state: (UInt64, UInt64, UInt64, UInt64)) {
    precondition(state != (0, 0, 0, 0), "Xoshiro256** needs a state that is not all zero")
    self.state = state
  }

  /// Whether two generators have the same state (and so the same outputs from here on).
  ///
  /// ```swift
  /// Xoshiro256StarStar(seed: 1) == Xoshiro256StarStar(seed: 1)  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.state == rhs.state
  }

  /// Hashes the four state words.
  ///
  /// ```swift
  /// Set([Xoshiro256StarStar(seed: 1)])
  /// ```
  public func hash(into hasher: inout Hasher) {
    hasher.combine(state.0)
    hasher.combine(state.1)
    hasher.combine(state.2)
    hasher.combine(state.3)
  }

  /// Advances the state and returns the next 64-bit output: `rotl(s1 × 5, 7) × 9`.
  ///
  /// ```swift
  /// var generator = Xoshiro256StarStar(seed: 42)
  /// let bits = generator.next()
  /// ```
  public mutating func next() -> UInt64 {
    let result = Self.rotateLeft(state.1 &* 5, by: 7) &* 9
    let shifted = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = Self.rotateLeft(state.3, by: 45)
    return result
  }

  /// Returns an unbiased integer in `0...maximum` (inclusive).
  ///
  /// For `maximum == UInt64.max` it is `next()` itself. Otherwise, with `s = maximum + 1`, it
  /// takes the 128-bit product `next() × s`, rejects it while its low word is below
  /// `(2⁶⁴ − s) mod s`, and returns the high word (Lemire, "Fast random integer generation in an
  /// interval", 2019). A rejection draws again; the low word is compared with `s` first so that
  /// the remainder is only computed when a rejection is possible.
  ///
  /// ```swift
  /// var generator = Xoshiro256StarStar(seed: 42)
  /// generator.next(upTo: 9)  // one of 0...9
  /// ```
  public mutating func next(upTo maximum: UInt64) -> UInt64 {
    if maximum == .max { return next() }
    let bound = maximum &+ 1
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      var rejections = 0
      while product.low < threshold {
        rejections += 1
        precondition(
          rejections <= Self.maximumBoundedRejections,
          "Xoshiro256** bounded draw hit maximumBoundedRejections (\(Self.maximumBoundedRejections))")
        product = next().multipliedFullWidth(by: bound)
      }
    }
    return product.high
  }

  static func rotateLeft(_ value: UInt64, by count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }
}
