// glibc's allocator tuning, which Swift cannot reach: `mallopt` is declared in <malloc.h>, and
// `madvise` of the heap needs its bounds, which only `sbrk` tells.
#define _DEFAULT_SOURCE
#include "CShim.h"
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

// glibc's largest mmap threshold; a block at least this large is still mapped on its own.
static const size_t mmap_threshold_limit = (size_t)32 << 20;
// Transparent huge pages are 2 MiB on x86-64 and on arm64 with 4 KiB pages.
static const uintptr_t huge_page = (uintptr_t)2 << 20;

static uintptr_t round_up(uintptr_t value, uintptr_t unit) { return (value + unit - 1) / unit * unit; }

void stretchy_heap_keeps_large_blocks(size_t reserve) {
    // One arena: a buffer freed by one thread is reused by the next that asks, instead of each
    // thread growing (and trimming) a heap of its own.
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_THRESHOLD, (int)mmap_threshold_limit);
    // Never give the top of the heap back: it would only be faulted in again.
    mallopt(M_TRIM_THRESHOLD, INT32_MAX);
    if (reserve == 0) return;

    // Grow the heap by `reserve` at once (a larger block than its free top forces the growth,
    // padded by M_TOP_PAD), then ask for huge pages over it: one fault per 2 MiB instead of 512.
    mallopt(M_TOP_PAD, reserve > INT32_MAX ? INT32_MAX : (int)reserve);
    void *grow = malloc((size_t)1 << 20);
    mallopt(M_TOP_PAD, 0);
    if (grow == NULL) return;
    uintptr_t start = round_up((uintptr_t)grow, huge_page);
    uintptr_t end = (uintptr_t)sbrk(0) / huge_page * huge_page;
    // Advice only: a kernel without transparent huge pages refuses it, and small pages serve.
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
    free(grow);
}

void stretchy_advise_huge_pages(void *start, size_t length) {
    uintptr_t first = round_up((uintptr_t)start, huge_page);
    uintptr_t end = ((uintptr_t)start + length) / huge_page * huge_page;
    if (end > first) (void)madvise((void *)first, end - first, MADV_HUGEPAGE);
}
