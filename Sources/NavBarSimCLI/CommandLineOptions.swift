import CollapsingNavBarSimulation

/// The options of `navbar-sim`.
public struct CommandLineOptions: Hashable, Sendable {
  /// The scenario file, or `nil` for the default scenario.
  public var scenarioPath: String?
  /// A second scenario to play side by side with the first (`--compare`).
  public var comparePath: String?
  /// The output directory, if given.
  public var outputDirectory: String?
  /// Write every Nth frame as its own SVG.
  public var svgFrameInterval: Int?
  /// Write `filmstrip.svg`.
  public var filmstrip = false
  /// How many frames the filmstrip shows.
  public var filmstripFrames = 8
  /// Check the invariants on every frame.
  public var check = false
  /// Print the bar's layout table instead of simulating.
  public var table = false
  /// Print the scenario's JSON (the given one, or the default).
  public var printScenario = false
  /// No summary or progress.
  public var quiet = false
  /// Print the help.
  public var help = false
  /// Play again each time the scenario file (or the compared one) is saved.
  public var watch = false
  /// Fuzz this many generated scenarios instead of playing one.
  public var fuzzCount: Int?
  /// Write this scenario of the campaign (`--fuzz-dump INDEX`) as JSON instead of playing.
  public var fuzzDumpIndex: Int?
  /// The seed of the fuzzing campaign.
  public var seed: UInt64?
  /// Whether the fuzzing campaign generates UIKit's inset model (`--uikit-insets`,
  /// `--no-uikit-insets`), or `nil` for the generator's default.
  public var uikitInsetModel: Bool?
  /// Whether the fuzzing campaign generates app screens that call the bar from inside UIKit's
  /// callbacks (`--no-screens` turns them off), or `nil` for the generator's default (on).
  public var reentrantScreens: Bool?
  /// Which generation of the scenario generator makes the campaign's scenarios
  /// (`--generation G`), or `nil` for the latest.
  public var generation: Int?
  /// `--replay FILE`: the recording to play.
  public var replayPath: String?
  /// `--as-scenario`: infer a scenario from the recording and play it in the simulator.
  public var asScenario = false
  /// `--round-trip`: with `--fuzz`, record each scenario and replay it to the same answers.
  public var roundTrip = false
  /// `--record FILE`: also write the session as the bar's recorder would record it on a device.
  public var recordPath: String?
  /// `--waive RULE=REASON` (repeatable): rules the played scenarios waive, on top of their own
  /// `waive` (``Scenario/waivers``).
  public var waivers: [Invariant: String] = [:]

  /// The output directory when none is given.
  public static let defaultOutputDirectory = "navbar-sim-out"

  /// Creates the options of a run without arguments.
  public init() {}

  /// Whether files are written: always, except for `--check` alone.
  public var writesOutput: Bool {
    outputDirectory != nil || svgFrameInterval != nil || filmstrip || !check
  }

  /// An option: its names, whether it takes a value, and what it sets.
  struct Option: Sendable {
    /// Its names: the long one first (the one an unknown option's hint suggests).
    var names: [String]
    /// Whether it takes a value (`--out DIR`, `--out=DIR`).
    var takesValue = false
    /// Sets it on the options, with its name as given and its value (`nil` for a flag).
    var apply: @Sendable (inout CommandLineOptions, _ name: String, _ value: String?) throws(UsageError) -> Void

    /// A flag.
    static func flag(_ names: String..., set: @escaping @Sendable (inout CommandLineOptions) -> Void) -> Option {
      Option(names: names) { options, _, _ throws(UsageError) in set(&options) }
    }

    /// An option that takes a value.
    static func value(
      _ names: String...,
      set: @escaping @Sendable (inout CommandLineOptions, _ name: String, _ value: String) throws(UsageError) -> Void
    ) -> Option {
      Option(names: names, takesValue: true) { options, name, value throws(UsageError) in
        try set(&options, name, value ?? "")
      }
    }

    /// An option whose value is a whole number in `range`.
    static func count(
      _ name: String, _ range: ClosedRange<Int>, set: @escaping @Sendable (inout CommandLineOptions, Int) -> Void
    ) -> Option {
      .value(name) { options, name, text throws(UsageError) in
        guard let number = Int(text), range.contains(number) else {
          throw UsageError(
            "\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        set(&options, number)
      }
    }

    /// An option naming a file that may be given once.
    static func path(
      _ name: String, once message: String, _ keyPath: WritableKeyPath<CommandLineOptions, String?> & Sendable
    ) -> Option {
      .value(name) { options, _, path throws(UsageError) in
        guard options[keyPath: keyPath] == nil else { throw UsageError(message) }
        options[keyPath: keyPath] = path
      }
    }
  }

  /// Every option, once: the parser, the hint for an unknown option and the check of values
  /// given with `=` all read it.
  static let options: [Option] = [
    .flag("--help", "-h") { $0.help = true },
    .flag("--check") { $0.check = true },
    .flag("--table") { $0.table = true },
    .flag("--filmstrip") { $0.filmstrip = true },
    .flag("--print-scenario") { $0.printScenario = true },
    .flag("--quiet", "-q") { $0.quiet = true },
    .flag("--watch") { $0.watch = true },
    .value("--out", "-o") { options, _, path in options.outputDirectory = path },
    .path("--scenario", once: "only one scenario may be given", \.scenarioPath),
    .path("--compare", once: "only one --compare may be given", \.comparePath),
    .count("--svg-frames", 1...1_000_000) { $0.svgFrameInterval = $1 },
    .count("--filmstrip-frames", 2...32) { options, frames in
      options.filmstripFrames = frames
      options.filmstrip = true
    },
    .count("--fuzz", 1...100_000_000) { $0.fuzzCount = $1 },
    .count("--fuzz-dump", 0...99_999_999) { $0.fuzzDumpIndex = $1 },
    .value("--seed") { options, _, text throws(UsageError) in
      guard let seed = UInt64(text) else {
        throw UsageError("--seed needs a whole number from 0 to \(UInt64.max), got '\(text)'")
      }
      options.seed = seed
    },
    Option(names: ["--uikit-insets", "--no-uikit-insets"]) { options, name, _ throws(UsageError) in
      let on = name == "--uikit-insets"
      if let given = options.uikitInsetModel, given != on {
        throw UsageError("--uikit-insets and --no-uikit-insets cannot be combined")
      }
      options.uikitInsetModel = on
    },
    .flag("--no-screens") { $0.reentrantScreens = false },
    .count("--generation", ScenarioGenerator.generations) { $0.generation = $1 },
    .path("--replay", once: "only one --replay may be given", \.replayPath),
    .flag("--as-scenario") { $0.asScenario = true },
    .value("--record") { options, _, path in options.recordPath = path },
    .flag("--round-trip") { $0.roundTrip = true },
    .value("--waive") { options, _, text throws(UsageError) in
      guard let equals = text.firstIndex(of: "=") else {
        throw UsageError("--waive needs RULE=REASON (why the rule cannot hold here), got '\(text)'")
      }
      do {
        let rule = try Invariant(waiving: String(text[..<equals]), path: "--waive")
        options.waivers[rule] = try Invariant.reason(String(text[text.index(after: equals)...]), path: "--waive")
      } catch {
        throw UsageError("\(error)")
      }
    },
  ]

  /// Parses the arguments (without the program name).
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: A ``UsageError`` naming the argument at fault.
  public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
    var options = CommandLineOptions()
    var index = 0
    func value(_ name: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else { throw UsageError("\(name) needs a value") }
      let given = arguments[index]
      // An option is never an option's value: `-o -q` would create a folder named "-q".
      guard !(given.hasPrefix("-") && given.count > 1 && Double(given) == nil) else {
        // (Only the long form takes a value after `=`: `--out=-q`.)
        let long = Self.options.first { $0.names.contains(name) }?.names.first { $0.hasPrefix("--") } ?? name
        throw UsageError("\(name) needs a value, got the option '\(given)' (write \(long)=\(given) if you mean it)")
      }
      return given
    }
    while index < arguments.count {
      let argument = arguments[index]
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      if let option = Self.options.first(where: { $0.names.contains(name) }) {
        if option.takesValue {
          try option.apply(&options, name, try value(name, inline: inline))
        } else {
          guard inline == nil else { throw UsageError("\(name) takes no value") }
          try option.apply(&options, name, nil)
        }
      } else if argument.hasPrefix("-") && argument != "-" {
        let known = Self.options.flatMap { $0.names.filter { $0.hasPrefix("--") } }
        throw UsageError("unknown option '\(argument)'\(Suggestion.hint(for: name, among: known))")
      } else {
        guard options.scenarioPath == nil else {
          throw UsageError("only one scenario may be given (got '\(argument)' too)")
        }
        options.scenarioPath = argument
      }
      index += 1
    }
    if options.recordPath != nil && (options.replayPath != nil || options.fuzzCount != nil || options.table) {
      throw UsageError("--record applies only to playing a scenario")
    }
    if options.roundTrip && options.fuzzCount == nil { throw UsageError("--round-trip applies only to --fuzz") }
    if !options.waivers.isEmpty && (options.replayPath != nil || options.fuzzCount != nil || options.table) {
      throw UsageError("--waive applies only to playing a scenario (the fuzzer never waives a rule)")
    }
    if options.asScenario && options.replayPath == nil { throw UsageError("--as-scenario applies only to --replay") }
    if options.replayPath != nil {
      let conflicting = [
        (options.scenarioPath != nil, "a scenario (use --compare FILE to play one beside the recording)"),
        (options.fuzzCount != nil || options.fuzzDumpIndex != nil, "--fuzz"), (options.table, "--table"),
        (options.printScenario, "--print-scenario"), (options.watch, "--watch"),
      ]
      if let (_, what) = conflicting.first(where: { $0.0 }) {
        throw UsageError("--replay cannot be combined with \(what)")
      }
    }
    let fuzzes = options.fuzzCount != nil || options.fuzzDumpIndex != nil
    if options.seed != nil && !fuzzes { throw UsageError("--seed applies only to --fuzz and --fuzz-dump") }
    if let on = options.uikitInsetModel, !fuzzes {
      throw UsageError("\(on ? "--uikit-insets" : "--no-uikit-insets") applies only to --fuzz and --fuzz-dump")
    }
    if options.generation != nil && !fuzzes {
      throw UsageError("--generation applies only to --fuzz and --fuzz-dump")
    }
    if options.reentrantScreens != nil && !fuzzes {
      throw UsageError("--no-screens applies only to --fuzz and --fuzz-dump")
    }
    if options.fuzzCount != nil && options.fuzzDumpIndex != nil {
      throw UsageError("--fuzz cannot be combined with --fuzz-dump")
    }
    if fuzzes {
      let option = options.fuzzCount != nil ? "--fuzz" : "--fuzz-dump"
      let conflicting = [
        (options.scenarioPath != nil, "a scenario"), (options.comparePath != nil, "--compare"),
        (options.table, "--table"),
        (options.printScenario, "--print-scenario"),
        (options.svgFrameInterval != nil, "--svg-frames"), (options.filmstrip, "--filmstrip"),
        (options.fuzzDumpIndex != nil && options.check, "--check"), (options.watch, "--watch"),
      ]
      if let (_, what) = conflicting.first(where: { $0.0 }) {
        throw UsageError("\(option) cannot be combined with \(what)")
      }
    }
    if options.comparePath != nil {
      if options.table { throw UsageError("--compare cannot be combined with --table") }
      if options.printScenario { throw UsageError("--compare cannot be combined with --print-scenario") }
    }
    return options
  }

  /// The help text.
  public static let help = """
    navbar-sim — play a scripted scroll session through the CollapsingNavBar engine and show it

    USAGE
      navbar-sim [SCENARIO.json] [options]

    With no scenario, plays the embedded default (the default bar over an inbox: a drag that lets
    go halfway, a fling, a rest, a scroll back up, a pull to refresh, a status-bar tap) and writes
    ./navbar-sim-out. A scenario file with no "script" plays the default script. Prints a
    summary on stdout (with the page's file:// URL, and warnings for values that are most
    likely a mistake) and progress on stderr for long runs.

    OPTIONS
      --scenario FILE        the scenario to play (same as giving FILE as an argument)
      -o, --out DIR          where to write the output (default ./navbar-sim-out):
                               index.html  a self-contained player: the bar and the top of the
                                           content per frame, a timeline, play/pause, keys
                                           (←/→ a frame, ⇧ ten, [/] a marker, i inspect,
                                           #frame=N in the URL), an inspect overlay, a chart
                                           of the session synced to the slider that zooms,
                                           and the numbers and events of the frame
                               trace.csv   one row per frame (offset, insets, bar height,
                                           collapse, progress, phase, alphas, h.<panel> …)
      --svg-frames N         also write every Nth frame as frames/frame-NNNNNN.svg
      --filmstrip            also write filmstrip.svg: 8 frames side by side, picked at the
                             moments that tell the story (a drag, a rest, the refresh
                             spinner, a scroll-to-top)
      --filmstrip-frames N   the filmstrip's number of frames (2–32; implies --filmstrip)
      --check                check the invariants on every frame, then replay, attach
                             continuity and detach (as --fuzz does); exit 1 naming the first
                             frame that breaks one. Alone, writes no files (add --out to write
                             them).
      --watch                play again each time the scenario file (or the --compare one)
                             is saved, so the page can be reloaded while tuning; ^C stops. A
                             save with an error keeps the last page, marked stale with the
                             error, until a good save
      --table                print the bar's layout table (collapse sweep) and exit
      --print-scenario       print the scenario as JSON and exit: the given one (checked and
                             with every default filled in) or the default (a template)
      --compare FILE         also play FILE and show both side by side: index.html plays
                             them on one timeline with both traces on the chart, trace-b.csv
                             holds the second; the summary reports where they differ (the
                             first frame that differs, each rest's position, bar height and
                             settle time)
      --fuzz N               play N random scenarios (bars, containers and scripts generated
                             from the seed) and check each: the invariants on every frame,
                             that a replay gives the same frames, attach continuity and the
                             insets a detach restores. Progress on stderr, summary on stdout.
                             On a failure, shrinks the scenario to a small one, writes it as
                             DIR/fuzz-seed<S>-<i>.json (DIR from --out), prints its path and
                             exits 1; replay it with --check
      --fuzz-dump I          write scenario I of the campaign (from --seed, with
                             --no-uikit-insets if given) as DIR/fuzz-<S>-<I>.json (DIR from
                             --out) without playing any: the index a --fuzz summary names
                             (its slowest release, its failure before shrinking); play it
                             with navbar-sim FILE
      --seed S               the fuzzing campaign's seed (default 1); the same seed plays the
                             same scenarios
      --no-uikit-insets      generate the plain model only: no container with an
                             insetAdjustment, a safe area or observesOnly, no
                             setContentInset, beginRefreshing or safeArea step (UIKit's
                             inset model is generated by default; --uikit-insets says so
                             explicitly)
      --no-screens           generate no app screen (the "screen" key: a delegate that reads
                             and calls the bar from inside UIKit's callbacks, generated for
                             half the scenarios by default)
      --generation G         the generator's generation (default 3, the latest): 1 makes the
                             scenarios of campaigns before generation 2 (seeds up to 9443);
                             2 adds the environment (iOS 26 and the glass look, Dynamic
                             Type, right to left, a landscape phone's compact height; seeds
                             9444 and 9445); 3 adds sectioned tables under the spacer
                             strategy, whose pinned headers must stay under the bar
      --record FILE          also write the session as the bar's recorder would record it on
                             a device (NavBarRecording JSON, names kept): a file for --replay
      --waive RULE=REASON    a rule the scenario cannot keep (pinnedHeaderUnderBar=the header
                             floats while the content travels): its breaks are counted and
                             shown in the summary with the reason, never a failure; may be
                             repeated, adds to the scenario's "waive" object; not finite,
                             never with --fuzz or --replay
      --round-trip           with --fuzz: also record each scenario's session as a device's
                             bar would, write the recording as JSON, read it back and replay
                             it: every answer must be the same (a failure is shrunk and
                             written like any other)
      --replay FILE          play a recording made by the bar (NavBarRecording JSON) through
                             the engine: its events, not a simulated scroll view. Writes the
                             same page and CSV; the summary says whether the engine still
                             answers every entry as the device did. With --check: the
                             invariants that apply to a replay, and every frame where the
                             answers now differ (exit 1). With --compare FILE: a second
                             recording, or a scenario, played beside it
      --as-scenario          with --replay: infer a scenario (drags, releases, waits,
                             refreshes, rotations) from the recording, play it in the
                             simulator, and report the first frame and property where the
                             simulated session parts from the recording; writes the inferred
                             scenario as DIR/inferred-scenario.json
      -q, --quiet            no summary or progress
      -h, --help             this help

    EXIT STATUS
      0 success · 1 an invariant broke (--check, --fuzz) or a replay's answers differ
      (--replay --check) · 2 bad arguments, a bad scenario or a bad recording (nothing is
      written) · 3 the output could not be written

    SCENARIO (JSON; everything optional, unknown keys are errors)
      {"name": "inbox",
       "device": {"width": 390, "height": 844, "safeAreaTop": 47, "scale": 3, "largeTitleScale": 1},
       "bar": {"panels": [{"kind": "top", "title": "Inbox"}, {"kind": "largeTitle", "title": "Inbox"},
                          {"kind": "search"}, {"kind": "closable", "id": "filters", "height": 44, "title": "All, Unread"},
                          {"kind": "pinned", "id": "segments", "height": 40, "title": "Mail, Threads"}],
               "mode": "collapsesWithContent", "insetStrategy": "expanded",
               "snapping": true, "collapseOrder": ["search", "filters"], "titleCrossFadeThreshold": 0.5},
       "containers": [{"contentHeight": 4000, "contentInsetTop": 0, "contentInsetBottom": 0,
                       "deceleration": "normal", "refreshControl": true,
                       "insetAdjustment": "automatic", "safeArea": {"top": 47, "bottom": 83}},
                      {"contentHeight": 2000, "initialScroll": 300}],
       "script": [{"drag": {"by": 180, "duration": 0.3}}, {"release": {"velocity": 0.8}}, {"wait": 1.0},
                  {"tapStatusBar": {}}, {"pullToRefresh": {"duration": 0.5}}, {"endRefreshing": {}},
                  {"search": "activate"}, {"search": "cancel"}, {"switchContainer": 1},
                  {"resize": {"width": 844, "height": 390, "safeAreaTop": 0}},
                  {"expand": {"animated": true}}, {"collapse": {"animated": true}},
                  {"setContentInset": {"bottom": 300}}, {"beginRefreshing": {}},
                  {"safeArea": {"top": 47, "bottom": 34}}, {"leaveWindow": {}}, {"enterWindow": {}}]}
      Alternatives: "mode": "quickReturn" with "revealDistance": 60 and "quickReturnReveal":
      "wholeBar" (default "compactBar"; only quickReturn takes them); "insetStrategy": "followsBar"; "deceleration": "fast"; "insetAdjustment":
      "scrollableAxes", "never" or "always" (docs/navbar-sim.md explains the inset keys and steps);
      "observesOnly": true on a container plays a SwiftUI one (its contentInsetTop is the space
      reserved for the bar, which writes no inset to it and cannot move a fling's target).
      Panel kinds: top (44), spacer (0), largeTitle (52), search (52), closable (44, needs id),
      pinned (44, needs id), separator; a spacer is added before the large title and a
      separator at the end unless listed. drag.by is the finger's travel as a change of content
      offset (positive toward the end; past an edge the content follows a rubber band);
      velocities are in points per millisecond; initialScroll starts a container scrolled that
      far from its top (up to its content's end). Drags and waits take their duration, every
      other step one frame (1/120 s); after the script the simulation runs until nothing moves
      (at most 10 s).
    """
}

/// A command line `navbar-sim` cannot run.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
