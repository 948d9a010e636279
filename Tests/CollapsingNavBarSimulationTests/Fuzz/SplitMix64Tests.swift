import Testing

@testable import CollapsingNavBarSimulation

@Suite struct SplitMix64Tests {
  @Test func matchesTheReferenceSequence() {
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func drawsStayInTheirRanges() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<10_000 {
      #expect((0..<1).contains(generator.unit()))
      #expect((-3...7).contains(generator.int(in: -3...7)))
      #expect((2.5...3.5).contains(generator.double(in: 2.5...3.5)))
    }
    #expect(generator.shuffled(Array(0..<50)).sorted() == Array(0..<50))
  }

  @Test func derivedSeedsDifferPerIndexAndRepeat() {
    #expect(SplitMix64.derive(1, 0) != SplitMix64.derive(1, 1))
    #expect(SplitMix64.derive(1, 0) != SplitMix64.derive(2, 0))
    #expect(SplitMix64.derive(7, 123) == SplitMix64.derive(7, 123))
  }
}
