import CollapsingNavBarSimulation

extension NavBarSimCommand {
  /// The seed of `--fuzz` when `--seed` is not given.
  public static let defaultSeed: UInt64 = 1
  /// Seconds of wall time between progress lines of `--fuzz`.
  static let fuzzProgressInterval = 5.0

  /// `--fuzz N`: plays N generated scenarios; on the first failure shrinks it, writes it and
  /// returns ``checkFailed``.
  ///
  /// - Parameter check: Plays and checks one scenario (tests plant failures through it).
  static func fuzz(
    count: Int, seed: UInt64, options: CommandLineOptions, environment: CommandEnvironment,
    check: @escaping (Scenario) -> FuzzResult = Fuzzer.check
  ) -> Int32 {
    let started = environment.uptime()
    var lastReport = started
    let generator = generatorOptions(options)
    let campaign = FuzzCampaign(seed: seed, count: count, options: generator)
    let report = campaign.run(check: check) { progress in
      guard !options.quiet else { return }
      let now = environment.uptime()
      if now - lastReport >= fuzzProgressInterval {
        lastReport = now
        environment.standardError(
          "navbar-sim: fuzzed \(progress.scenarios) of \(count) scenarios, \(progress.frames) frames, \(FixedDecimal.format(now - started, decimals: 0)) s\n"
        )
      }
    }
    let seconds = environment.uptime() - started
    var lines = [
      "navbar-sim · fuzz, seed \(seed), generation \(generator.generation), \(generator.uikitInsetModel ? "UIKit's" : "the plain") inset model, \(generator.reentrantScreens ? "app screens calling the bar from inside callbacks" : "no app screens")",
      "  scenarios  \(report.scenarios) of \(count) (each played, checked frame by frame, and replayed)",
      "  events     \(report.events)",
      "  frames     \(report.frames) checked: \(Invariant.allCases.count) invariants on every frame; replay, attach continuity, detach\(options.roundTrip ? "; each session recorded, written as JSON, read back and replayed to the same answers (round trip)" : "")",
      "  time       \(FixedDecimal.format(seconds, decimals: 1)) s",
    ]
    lines += report.feel.lines(seed: seed, dumpOptions: dumpOptions(options))
    guard let found = report.failure else {
      lines.insert("  failures   0", at: 4)
      if !options.quiet { environment.standardOutput(lines.joined(separator: "\n") + "\n") }
      return success
    }

    lines.insert("  failures   1 (the campaign stops at the first): scenario \(found.index) \(found.failure)", at: 4)
    let small = Shrinker.shrink(found.scenario, failure: found.failure) { check($0).failure }
    lines.append(
      "  shrunk     to \(small.scenario.script.count) steps (from \(found.scenario.script.count)) in \(small.attempts) plays: \(small.failure)"
    )
    let directory = options.outputDirectory ?? CommandLineOptions.defaultOutputDirectory
    let path = join(directory, "fuzz-seed\(seed)-\(found.index).json")
    var scenario = small.scenario
    scenario.name = "fuzz-seed\(seed)-\(found.index)"
    let text = scenario.json
    if (try? Scenario(json: text)) != scenario {
      environment.standardError("navbar-sim: warning: the written scenario does not load back to the same scenario\n")
    }
    do {
      try environment.createDirectory(directory)
      try environment.writeFile(path, text)
    } catch {
      environment.standardError("navbar-sim: cannot write \(path): \(describe(error))\n")
      if !options.quiet { environment.standardOutput(lines.joined(separator: "\n") + "\n") }
      return writeFailed
    }
    lines.append("  wrote      \(path)")
    if !options.quiet { environment.standardOutput(lines.joined(separator: "\n") + "\n") }
    environment.standardError(
      "navbar-sim: fuzz failed: scenario \(found.index) of seed \(seed) \(small.failure)\n  reproduce: navbar-sim --check \(path)\n"
    )
    return checkFailed
  }

  /// The generator's options for the command line's `--uikit-insets` / `--no-uikit-insets`,
  /// `--no-screens` and `--generation`.
  static func generatorOptions(_ options: CommandLineOptions) -> ScenarioGenerator.Options {
    var generator = ScenarioGenerator.Options()
    if let uikitInsetModel = options.uikitInsetModel { generator.uikitInsetModel = uikitInsetModel }
    if let screens = options.reentrantScreens { generator.reentrantScreens = screens }
    if let generation = options.generation { generator.generation = generation }
    return generator
  }

  /// What `--fuzz-dump` needs besides the index and the seed to write the same scenario as the
  /// campaign: the generator's options that differ from the defaults, as the command line gives
  /// them (empty, or starting with a space).
  static func dumpOptions(_ options: CommandLineOptions) -> String {
    let generator = generatorOptions(options)
    var words: [String] = []
    if !generator.uikitInsetModel { words.append("--no-uikit-insets") }
    if !generator.reentrantScreens { words.append("--no-screens") }
    if generator.generation != ScenarioGenerator.latestGeneration {
      words.append("--generation \(generator.generation)")
    }
    return words.map { " " + $0 }.joined()
  }

  /// `--fuzz-dump I`: writes scenario `I` of the campaign of `seed` as `DIR/fuzz-<seed>-<I>.json`
  /// without playing any (scenario `i` of a campaign is generated from the seed and `i` alone).
  static func fuzzDump(index: Int, seed: UInt64, options: CommandLineOptions, environment: CommandEnvironment)
    -> Int32
  {
    let scenario = ScenarioGenerator.scenario(seed: seed, index: index, options: generatorOptions(options))
    let directory = options.outputDirectory ?? CommandLineOptions.defaultOutputDirectory
    let path = join(directory, "\(scenario.name).json")
    do {
      try environment.createDirectory(directory)
      try environment.writeFile(path, scenario.json)
    } catch {
      environment.standardError("navbar-sim: cannot write \(path): \(describe(error))\n")
      return writeFailed
    }
    if !options.quiet {
      environment.standardOutput(
        "navbar-sim · scenario \(index) of the fuzz campaign of seed \(seed)\(dumpOptions(options)): \(scenario.script.count) steps, \(scenario.containers.count) containers\n  wrote      \(path)\n  play it    navbar-sim \(path) --check\n"
      )
    }
    return success
  }
}
