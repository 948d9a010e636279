/// What one pass of `CommandApplier` did: what is left for the adapter to do once (lay the
/// bar out, play a title fade, hand a fling its target, tell the screen scroll-to-top ended)
/// and how often it wrote each property of the container.
public struct CommandPass: Hashable, Sendable {
  /// How often a pass wrote each property of the container.
  public struct Writes: Hashable, Sendable {
    /// `contentInset.top` writes.
    public var contentInsetTop = 0
    /// `verticalScrollIndicatorInsets.top` writes.
    public var scrollIndicatorInsetTop = 0
    /// Content offset writes (at once or animated).
    public var contentOffset = 0
    /// Stops of the content's motion.
    public var stopMotion = 0
    /// Changes of the spacer that leads the content (``NavBarCommands/leadingSpacerHeight``),
    /// each with the offset that puts the content back where it was on screen (unless the
    /// commands write an offset at once).
    public var leadingSpacer = 0

    /// No writes.
    public init() {}

    /// The most writes of any one property.
    public var mostPerProperty: Int {
      max(contentInsetTop, scrollIndicatorInsetTop, contentOffset, stopMotion, leadingSpacer)
    }

    /// The writes made since `earlier`, a count of the same pass taken before.
    ///
    /// - Parameter earlier: The earlier count.
    /// - Returns: The difference, property by property.
    func since(_ earlier: Writes) -> Writes { combined(with: earlier, by: -) }

    /// Each property's larger count of these and `other`.
    ///
    /// - Parameter other: Other counts.
    /// - Returns: The larger count of each property.
    func peak(_ other: Writes) -> Writes { combined(with: other, by: max) }

    /// These counts and `other`'s, property by property.
    ///
    /// - Parameters:
    ///   - other: Other counts.
    ///   - combine: How to combine one property's two counts.
    /// - Returns: The combined counts.
    func combined(with other: Writes, by combine: (Int, Int) -> Int) -> Writes {
      var writes = Writes()
      writes.contentInsetTop = combine(contentInsetTop, other.contentInsetTop)
      writes.scrollIndicatorInsetTop = combine(scrollIndicatorInsetTop, other.scrollIndicatorInsetTop)
      writes.contentOffset = combine(contentOffset, other.contentOffset)
      writes.stopMotion = combine(stopMotion, other.stopMotion)
      writes.leadingSpacer = combine(leadingSpacer, other.leadingSpacer)
      return writes
    }
  }

  /// What is left for the adapter to do once: the adjusted target of a fling, the layout, a
  /// title fade, a scroll-to-top that started or ended.
  public var effects = NavBarEffects()
  /// The writes made.
  public var writes = Writes()
  /// The most writes one event made to each property, its echoes included: a pass that
  /// delivers more than one event (a touch `CommandApplier` reports before the event it
  /// delivers, the insets it reports first for a container observed only) counts each apart.
  public var writesPerEvent = Writes()
  /// Whether the pass stopped after `CommandApplier.maximumRounds` rounds of echoes (a
  /// feedback loop).
  public var overflowed = false

  /// A pass that did nothing.
  public init() {}

  /// What is left of commands when there is no container to write to: the layout, the title
  /// fade, the target.
  ///
  /// - Parameter commands: The commands.
  public init(commands: NavBarCommands) {
    collect(commands)
  }

  /// Whether the bar must be laid out (its layout changed or animates).
  public var needsLayout: Bool { effects.layoutChanged || effects.layoutAnimationDuration != nil }

  /// One pass made of an earlier one, if any, and a later one.
  ///
  /// - Parameters:
  ///   - earlier: The earlier pass.
  ///   - later: The later pass.
  /// - Returns: The two taken together.
  @usableFromInline static func combining(_ earlier: CommandPass?, _ later: CommandPass) -> CommandPass {
    guard var combined = earlier else { return later }
    combined.collect(later)
    return combined
  }

  /// Takes in a later pass.
  @usableFromInline mutating func collect(_ later: CommandPass) {
    effects.merge(later.effects)
    writes = writes.combined(with: later.writes, by: +)
    writesPerEvent = writesPerEvent.peak(later.writesPerEvent)
    overflowed = overflowed || later.overflowed
  }

  /// Takes in the parts of commands that are not writes.
  @inlinable mutating func collect(_ commands: NavBarCommands) {
    effects.merge(commands.effects)
  }
}
