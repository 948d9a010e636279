import Testing

@testable import CollapsingNavBarSimulation

@Suite struct CommandLineOptionsTests {
  @Test func anOptionIsNeverTheValueOfAnother() throws {
    #expect(throws: UsageError("-o needs a value, got the option '-q' (write -o=-q if you mean it)")) {
      try CommandLineOptions.parse(["-o", "-q"])
    }
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
}
