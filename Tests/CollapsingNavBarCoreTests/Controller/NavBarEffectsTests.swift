import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarEffectsTests {
  @Test func laterValuesReplaceEarlierOnesAndFlagsJoin() {
    var earlier = NavBarEffects()
    earlier.targetContentOffset = -100
    earlier.layoutChanged = true
    earlier.layoutAnimationDuration = 0.3
    var later = NavBarEffects()
    later.targetContentOffset = 40
    later.scrollToTopFinished = true
    earlier.merge(later)
    #expect(earlier.targetContentOffset == 40)
    #expect(earlier.layoutChanged, "a flag set earlier stays set")
    #expect(earlier.layoutAnimationDuration == 0.3, "a value the later effects leave unset stays")
    #expect(earlier.scrollToTopFinished)
  }

  @Test func commandsAndPassesMergeTheirEffectsAlike() {
    var commands = NavBarCommands()
    commands.effects.layoutAnimationDuration = 0.2
    commands.contentOffset = ContentOffsetCommand(y: -50, animation: .none)
    var later = NavBarCommands()
    later.effects.layoutChanged = true
    commands.merge(later)
    let pass = CommandPass(commands: commands)
    #expect(pass.effects == commands.effects)
    #expect(pass.needsLayout && pass.effects.layoutAnimationDuration == 0.2)
    #expect(commands.contentOffset?.y == -50, "a write the later commands leave unset stays")
  }
}
