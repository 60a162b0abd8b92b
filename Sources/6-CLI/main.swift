import CShim
import Glibc
import Workers

// Large buffers (a frame's pixels, the decoded photo, the resampler's passes) come from one heap
// and go back to it, instead of each being mapped fresh, or kept in a worker thread's own heap,
// and unmapped when freed: a page touched for the first time costs about 2 µs in a VM, and a
// frame touches thousands. glibc raises its threshold by itself only once a mapped block has been
// freed, which one `frame` never gives it. Huge pages over the first 128 MiB of the heap make
// one fault of 512 (a 12 MP header frame: 4,600 page faults became 800, about 10 % less time).
stretchy_heap_keeps_large_blocks(128 << 20)
// Workers and waiting threads spin 20 ms before they sleep (`IdleSpin`): a command that exits
// right after its frame loses nothing by it, and a sleeping virtual CPU can take milliseconds to wake.
IdleSpin.duration = .milliseconds(20)

// The arguments as the C start-up received them, not `CommandLine.arguments`: Swift reads those
// from /proc/self/cmdline, and under a chroot or in a container without /proc it finds none.
let arguments = (0..<stretchy_argument_count()).dropFirst().map { String(cString: stretchy_argument($0)) }
exit(Stretchy.main(arguments).rawValue)
