import CollapsingNavBarSimulation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The command lives in CollapsingNavBarSimulation (NavBarSimCommand), where tests reach it.
exit(NavBarSimCommand.run(Array(CommandLine.arguments.dropFirst())))
