// glibc's allocator tuning, which Swift cannot reach: `mallopt` is declared in <malloc.h>.
#include "CShim.h"
#include <malloc.h>

void stretchy_heap_serves_blocks_below(size_t bytes) {
    const size_t limit = (size_t)32 << 20;
    mallopt(M_MMAP_THRESHOLD, (int)(bytes < limit ? bytes : limit));
}
