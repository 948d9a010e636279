import CollapsingNavBarCore
import Testing

@Suite struct TitleStateTests {
  @Test func voiceOverReadsTheTitleThatShowsMore() {
    #expect(TitleAlphas(compactness: 0).spokenTitle == .large)
    #expect(TitleAlphas(compactness: 0.4).spokenTitle == .large)
    #expect(TitleAlphas(compactness: 0.6).spokenTitle == .compact)
    #expect(TitleAlphas(compactness: 1).spokenTitle == .compact)
  }

  @Test func anEvenFadeStillHasOneSpokenTitle() {
    // With a threshold of 0.5 on each alpha, neither title was an element here.
    #expect(TitleAlphas(large: 0.5, compact: 0.5).spokenTitle == .large)
  }
}
