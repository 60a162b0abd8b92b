// stretchy's own deflate for zlib's level 1 with Z_RLE (raw, 32 KiB window, memory level 9): the
// exact bytes zlib 1.2.13 writes, which SPEC §6 promises, 3.6 times as fast on a photo frame's
// filtered rows (5.6 on a flat frame's).
//
// zlib's deflate_rle takes, at each position, a distance-1 match as long as the run of the byte
// before it (at most 258, at least 3, never past the input), else a literal; so the symbols are
// a function of the input alone, and are found here with word-wide compares. The rest must be
// zlib's own decisions, reproduced step for step from a reading of its trees.c and deflate.c:
//   - a block ends after 32767 symbols (its symbol buffer's size, 1 << (9 + 6), less one) and at
//     a flush;
//   - a block's Huffman trees come from zlib's heap (ties broken by subtree depth), its fix of
//     codes longer than 15 (7 for the code-length code) and its canonical codes; the code lengths
//     are run-length coded by its rules, and a tree always has at least two codes;
//   - the block is stored if that is no longer than the coded block (the fixed codes win ties
//     with the dynamic ones) and its bytes are still in zlib's 64 KiB window. zlib slides that
//     window by 32 KiB when a position it reaches has at most 258 bytes of lookahead and lies
//     65274 bytes (32 KiB plus the 32 KiB less 262 it may match at) or more into it; given its
//     input in whole windows (png.c) it behaves as given all of it at once, so `slide_at` knows
//     where the next slide comes from the input seen so far;
//   - a sync flush ends with an empty stored block, a finish with a last block, empty or not.
// The bytes are checked against zlib's own by CodecsTests' DeflaterTests, on many inputs.
#include "rle_deflate.h"
#include <stdlib.h>
#include <string.h>

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the bit writer stores its 64-bit buffer as little-endian bytes"
#endif

enum {
    MIN_RUN = 3,
    MAX_RUN = 258,
    LITERALS = 256,
    END_OF_BLOCK = 256,
    LENGTH_CODES = 29,
    LIT_LEN_CODES = LITERALS + 1 + LENGTH_CODES,  // 286
    DIST_CODES = 30,
    BIT_LENGTH_CODES = 19,
    MAX_BITS = 15,
    MAX_BIT_LENGTH_BITS = 7,
    HEAP_SIZE = 2 * LIT_LEN_CODES + 1,
    BLOCK_SYMBOLS = (1 << (9 + 6)) - 1,
    // A symbol: a literal byte, or LITERALS + a run's length less MIN_RUN.
    SYMBOLS = LITERALS + MAX_RUN - MIN_RUN + 1,
    WINDOW = 1 << 15,
    SLIDE_FROM = 2 * WINDOW - 262,      // zlib's wsize + MAX_DIST
    FULL_WINDOW_CHECK = 2 * WINDOW - MAX_RUN,
    // The input kept: the current block's bytes while it may still be stored, and what is not
    // yet coded. Most of it is filled before the bytes no longer needed are moved out.
    INPUT_CAPACITY = 1 << 18,
    INPUT_SLACK = 16,  // word loads may read past the input's end (and never use what they read)
};

static const uint8_t length_extra[LENGTH_CODES] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                                   2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t dist_extra[DIST_CODES] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                               6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t bit_length_extra[BIT_LENGTH_CODES] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                           0, 0, 0, 0, 0, 0, 2, 3, 7};
// The order RFC 1951 sends the code-length code's lengths in.
static const uint8_t bit_length_order[BIT_LENGTH_CODES] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                                           11, 4,  12, 3, 13, 2, 14, 1, 15};

// One Huffman tree being built: leaves first, then the internal nodes.
typedef struct {
    uint32_t freq[HEAP_SIZE];
    uint16_t parent[HEAP_SIZE];
    uint16_t len[HEAP_SIZE + 1];  // one more for the guard the code-length scan puts after the last code
    uint16_t code[HEAP_SIZE];
    int max_code;                 // the largest code used
} Tree;

// What build_tree needs to know of a tree's kind.
typedef struct {
    const uint16_t *fixed_len;  // the fixed code's lengths (NULL: none)
    const uint8_t *extra;      // extra bits of code `extra_base` on
    int extra_base;
    int elems;
    int max_length;
} TreeKind;

typedef struct {
    uint8_t *next;  // where the next whole byte goes (at least 8 bytes of room reserved)
    uint64_t bits;  // fewer than 8 pending bits after each write
    unsigned count;
} BitWriter;

typedef struct {
    uint32_t bits;
    uint32_t count;
} Code;

struct StretchyRLEDeflater {
    uint8_t *input;       // the bytes from `input_start` to `input_end` (positions in the piece)
    size_t input_start, input_end;
    size_t position;      // of the next symbol
    size_t block_start;   // where the current block's input begins
    size_t window_start;  // where zlib's window begins: a block that began before can't be stored
    size_t slide_at;      // the first position at which zlib slides its window (SIZE_MAX: not yet known)
    int finishing;        // all input is in
    uint16_t *symbols;
    size_t symbol_count;
    uint32_t counts[SYMBOLS];
    uint64_t bits;  // the bit writer's state between blocks
    unsigned bit_count;
    // Trees and heap of the block being coded.
    Tree lit_len, dist, bit_length;
    int heap[HEAP_SIZE];
    int heap_len, heap_max;
    uint8_t depth[HEAP_SIZE];
    uint16_t bl_count[MAX_BITS + 1];
    uint64_t opt_len, static_len;  // bits of the block with its own trees, with the fixed ones
    uint8_t length_code[MAX_RUN - MIN_RUN + 1];
    uint8_t length_base[LENGTH_CODES];
    uint16_t fixed_lit_len[LIT_LEN_CODES + 2], fixed_dist[DIST_CODES];
    uint16_t fixed_lit_len_code[LIT_LEN_CODES + 2], fixed_dist_code[DIST_CODES];
    Code table[SYMBOLS];  // each symbol's bits in the block being written
};

static unsigned reverse_bits(unsigned code, int length) {
    unsigned reversed = 0;
    for (int i = 0; i < length; i++, code >>= 1) reversed = reversed << 1 | (code & 1);
    return reversed;
}

// Canonical codes (RFC 1951 3.2.2), bit-reversed for LSB-first writing, for codes 0…max_code.
static void canonical_codes(const uint16_t *bl_count, const uint16_t *lengths, int max_code, uint16_t *codes) {
    unsigned next[MAX_BITS + 1], code = 0;
    for (int bits = 1; bits <= MAX_BITS; bits++) next[bits] = code = (code + bl_count[bits - 1]) << 1;
    for (int n = 0; n <= max_code; n++)
        if (lengths[n] != 0) codes[n] = (uint16_t)reverse_bits(next[lengths[n]]++, lengths[n]);
}

StretchyRLEDeflater *stretchy_rle_begin(void) {
    StretchyRLEDeflater *d = calloc(1, sizeof *d);
    if (d == NULL) return NULL;
    d->input = malloc(INPUT_CAPACITY + INPUT_SLACK);
    d->symbols = malloc(BLOCK_SYMBOLS * sizeof *d->symbols);
    if (d->input == NULL || d->symbols == NULL) {
        stretchy_rle_end(d);
        return NULL;
    }
    d->slide_at = SIZE_MAX;
    int length = 0;
    for (int code = 0; code < LENGTH_CODES - 1; code++) {
        d->length_base[code] = (uint8_t)length;
        for (int n = 0; n < 1 << length_extra[code]; n++) d->length_code[length++] = (uint8_t)code;
    }
    // 258 has a code of its own (285), shorter than 284 with its 5 extra bits.
    d->length_code[MAX_RUN - MIN_RUN] = LENGTH_CODES - 1;
    d->length_base[LENGTH_CODES - 1] = MAX_RUN - MIN_RUN;
    // The fixed codes (RFC 1951 3.2.6); 286 and 287 complete the literal/length code.
    uint16_t counts[MAX_BITS + 1] = {0};
    for (int n = 0; n < LIT_LEN_CODES + 2; n++) {
        d->fixed_lit_len[n] = n < 144 ? 8 : n < 256 ? 9 : n < 280 ? 7 : 8;
        counts[d->fixed_lit_len[n]]++;
    }
    canonical_codes(counts, d->fixed_lit_len, LIT_LEN_CODES + 1, d->fixed_lit_len_code);
    for (int n = 0; n < DIST_CODES; n++) {
        d->fixed_dist[n] = 5;
        d->fixed_dist_code[n] = (uint16_t)reverse_bits((unsigned)n, 5);
    }
    return d;
}

void stretchy_rle_end(StretchyRLEDeflater *d) {
    if (d == NULL) return;
    free(d->input);
    free(d->symbols);
    free(d);
}

// MARK: - Huffman trees, as zlib builds them

// Whether node n sorts before node m: less frequent, or as frequent and no deeper.
static inline int smaller(const StretchyRLEDeflater *d, const Tree *tree, int n, int m) {
    return tree->freq[n] < tree->freq[m] || (tree->freq[n] == tree->freq[m] && d->depth[n] <= d->depth[m]);
}

static void sift_down(StretchyRLEDeflater *d, const Tree *tree, int k) {
    int v = d->heap[k];
    for (int j = k << 1; j <= d->heap_len; j <<= 1) {
        if (j < d->heap_len && smaller(d, tree, d->heap[j + 1], d->heap[j])) j++;
        if (smaller(d, tree, v, d->heap[j])) break;
        d->heap[k] = d->heap[j];
        k = j;
    }
    d->heap[k] = v;
}

// The code lengths from the tree in heap[heap_max…], at most kind->max_length bits: an overlong
// leaf is cut to the limit and, two at a time, the shortest lengths below it deepened to make
// room; then lengths are dealt out again, longest to the least frequent. Adds the block's bits.
static void code_lengths(StretchyRLEDeflater *d, Tree *tree, const TreeKind *kind) {
    int overflow = 0, h;
    memset(d->bl_count, 0, sizeof d->bl_count);
    tree->len[d->heap[d->heap_max]] = 0;
    for (h = d->heap_max + 1; h < HEAP_SIZE; h++) {
        int n = d->heap[h], bits = tree->len[tree->parent[n]] + 1;
        if (bits > kind->max_length) bits = kind->max_length, overflow++;
        tree->len[n] = (uint16_t)bits;
        if (n > tree->max_code) continue;
        d->bl_count[bits]++;
        int extra = n >= kind->extra_base ? kind->extra[n - kind->extra_base] : 0;
        d->opt_len += (uint64_t)tree->freq[n] * (unsigned)(bits + extra);
        if (kind->fixed_len != NULL) d->static_len += (uint64_t)tree->freq[n] * (unsigned)(kind->fixed_len[n] + extra);
    }
    if (overflow == 0) return;
    do {
        int bits = kind->max_length - 1;
        while (d->bl_count[bits] == 0) bits--;
        d->bl_count[bits]--;
        d->bl_count[bits + 1] += 2;
        d->bl_count[kind->max_length]--;
        overflow -= 2;
    } while (overflow > 0);
    for (int bits = kind->max_length; bits != 0; bits--) {
        for (int n = d->bl_count[bits]; n != 0;) {
            int m = d->heap[--h];
            if (m > tree->max_code) continue;
            if (tree->len[m] != bits) {
                d->opt_len += ((uint64_t)bits - tree->len[m]) * tree->freq[m];
                tree->len[m] = (uint16_t)bits;
            }
            n--;
        }
    }
}

// Huffman codes for the frequencies in tree->freq[0 ..< kind->elems].
static void build_tree(StretchyRLEDeflater *d, Tree *tree, const TreeKind *kind) {
    int max_code = -1;
    d->heap_len = 0;
    d->heap_max = HEAP_SIZE;
    for (int n = 0; n < kind->elems; n++) {
        if (tree->freq[n] != 0) {
            d->heap[++d->heap_len] = max_code = n;
            d->depth[n] = 0;
        } else {
            tree->len[n] = 0;
        }
    }
    // Deflate wants at least one bit per code, so a tree has two codes at least: the added ones
    // (0 or 1, neither with extra bits) cost what their frequency of 1 adds below.
    while (d->heap_len < 2) {
        int node = d->heap[++d->heap_len] = max_code < 2 ? ++max_code : 0;
        tree->freq[node] = 1;
        d->depth[node] = 0;
        d->opt_len--;
        if (kind->fixed_len != NULL) d->static_len -= kind->fixed_len[node];
    }
    tree->max_code = max_code;
    for (int n = d->heap_len / 2; n >= 1; n--) sift_down(d, tree, n);
    // The two least frequent nodes become the children of a new one, their order kept for
    // code_lengths above the heap.
    int node = kind->elems;
    do {
        int n = d->heap[1];
        d->heap[1] = d->heap[d->heap_len--];
        sift_down(d, tree, 1);
        int m = d->heap[1];
        d->heap[--d->heap_max] = n;
        d->heap[--d->heap_max] = m;
        tree->freq[node] = tree->freq[n] + tree->freq[m];
        d->depth[node] = (uint8_t)((d->depth[n] >= d->depth[m] ? d->depth[n] : d->depth[m]) + 1);
        tree->parent[n] = tree->parent[m] = (uint16_t)node;
        d->heap[1] = node++;
        sift_down(d, tree, 1);
    } while (d->heap_len >= 2);
    d->heap[--d->heap_max] = d->heap[1];
    code_lengths(d, tree, kind);
    canonical_codes(d->bl_count, tree->len, max_code, tree->code);
}

// MARK: - Writing bits

static inline void put_bits(BitWriter *w, uint64_t value, unsigned count) {
    w->bits |= value << w->count;
    w->count += count;
    memcpy(w->next, &w->bits, 8);
    w->next += w->count >> 3;
    w->bits >>= w->count & ~7u;
    w->count &= 7;
}

// To a byte boundary, zero bits filling.
static inline void align(BitWriter *w) {
    w->next += w->count > 0;
    w->bits = 0;
    w->count = 0;
}

// The code lengths of codes 0…max_code, run-length coded with codes 16 (repeat the last length
// 3–6 times), 17 (3–10 zeros) and 18 (11–138 zeros) as zlib does: runs are cut at 6 / 138 and
// each run's first non-zero length is sent alone. Counts the code-length codes, or, given a
// writer, writes them.
static void code_length_runs(StretchyRLEDeflater *d, Tree *tree, int max_code, BitWriter *w) {
    Tree *bl = &d->bit_length;
    int previous = -1, next = tree->len[0], count = 0, max_count = 7, min_count = 4;
    if (next == 0) max_count = 138, min_count = 3;
    tree->len[max_code + 1] = 0xffff;  // a guard, unlike any length
    for (int n = 0; n <= max_code; n++) {
        int current = next;
        next = tree->len[n + 1];
        if (++count < max_count && current == next) continue;
        if (count < min_count) {
            if (w == NULL) bl->freq[current] += (uint32_t)count;
            else for (; count > 0; count--) put_bits(w, bl->code[current], bl->len[current]);
        } else if (current != 0) {
            if (current != previous) {
                if (w == NULL) bl->freq[current]++;
                else put_bits(w, bl->code[current], bl->len[current]);
                count--;
            }
            if (w == NULL) bl->freq[16]++;
            else put_bits(w, bl->code[16] | (uint64_t)(count - 3) << bl->len[16], bl->len[16] + 2u);
        } else if (count <= 10) {
            if (w == NULL) bl->freq[17]++;
            else put_bits(w, bl->code[17] | (uint64_t)(count - 3) << bl->len[17], bl->len[17] + 3u);
        } else {
            if (w == NULL) bl->freq[18]++;
            else put_bits(w, bl->code[18] | (uint64_t)(count - 11) << bl->len[18], bl->len[18] + 7u);
        }
        count = 0;
        previous = current;
        if (next == 0) max_count = 138, min_count = 3;
        else if (current == next) max_count = 6, min_count = 3;
        else max_count = 7, min_count = 4;
    }
}

// MARK: - Blocks

// Each symbol's bits under the given literal/length and distance codes.
static void symbol_table(StretchyRLEDeflater *d, const uint16_t *lit_code, const uint16_t *lit_len,
                         uint16_t dist_code, unsigned dist_len) {
    for (int s = 0; s < SYMBOLS; s++) {
        if (s < LITERALS) {
            d->table[s] = (Code){lit_code[s], lit_len[s]};
            continue;
        }
        int x = s - LITERALS, code = d->length_code[x], symbol = LITERALS + 1 + code;
        unsigned len = lit_len[symbol], extra = length_extra[code];
        uint32_t bits = lit_code[symbol] | (uint32_t)(x - d->length_base[code]) << len;
        bits |= (uint32_t)dist_code << (len + extra);
        d->table[s] = (Code){bits, len + extra + dist_len};
    }
}

static void write_symbols(StretchyRLEDeflater *d, BitWriter *w, uint32_t end_bits, unsigned end_len) {
    const uint16_t *symbols = d->symbols;
    const Code *table = d->table;
    uint8_t *next = w->next;
    uint64_t bits = w->bits;
    unsigned count = w->count;
    for (size_t i = 0; i < d->symbol_count; i++) {
        Code c = table[symbols[i]];
        bits |= (uint64_t)c.bits << count;
        count += c.count;
        memcpy(next, &bits, 8);
        next += count >> 3;
        bits >>= count & ~7u;
        count &= 7;
    }
    w->next = next;
    w->bits = bits;
    w->count = count;
    put_bits(w, end_bits, end_len);
}

static void stored_block(BitWriter *w, const uint8_t *bytes, size_t size, int last) {
    put_bits(w, (unsigned)last, 3);
    align(w);
    uint16_t length = (uint16_t)size, complement = (uint16_t)~length;
    uint8_t header[4] = {(uint8_t)length, (uint8_t)(length >> 8), (uint8_t)complement, (uint8_t)(complement >> 8)};
    memcpy(w->next, header, 4);
    if (size > 0) memcpy(w->next + 4, bytes, size);
    w->next += 4 + size;
}

// Writes the symbols tallied as one block (stored, fixed or dynamic codes, as zlib chooses).
static int flush_block(StretchyRLEDeflater *d, int last, StretchyBuffer *out) {
    const TreeKind lit_kind = {d->fixed_lit_len, length_extra, LITERALS + 1, LIT_LEN_CODES, MAX_BITS};
    const TreeKind dist_kind = {d->fixed_dist, dist_extra, 0, DIST_CODES, MAX_BITS};
    const TreeKind bit_length_kind = {NULL, bit_length_extra, 0, BIT_LENGTH_CODES, MAX_BIT_LENGTH_BITS};
    size_t stored_len = d->position - d->block_start;
    if (!stretchy_reserve(out, d->symbol_count * 5 + (stored_len < 65536 ? stored_len : 0) + 1024)) return 1;

    Tree *lit = &d->lit_len, *dist = &d->dist, *bl = &d->bit_length;
    memset(lit->freq, 0, LIT_LEN_CODES * sizeof lit->freq[0]);
    memset(dist->freq, 0, DIST_CODES * sizeof dist->freq[0]);
    memset(bl->freq, 0, BIT_LENGTH_CODES * sizeof bl->freq[0]);
    memcpy(lit->freq, d->counts, LITERALS * sizeof lit->freq[0]);
    lit->freq[END_OF_BLOCK] = 1;
    for (int x = 0; x <= MAX_RUN - MIN_RUN; x++) {
        lit->freq[LITERALS + 1 + d->length_code[x]] += d->counts[LITERALS + x];
        dist->freq[0] += d->counts[LITERALS + x];
    }
    d->opt_len = d->static_len = 0;
    build_tree(d, lit, &lit_kind);
    build_tree(d, dist, &dist_kind);
    code_length_runs(d, lit, lit->max_code, NULL);
    code_length_runs(d, dist, dist->max_code, NULL);
    build_tree(d, bl, &bit_length_kind);
    int max_blindex = BIT_LENGTH_CODES - 1;
    while (max_blindex >= 3 && bl->len[bit_length_order[max_blindex]] == 0) max_blindex--;
    d->opt_len += 3 * ((uint64_t)max_blindex + 1) + 5 + 5 + 4;

    uint64_t opt_lenb = (d->opt_len + 3 + 7) >> 3, static_lenb = (d->static_len + 3 + 7) >> 3;
    if (static_lenb <= opt_lenb) opt_lenb = static_lenb;
    BitWriter w = {out->bytes + out->count, d->bits, d->bit_count};
    if (stored_len + 4 <= opt_lenb && d->block_start >= d->window_start) {
        stored_block(&w, d->input + (d->block_start - d->input_start), stored_len, last);
    } else if (static_lenb == opt_lenb) {
        put_bits(&w, 2u + (unsigned)last, 3);
        symbol_table(d, d->fixed_lit_len_code, d->fixed_lit_len, d->fixed_dist_code[0], d->fixed_dist[0]);
        write_symbols(d, &w, d->fixed_lit_len_code[END_OF_BLOCK], d->fixed_lit_len[END_OF_BLOCK]);
    } else {
        int lcodes = lit->max_code + 1, dcodes = dist->max_code + 1, blcodes = max_blindex + 1;
        put_bits(&w, 4u + (unsigned)last, 3);
        put_bits(&w, (unsigned)(lcodes - 257) | (unsigned)(dcodes - 1) << 5 | (unsigned)(blcodes - 4) << 10, 14);
        for (int rank = 0; rank < blcodes; rank++) put_bits(&w, bl->len[bit_length_order[rank]], 3);
        code_length_runs(d, lit, lcodes - 1, &w);
        code_length_runs(d, dist, dcodes - 1, &w);
        symbol_table(d, lit->code, lit->len, dist->code[0], dist->len[0]);
        write_symbols(d, &w, lit->code[END_OF_BLOCK], lit->len[END_OF_BLOCK]);
    }
    if (last) align(&w);
    out->count = (size_t)(w.next - out->bytes);
    d->bits = w.bits;
    d->bit_count = w.count;
    memset(d->counts, 0, sizeof d->counts);
    d->symbol_count = 0;
    d->block_start = d->position;
    return 0;
}

// MARK: - Finding the symbols

// Where zlib next slides its window, from the input seen so far (see the head of the file): at
// the first position 65278 bytes in when the window is full, else at the first position with at
// most 258 bytes left that is 65274 bytes in, which only the end of the input can tell.
static void find_slide(StretchyRLEDeflater *d) {
    size_t full = d->window_start + 2 * WINDOW;
    if (d->input_end >= full) d->slide_at = d->window_start + FULL_WINDOW_CHECK;
    else if (!d->finishing) d->slide_at = SIZE_MAX;
    else {
        size_t near_end = d->input_end > MAX_RUN ? d->input_end - MAX_RUN : 0;
        d->slide_at = near_end > d->window_start + SLIDE_FROM ? near_end : d->window_start + SLIDE_FROM;
    }
}

// Tallies symbols up to the end of the input, or, before it is all in, while a run could still
// reach past what there is.
static int tally(StretchyRLEDeflater *d, StretchyBuffer *out) {
    find_slide(d);
    for (;;) {
        if (d->position >= d->slide_at) {
            d->window_start += WINDOW;
            find_slide(d);
        }
        size_t stop = d->finishing ? d->input_end : d->input_end > MAX_RUN ? d->input_end - MAX_RUN : 0;
        if (d->position >= stop) return 0;
        // Without crossing a slide, the input's end, or the block's: then the checks above.
        size_t limit = stop < d->slide_at ? stop : d->slide_at;
        const uint8_t *in = d->input - d->input_start;
        size_t p = d->position, n = d->symbol_count, end = d->input_end;
        uint16_t *symbols = d->symbols;
        uint32_t *counts = d->counts;
        if (p == 0) {  // the first byte has none before it to repeat
            symbols[n++] = in[0];
            counts[in[0]]++;
            p = 1;
        }
        while (p < limit && n < BLOCK_SYMBOLS) {
            uint8_t before = in[p - 1];
            uint32_t four;
            memcpy(&four, in + p - 1, 4);
            if (end - p < MIN_RUN || four != before * 0x01010101u) {
                symbols[n++] = in[p];
                counts[in[p]]++;
                p++;
                continue;
            }
            size_t most = end - p < MAX_RUN ? end - p : MAX_RUN, run = MIN_RUN;
            uint64_t pattern = before * 0x0101010101010101u;
            while (run + 8 <= most) {
                uint64_t word;
                memcpy(&word, in + p + run, 8);
                if (word != pattern) break;
                run += 8;
            }
            while (run < most && in[p + run] == before) run++;
            symbols[n] = (uint16_t)(LITERALS + run - MIN_RUN);
            counts[symbols[n++]]++;
            p += run;
        }
        d->position = p;
        d->symbol_count = n;
        if (n == BLOCK_SYMBOLS && flush_block(d, 0, out) != 0) return 1;
    }
}

int stretchy_rle_feed(StretchyRLEDeflater *d, const uint8_t *data, size_t size, StretchyBuffer *out) {
    while (size > 0) {
        // Keep the current block's bytes while zlib could still store it, and the byte before
        // the next symbol.
        size_t keep = d->block_start >= d->window_start ? d->block_start : d->position > 0 ? d->position - 1 : 0;
        if (keep > d->input_start) {
            memmove(d->input, d->input + (keep - d->input_start), d->input_end - keep);
            d->input_start = keep;
        }
        size_t room = INPUT_CAPACITY - (d->input_end - d->input_start), part = size < room ? size : room;
        memcpy(d->input + (d->input_end - d->input_start), data, part);
        d->input_end += part;
        data += part;
        size -= part;
        if (tally(d, out) != 0) return 1;
    }
    return 0;
}

int stretchy_rle_finish(StretchyRLEDeflater *d, int last, StretchyBuffer *out) {
    d->finishing = 1;
    if (tally(d, out) != 0) return 1;
    if (last || d->symbol_count > 0) {
        if (flush_block(d, last, out) != 0) return 1;
    }
    if (!last) {
        if (!stretchy_reserve(out, 16)) return 1;
        BitWriter w = {out->bytes + out->count, d->bits, d->bit_count};
        stored_block(&w, NULL, 0, 0);
        out->count = (size_t)(w.next - out->bytes);
        d->bits = 0;
        d->bit_count = 0;
    }
    return 0;
}
