import Testing

@testable import CollapsingNavBarSimulation
@testable import NavBarSimCLI

@Suite struct CommandLineOptionsTests {
  @Test func anOptionIsNeverTheValueOfAnother() throws {
    // The advice is the long form, the one that takes `=` (`-o=-q` is an unknown option).
    #expect(throws: UsageError("-o needs a value, got the option '-q' (write --out=-q if you mean it)")) {
      try CommandLineOptions.parse(["-o", "-q"])
    }
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["-o=-q"]) }
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["--scenario", "--check"]) }
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["--compare", "--quiet"]) }
    // A folder named like an option can still be given inline; a negative number stays a value.
    #expect(try CommandLineOptions.parse(["--out=-q"]).outputDirectory == "-q")
    #expect(try CommandLineOptions.parse(["-o", "-"]).outputDirectory == "-")
  }

  @Test func compareTakesOneFile() throws {
    #expect(try CommandLineOptions.parse(["a.json", "--compare", "b.json"]).comparePath == "b.json")
    #expect(try CommandLineOptions.parse(["--compare=b.json"]).comparePath == "b.json")
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["--compare", "b.json", "--compare", "c.json"]) }
    #expect(throws: UsageError.self) { try CommandLineOptions.parse(["--compare", "b.json", "--print-scenario"]) }
  }

  @Test func checkAloneWritesNothing() throws {
    #expect(try CommandLineOptions.parse(["--check"]).writesOutput == false)
    #expect(try CommandLineOptions.parse(["--check", "-o", "out"]).writesOutput)
    #expect(try CommandLineOptions.parse([]).writesOutput)
  }

  @Test func everyOptionOfTheTableIsInTheHelpAndParses() throws {
    for option in CommandLineOptions.options {
      for name in option.names {
        #expect(CommandLineOptions.help.contains(name), "\(name) is missing from the help")
        // A flag given a value, and an option given none, are errors naming the option.
        let misuse = option.takesValue ? [name] : [name + "=1"]
        #expect(throws: UsageError.self, "\(name)") { try CommandLineOptions.parse(misuse) }
      }
    }
  }

  @Test func aFlagGivenAValueAndAValueOptionGivenNoneAreNamed() {
    #expect(throws: UsageError("--check takes no value")) { try CommandLineOptions.parse(["--check=yes"]) }
    #expect(throws: UsageError("--seed needs a value")) { try CommandLineOptions.parse(["--fuzz", "3", "--seed"]) }
    #expect(throws: UsageError("--fuzz needs a whole number from 1 to 100000000, got 'many'")) {
      try CommandLineOptions.parse(["--fuzz=many"])
    }
  }
}
