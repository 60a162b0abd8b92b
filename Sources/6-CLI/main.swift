import CShim
import Glibc

// Large buffers (a frame's pixels, the decoded photo, the resampler's passes) come from the heap
// and go back to it, instead of each being mapped fresh and unmapped when freed: a page touched
// for the first time costs about 2 µs in a VM, and a frame touches thousands. glibc raises its
// threshold by itself only once a mapped block has been freed, which one `frame` never gives it.
stretchy_heap_serves_blocks_below(32 << 20)

exit(Stretchy.main(Array(CommandLine.arguments.dropFirst())).rawValue)
