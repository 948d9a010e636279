extension NavBarRecording {
  /// An entry whose answer now differs from the one recorded.
  public struct Divergence: Hashable, Sendable {
    /// The entry's index in ``NavBarRecording/entries``.
    public var index: Int
    /// The entry's time.
    public var time: Double
    /// What the controller answered when it was recorded.
    public var recorded: Answer
    /// What it answers now.
    public var replayed: Answer

    /// A divergence.
    ///
    /// - Parameters:
    ///   - index: The entry's index.
    ///   - time: The entry's time.
    ///   - recorded: The recorded answer.
    ///   - replayed: The answer now.
    public init(index: Int, time: Double, recorded: NavBarRecording.Answer, replayed: NavBarRecording.Answer) {
      self.index = index
      self.time = time
      self.recorded = recorded
      self.replayed = replayed
    }

    /// The names of the answer's fields that differ (`contentInsetTop`, `contentOffsetY`, …).
    public var fields: [String] { recorded.differences(from: replayed) }
  }

  /// Plays the recording through a controller built from its start: each entry's event or change,
  /// in order.
  ///
  /// - Parameter visit: Called after each entry with its index, the entry, what the controller
  ///   answered now and the controller after it.
  /// - Throws: A ``BarConfigurationError`` when the start's configuration or environment is
  ///   refused.
  public func replay(
    _ visit: (_ index: Int, _ entry: Entry, _ answer: Answer, _ controller: NavBarController) -> Void
  ) throws(BarConfigurationError) {
    var controller = try start.controller()
    for (index, entry) in entries.enumerated() {
      let commands: NavBarCommands
      switch entry.input {
      case .event(let event): commands = controller.handle(event)
      case .change(let change): commands = (try? controller.apply(change)) ?? NavBarCommands()
      }
      visit(index, entry, Answer(commands), controller)
    }
  }

  /// Every entry whose answer now differs from the one recorded.
  ///
  /// - Returns: The divergences, in order.
  /// - Throws: A ``BarConfigurationError`` when the start's configuration or environment is
  ///   refused.
  public func divergences() throws(BarConfigurationError) -> [Divergence] {
    var found: [Divergence] = []
    try replay { index, entry, answer, _ in
      if answer != entry.answer {
        found.append(Divergence(index: index, time: entry.time, recorded: entry.answer, replayed: answer))
      }
    }
    return found
  }
}

extension NavBarRecording.Answer {
  /// The names of the fields that differ from another answer.
  ///
  /// - Parameter other: The other answer.
  /// - Returns: The names, in declaration order.
  public func differences(from other: Self) -> [String] {
    var names: [String] = []
    if contentInsetTop != other.contentInsetTop { names.append("contentInsetTop") }
    if scrollIndicatorInsetTop != other.scrollIndicatorInsetTop { names.append("scrollIndicatorInsetTop") }
    if stopsContentMotion != other.stopsContentMotion { names.append("stopsContentMotion") }
    if contentOffsetY != other.contentOffsetY || offsetMotion != other.offsetMotion
      || offsetDuration != other.offsetDuration
    {
      names.append("contentOffset")
    }
    if targetContentOffset != other.targetContentOffset { names.append("targetContentOffset") }
    if layoutChanged != other.layoutChanged { names.append("layoutChanged") }
    if layoutAnimationDuration != other.layoutAnimationDuration { names.append("layoutAnimationDuration") }
    if titleFade != other.titleFade || titleFadeDuration != other.titleFadeDuration { names.append("titleFade") }
    if scrollToTopEnd != other.scrollToTopEnd || scrollToTopDuration != other.scrollToTopDuration {
      names.append("scrollToTop")
    }
    if scrollToTopFinished != other.scrollToTopFinished { names.append("scrollToTopFinished") }
    if leadingSpacerHeight != other.leadingSpacerHeight { names.append("leadingSpacerHeight") }
    if givesBackContainer != other.givesBackContainer { names.append("givesBackContainer") }
    return names
  }
}
