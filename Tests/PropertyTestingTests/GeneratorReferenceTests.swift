import Testing

@testable import PropertyTesting

/// Reference outputs of the reference C implementations (`splitmix64.c`, `xoshiro256starstar.c`
/// by Blackman and Vigna), as published in the test suite of the Rust crate `rand_xoshiro`
/// (rust-random/rngs, `rand_xoshiro/src/splitmix64.rs` and `xoshiro256starstar.rs`), and, for
/// seed 0, computed with those C files compiled unchanged.
@Suite struct GeneratorReferenceTests {
  @Test func splitMix64MatchesTheReferenceImplementation() {
    var mixer = SplitMix64(seed: 1_477_776_061_723_855_037)
    let expected: [UInt64] = [
      1_985_237_415_132_408_290, 2_979_275_885_539_914_483, 13_511_426_838_097_143_398,
      8_488_337_342_461_049_707, 15_141_737_807_933_549_159, 17_093_170_987_380_407_015,
      16_389_528_042_912_955_399, 13_177_319_091_862_933_652, 10_841_969_400_225_389_492,
      17_094_824_097_954_834_098,
    ]
    #expect(expected.map { _ in mixer.next() } == expected)
  }

  @Test func splitMix64FromSeedZero() {
    var mixer = SplitMix64(seed: 0)
    let expected: [UInt64] = [
      0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F, 0xF88B_B8A8_724C_81EC,
    ]
    #expect(expected.map { _ in mixer.next() } == expected)
    #expect(SplitMix64.mix(3 &* SplitMix64.increment) == 0x06C4_5D18_8009_454F)
  }

  @Test func xoshiro256StarStarMatchesTheReferenceImplementation() {
    var generator = Xoshiro256StarStar(state: (1, 2, 3, 4))
    let expected: [UInt64] = [
      11520, 0, 1_509_978_240, 1_215_971_899_390_074_240, 1_216_172_134_540_287_360,
      607_988_272_756_665_600, 16_172_922_978_634_559_625, 8_476_171_486_693_032_832,
      10_595_114_339_597_558_777, 2_904_607_092_377_533_576,
    ]
    #expect(expected.map { _ in generator.next() } == expected)
  }

  @Test func xoshiro256StarStarSeededThroughSplitMix64() {
    var generator = Xoshiro256StarStar(seed: 0)
    #expect(generator.state.0 == 0xE220_A839_7B1D_CDAF && generator.state.3 == 0xF88B_B8A8_724C_81EC)
    let expected: [UInt64] = [
      0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0, 0x6AA5_94F1_262D_2D2C,
    ]
    #expect(expected.map { _ in generator.next() } == expected)
  }

  /// A bounded draw stays in `0...maximum`; over the whole of `UInt64` (where every value is in
  /// range) it is one raw output, as specified.
  @Test(arguments: [UInt64(0), 1, 2, 5, 9, 1000, 1 << 32, UInt64.max / 3, UInt64.max - 1, UInt64.max])
  func boundedDrawsStayInRange(maximum: UInt64) {
    var generator = Xoshiro256StarStar(seed: maximum)
    for _ in 0..<2000 {
      guard maximum == .max else {
        #expect(generator.next(upTo: maximum) <= maximum)
        continue
      }
      var raw = generator
      #expect(generator.next(upTo: maximum) == raw.next())
      #expect(generator == raw)
    }
  }

  /// Chi-square with 9 degrees of freedom; 27.88 is the 0.1% critical value. Fixed seed.
  @Test func boundedDrawsAreUniformOverSmallRanges() {
    var generator = Xoshiro256StarStar(seed: 2024)
    var counts = [Int](repeating: 0, count: 10)
    let draws = 50_000
    for _ in 0..<draws { counts[Int(generator.next(upTo: 9))] += 1 }
    #expect(chiSquare(counts, expected: Double(draws) / 10) < 27.88)
  }

  /// With s = 3·2⁶², taking `next() % s` would give the lowest third twice the chance of the
  /// others (chi-square in the thousands); the multiply-and-reject draw stays uniform. 2 degrees
  /// of freedom, 0.1% critical value 13.82.
  @Test func boundedDrawsAreUnbiasedWhereModuloWouldNotBe() {
    var generator = Xoshiro256StarStar(seed: 7)
    let third: UInt64 = 1 << 62
    var counts = [0, 0, 0]
    let draws = 30_000
    for _ in 0..<draws { counts[Int(generator.next(upTo: 3 * third - 1) / third)] += 1 }
    #expect(chiSquare(counts, expected: Double(draws) / 3) < 13.82)
  }

  /// `Gen.double(in: 0..<1)` is the specified unit double: the top 53 bits of the example's first
  /// output times 2⁻⁵³, in `[0, 1)`.
  @Test func unitDoublesAreTheTop53BitsOfAnOutput() throws {
    let unit = Gen.double(in: 0..<1)
    for seed in UInt64(0)..<5000 {
      var generator = Xoshiro256StarStar(seed: seed)
      let value = try unit.generate(seed: seed).value
      #expect(value == Double(generator.next() >> 11) * 0x1p-53)
      #expect(value >= 0 && value < 1)
    }
  }

  @Test func sameSeedSameBitsDifferentSeedsDiffer() {
    func bytes(_ seed: UInt64) -> [UInt8] {
      var generator = Xoshiro256StarStar(seed: seed)
      return (0..<64).flatMap { _ in withUnsafeBytes(of: generator.next().littleEndian, Array.init) }
    }
    #expect(bytes(42) == bytes(42))
    #expect(bytes(42) != bytes(43))
  }
}

func chiSquare(_ counts: [Int], expected: Double) -> Double {
  counts.reduce(0) { sum, count in sum + (Double(count) - expected) * (Double(count) - expected) / expected }
}
