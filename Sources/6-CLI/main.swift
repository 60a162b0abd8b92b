import Glibc

#if canImport(Glibc)
#endif

exit(Stretchy.main(Array(CommandLine.arguments.dropFirst())).rawValue)
