#ifndef STRETCHY_CSHIM_RLE_DEFLATE_H
#define STRETCHY_CSHIM_RLE_DEFLATE_H
// Between png.c's deflater and rle_deflate.c, stretchy's own encoder for zlib's level 1 with
// Z_RLE (see rle_deflate.c for why and how it matches zlib byte for byte).
#include "CShim.h"

/// One raw-deflate piece being made; its input is fed as to stretchy_deflate_feed.
typedef struct StretchyRLEDeflater StretchyRLEDeflater;

/// NULL when out of memory.
StretchyRLEDeflater *stretchy_rle_begin(void);

/// Takes `size` more bytes, appending to `out` the blocks they complete. 0, or 1 when out of memory.
int stretchy_rle_feed(StretchyRLEDeflater *deflater, const uint8_t *data, size_t size, StretchyBuffer *out);

/// Appends the rest of the piece to `out`: what zlib's Z_SYNC_FLUSH writes, or Z_FINISH's when
/// `last`. The deflater takes no more input after. 0, or 1 when out of memory.
int stretchy_rle_finish(StretchyRLEDeflater *deflater, int last, StretchyBuffer *out);

void stretchy_rle_end(StretchyRLEDeflater *deflater);

/// Makes room for at least `room` more bytes at the end of `buffer`; 0 when out of memory (png.c).
int stretchy_reserve(StretchyBuffer *buffer, size_t room);
#endif
