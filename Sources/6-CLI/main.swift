#if canImport(Glibc)
import Glibc
#endif

exit(Stretchy.main(Array(CommandLine.arguments.dropFirst())).rawValue)
