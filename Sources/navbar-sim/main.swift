import NavBarSimCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The command lives in NavBarSimCLI (NavBarSimCommand), where the tests and the benchmark reach it.
exit(NavBarSimCommand.run(Array(CommandLine.arguments.dropFirst())))
