// SplitMix64 (Steele, Lea and Flood; Vigna's `splitmix64.c`): expands a 64-bit seed into state.

/// The SplitMix64 generator, used to expand one 64-bit seed into the state of other generators.
///
/// Each call adds the golden-ratio increment `0x9E3779B97F4A7C15` to the state and returns the
/// state mixed by two multiply-xorshift rounds, exactly as the reference `splitmix64.c`.
///
/// ```swift
/// var mixer = SplitMix64(seed: 0)
/// mixer.next()  // 0xE220A8397B1DCDAF
/// ```
public struct SplitMix64: Sendable, Hashable {
  /// The increment added to the state before each output (2⁶⁴ divided by the golden ratio).
  ///
  /// ```swift
  /// SplitMix64.increment  // 0x9E3779B97F4A7C15
  /// ```
  public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// The current state: the seed plus the increment times the number of outputs so far.
  ///
  /// ```swift
  /// SplitMix64(seed: 7).state  // 7
  /// ```
  public private(set) var state: UInt64

  /// Makes a generator whose state is the seed itself.
  ///
  /// ```swift
  /// var mixer = SplitMix64(seed: 1_477_776_061_723_855_037)
  /// ```
  public init(seed: UInt64) {
    state = seed
  }

  /// Advances the state and returns the next 64-bit output.
  ///
  /// ```swift
  /// var mixer = SplitMix64(seed: 0)
  /// let first = mixer.next()
  /// ```
  public mutating func next() -> UInt64 {
    state &+= Self.increment
    return Self.mix(state)
  }

  /// The output function alone: the two multiply-xorshift rounds applied to a state.
  ///
  /// `SplitMix64(seed: s)`'s n-th output (from 1) is `mix(s &+ n &* increment)`, so any output
  /// can be computed without the ones before it.
  ///
  /// ```swift
  /// SplitMix64.mix(0 &+ SplitMix64.increment)  // 0xE220A8397B1DCDAF
  /// ```
  public static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
