// libimagequant's types and declarations, without linking it: CShim's imagequant.c defines the
// functions Codecs calls and loads libimagequant on first use (stretchy_imagequant_load), so a
// run that makes no GIF palette never loads it or libgomp. A function imagequant.c does not
// list fails to link.
#include <libimagequant.h>

// Debian's libimagequant runs its loops on OpenMP threads, as many as the machine has cores, and
// sums colours per thread: how the work is split would change the palettes' last bits with the
// machine. stretchy quantizes whole frames on its own workers instead and has each one call
// this first, with 1 (libgomp is libimagequant's own dependency, and imagequant.c finds this in
// it; omp.h is gcc's, not on clang's path, hence the declaration).
void omp_set_num_threads(int count);
