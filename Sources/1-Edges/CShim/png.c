// libpng behind setjmp, and zlib for the image data (stretchy's own encoder, rle_deflate.c, for
// level 1 with Z_RLE): see CShim.h for the contract.
#include "CShim.h"
#include "message.h"
#include "rle_deflate.h"
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>
#include <zlib.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

_Static_assert(STRETCHY_DEFLATE_DEFAULT == Z_DEFAULT_STRATEGY && STRETCHY_DEFLATE_FILTERED == Z_FILTERED &&
               STRETCHY_DEFLATE_HUFFMAN_ONLY == Z_HUFFMAN_ONLY && STRETCHY_DEFLATE_RLE == Z_RLE,
               "zlib strategy values");

typedef struct {
    char *message;
    size_t capacity;
    // Where the first warning about the iCCP chunk goes (stretchy_png_color only), else NULL.
    char *icc_warning;
    size_t icc_warning_capacity;
} ErrorTarget;

static void fail(png_structp png, png_const_charp text) {
    ErrorTarget *target = png_get_error_ptr(png);
    stretchy_copy_message(target->message, target->capacity, text);
    png_longjmp(png, 1);
}

// Warnings (an odd ICC profile, a benign chunk out of order) never stop a read or a write.
static void ignore_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

// libpng drops an iCCP chunk it finds unusable (a bad header, a length that does not match, data
// that does not inflate) with a warning prefixed "iCCP: "; the first such warning is kept, so that
// a dropped profile is reported as a JPEG's unusable one is, instead of passing for no profile.
static void note_icc_warning(png_structp png, png_const_charp text) {
    ErrorTarget *target = png_get_error_ptr(png);
    if (target->icc_warning[0] == 0 && strncmp(text, "iCCP: ", 6) == 0)
        stretchy_copy_message(target->icc_warning, target->icc_warning_capacity, text + 6);
}

// MARK: - Reading

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t position;
} Source;

static void read_source(png_structp png, png_bytep out, size_t length) {
    Source *source = png_get_io_ptr(png);
    if (length > source->size - source->position) png_error(png, "unexpected end of file");
    memcpy(out, source->data + source->position, length);
    source->position += length;
}

// Whether every chunk up to IEND fits in the bytes there are. libpng allocates a text chunk's
// claimed length before reading it (Debian's sets no chunk memory limit, and
// png_set_chunk_malloc_max does not bound that buffer): 46 bytes claiming a 1.8 GB iTXt cost
// 1.8 GB before "unexpected end of file". A chunk longer than the rest of the file can only end
// in that error, so it is given first, for nothing.
static int chunks_fit(const Source *source) {
    size_t position = 8;
    while (source->size - position >= 8) {
        const uint8_t *header = source->data + position;
        uint32_t length = (uint32_t)header[0] << 24 | (uint32_t)header[1] << 16 | (uint32_t)header[2] << 8 | header[3];
        if (length > source->size - position - 8 || source->size - position - 8 - length < 4) return 0;
        if (memcmp(header + 4, "IEND", 4) == 0) return 1;
        position += 12 + (size_t)length;
    }
    return 1;
}

// A reader over `source` that reports to `target`; NULL (with a message) when libpng cannot
// allocate, or a chunk claims more bytes than the file has. pngjs rejects a bad CRC on any chunk, so we do too (libpng only warns on ancillary
// ones by default).
static png_structp create_reader(Source *source, ErrorTarget *target, png_infop *info) {
    if (source->size >= 8 && !chunks_fit(source)) {
        *info = NULL;
        stretchy_copy_message(target->message, target->capacity, "unexpected end of file");
        return NULL;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, target, fail, ignore_warning);
    *info = png != NULL ? png_create_info_struct(png) : NULL;
    if (*info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        stretchy_copy_message(target->message, target->capacity, "libpng could not allocate a reader");
        return NULL;
    }
    png_set_read_fn(png, source, read_source);
    png_set_crc_action(png, PNG_CRC_DEFAULT, PNG_CRC_ERROR_QUIT);
    return png;
}

int stretchy_png_info(const uint8_t *data, size_t size, StretchyPNGInfo *info_out,
                      char *message, size_t message_capacity) {
    ErrorTarget target = {message, message_capacity};
    Source source = {data, size, 0};
    png_infop info;
    stretchy_copy_message(message, message_capacity, "");
    png_structp png = create_reader(&source, &target, &info);
    if (png == NULL) return 1;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_read_info(png, info);
    info_out->width = png_get_image_width(png, info);
    info_out->height = png_get_image_height(png, info);
    info_out->color_key = png_get_color_type(png, info) != PNG_COLOR_TYPE_PALETTE &&
                          png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    info_out->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int stretchy_png_decode(const uint8_t *data, size_t size, uint8_t *pixels,
                        uint32_t width, uint32_t height, StretchyJPEGRegion region,
                        char *message, size_t message_capacity) {
    ErrorTarget target = {message, message_capacity};
    Source source = {data, size, 0};
    png_infop info;
    stretchy_copy_message(message, message_capacity, "");
    int whole = region.x == 0 && region.y == 0 && region.width == width && region.height == height;
    if (region.width == 0 || region.height == 0 || region.x > width - region.width ||
        region.y > height - region.height) {
        stretchy_copy_message(message, message_capacity, "the part to decode is not inside the image");
        return 1;
    }
    // Allocated before setjmp, so that a longjmp leaves nothing to track: the rows outside the part.
    uint8_t *scratch = whole ? NULL : malloc((size_t)width * 4);
    if (!whole && scratch == NULL) {
        stretchy_copy_message(message, message_capacity, "out of memory for a row");
        return 1;
    }
    png_structp png = create_reader(&source, &target, &info);
    if (png == NULL) {
        free(scratch);
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(scratch);
        return 1;
    }
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
        png_error(png, "image size differs from the buffer's");
    int color_type = png_get_color_type(png, info);
    int depth = png_get_bit_depth(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_scale_16(png);
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t stride = (size_t)width * 4;
    if (png_get_rowbytes(png, info) != stride) png_error(png, "rows are not 8-bit RGBA after conversion");
    if (!whole && passes > 1) png_error(png, "an interlaced PNG is decoded whole");
    // With interlacing, each pass fills in more pixels of the same rows.
    size_t part_stride = (size_t)region.width * 4;
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            int inside = y >= region.y && y - region.y < region.height;
            uint8_t *out = inside ? pixels + (size_t)(y - region.y) * part_stride : NULL;
            if (inside && region.width == width) {
                png_read_row(png, out, NULL);
                continue;
            }
            // Only a part narrower than the image, or a row outside it, comes here (never `whole`).
            png_read_row(png, scratch, NULL);
            if (out != NULL) memcpy(out, scratch + (size_t)region.x * 4, part_stride);
        }
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(scratch);
    return 0;
}

int stretchy_png_color(const uint8_t *data, size_t size, StretchyPNGColor *color, StretchyBuffer *icc,
                       char *message, size_t message_capacity) {
    char icc_warning[256] = "";
    ErrorTarget target = {message, message_capacity, icc_warning, sizeof icc_warning};
    Source source = {data, size, 0};
    png_infop info;
    memset(color, 0, sizeof *color);
    memset(icc, 0, sizeof *icc);
    stretchy_copy_message(message, message_capacity, "");
    png_structp png = create_reader(&source, &target, &info);
    if (png == NULL) return 1;
    png_set_error_fn(png, &target, fail, note_icc_warning);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        stretchy_buffer_free(icc);
        return 1;
    }
    png_read_info(png, info);
    color->grey = (png_get_color_type(png, info) & PNG_COLOR_MASK_COLOR) == 0;
    color->srgb = png_get_valid(png, info, PNG_INFO_sRGB) != 0;
    double *c = color->chromaticities;
    color->has_chromaticities = png_get_cHRM(png, info, &c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6], &c[7]) != 0;
    if (png_get_gAMA(png, info, &color->gamma) == 0) color->gamma = 0;
    png_charp name;
    int compression;
    png_bytep profile;
    png_uint_32 length;
    if (png_get_iCCP(png, info, &name, &compression, &profile, &length) != 0 && length > 0) {
        icc->bytes = malloc(length);
        if (icc->bytes == NULL) png_error(png, "out of memory for the ICC profile");
        memcpy(icc->bytes, profile, length);
        icc->count = icc->capacity = length;
    } else {
        stretchy_copy_message(message, message_capacity, icc_warning);
    }
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

// MARK: - Writing

// The caller's memory for the whole file, sized by stretchy_png_size.
typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} Sink;

static void write_sink(png_structp png, png_bytep data, size_t length) {
    Sink *sink = png_get_io_ptr(png);
    if (length > sink->capacity - sink->count) png_error(png, "the PNG is longer than stretchy_png_size said");
    memcpy(sink->bytes + sink->count, data, length);
    sink->count += length;
}

static void flush_sink(png_structp png) { (void)png; }

// The zlib stream's two-byte header, as deflate() itself would write it for a 32 KiB window
// (RFC 1950; FLEVEL is only a hint to recompressors).
static void zlib_header(int level, int strategy, uint8_t header[2]) {
    unsigned flags = strategy >= Z_HUFFMAN_ONLY || level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
    unsigned value = ((Z_DEFLATED + (7 << 4)) << 8) | (flags << 6);
    value += 31 - value % 31;
    header[0] = (uint8_t)(value >> 8);
    header[1] = (uint8_t)value;
}

// Consecutive parts of the zlib stream: its header, the deflated pieces, the Adler-32.
typedef struct {
    const uint8_t *bytes;
    size_t count;
} Span;

// IDAT chunks hold at most 1 GiB each: one chunk for any frame, where libpng would write 8 KiB
// ones, 12 bytes of chunk header and CRC apiece.
static const size_t idat_limit = (size_t)1 << 30;

// Writes the `total` bytes of `spans` as IDAT chunks.
static void write_idat(png_structp png, const Span *spans, size_t total) {
    size_t span = 0, used = 0;
    while (total > 0) {
        size_t length = total < idat_limit ? total : idat_limit;
        png_write_chunk_start(png, (png_const_bytep) "IDAT", (png_uint_32)length);
        for (size_t left = length; left > 0;) {
            while (used == spans[span].count) { span++; used = 0; }
            size_t part = spans[span].count - used < left ? spans[span].count - used : left;
            png_write_chunk_data(png, spans[span].bytes + used, part);
            used += part;
            left -= part;
        }
        png_write_chunk_end(png);
        total -= length;
    }
}

// What stretchy_png_write writes besides the image data: the signature, then chunks of 12 bytes
// (length, type, CRC) and their data. The sink checks the sum, so a chunk added to the writer
// and not here is an error, never an overflow.
enum { SIGNATURE = 8, IHDR = 12 + 13, SRGB = 12 + 1, PHYS = 12 + 9, IEND = 12, ZLIB_WRAPPING = 2 + 4 };

size_t stretchy_png_size(StretchyPNGWriteOptions options, const StretchyBuffer *pieces, size_t piece_count) {
    size_t data = ZLIB_WRAPPING;
    for (size_t i = 0; i < piece_count; i++) data += pieces[i].count;
    size_t idats = (data + idat_limit - 1) / idat_limit;
    return SIGNATURE + IHDR + SRGB + (options.pixels_per_meter > 0 ? PHYS : 0) + data + 12 * idats + IEND;
}

int stretchy_png_write(uint32_t width, uint32_t height, StretchyPNGWriteOptions options,
                       const StretchyBuffer *pieces, size_t piece_count, uint32_t adler,
                       uint8_t *out, size_t out_size, char *message, size_t message_capacity) {
    ErrorTarget target = {message, message_capacity};
    Sink sink = {out, 0, out_size};
    stretchy_copy_message(message, message_capacity, "");
    Span *spans = malloc((piece_count + 2) * sizeof *spans);
    png_structp png = spans != NULL ? png_create_write_struct(PNG_LIBPNG_VER_STRING, &target, fail, ignore_warning) : NULL;
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        free(spans);
        stretchy_copy_message(message, message_capacity, "libpng could not allocate a writer");
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(spans);
        return 1;
    }
    png_set_write_fn(png, &sink, write_sink, flush_sink);
    png_set_IHDR(png, info, width, height, 8, options.rgba ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (options.pixels_per_meter > 0)
        png_set_pHYs(png, info, options.pixels_per_meter, options.pixels_per_meter, PNG_RESOLUTION_METER);
    png_write_info(png, info);

    uint8_t header[2], trailer[4] = {(uint8_t)(adler >> 24), (uint8_t)(adler >> 16), (uint8_t)(adler >> 8),
                                     (uint8_t)adler};
    zlib_header(options.level, options.strategy, header);
    size_t total = sizeof header + sizeof trailer;
    spans[0] = (Span){header, sizeof header};
    for (size_t i = 0; i < piece_count; i++) {
        spans[i + 1] = (Span){pieces[i].bytes, pieces[i].count};
        if (pieces[i].count > SIZE_MAX / 2 - total) png_error(png, "output too large");
        total += pieces[i].count;
    }
    spans[piece_count + 1] = (Span){trailer, sizeof trailer};
    write_idat(png, spans, total);
    // png_write_end would insist on IDATs libpng compressed itself; IEND is an empty chunk.
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    if (sink.count != sink.capacity) png_error(png, "the PNG is shorter than stretchy_png_size said");
    png_destroy_write_struct(&png, &info);
    free(spans);
    return 0;
}

// MARK: - Deflating

int stretchy_reserve(StretchyBuffer *buffer, size_t room) {
    if (room <= buffer->capacity - buffer->count) return 1;
    if (room > SIZE_MAX / 2 - buffer->count) return 0;
    size_t capacity = buffer->capacity > 0 ? buffer->capacity : 1 << 16;
    while (capacity < buffer->count + room) capacity *= 2;
    uint8_t *grown = realloc(buffer->bytes, capacity);
    if (grown == NULL) return 0;
    buffer->bytes = grown;
    buffer->capacity = capacity;
    return 1;
}

// The Adler-32 (RFC 1950) `adler` of some bytes, continued over `size` more. zlib 1.2's adler32
// goes a byte at a time and took 6 % of a render; with SSE2 (every x86-64) 16 bytes go at once:
// the sum of the bytes from psadbw, the sum weighted by position (16 … 1) from pmaddwd, the
// 16 × running s1 from a shift.
static uint32_t adler32_update(uint32_t adler, const uint8_t *data, size_t size) {
#ifdef __SSE2__
    enum { BASE = 65521, NMAX = 5552 };
    uint32_t s1 = adler & 0xffff, s2 = adler >> 16;
    const __m128i zero = _mm_setzero_si128();
    const __m128i low_weights = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i high_weights = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    size_t blocks = size / 16;
    while (blocks > 0) {
        // At most NMAX bytes between reductions keeps every 32-bit lane from overflowing.
        size_t n = blocks < NMAX / 16 ? blocks : NMAX / 16;
        blocks -= n;
        __m128i sums = _mm_setzero_si128(), weighted = _mm_cvtsi32_si128((int)s2);
        __m128i running = _mm_cvtsi32_si128((int)(s1 * n));  // s1 before each block, summed
        for (size_t i = 0; i < n; i++) {
            __m128i bytes = _mm_loadu_si128((const __m128i *)data);
            running = _mm_add_epi32(running, sums);
            sums = _mm_add_epi32(sums, _mm_sad_epu8(bytes, zero));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpacklo_epi8(bytes, zero), low_weights));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpackhi_epi8(bytes, zero), high_weights));
            data += 16;
        }
        weighted = _mm_add_epi32(weighted, _mm_slli_epi32(running, 4));
        sums = _mm_add_epi32(sums, _mm_shuffle_epi32(sums, _MM_SHUFFLE(1, 0, 3, 2)));
        weighted = _mm_add_epi32(weighted, _mm_shuffle_epi32(weighted, _MM_SHUFFLE(2, 3, 0, 1)));
        weighted = _mm_add_epi32(weighted, _mm_shuffle_epi32(weighted, _MM_SHUFFLE(1, 0, 3, 2)));
        s1 = (s1 + (uint32_t)_mm_cvtsi128_si32(sums)) % BASE;
        s2 = (uint32_t)_mm_cvtsi128_si32(weighted) % BASE;
    }
    for (size_t i = 0; i < size % 16; i++) {
        s1 += data[i];
        s2 += s1;
    }
    return (s1 % BASE) | (s2 % BASE) << 16;
#else
    return (uint32_t)adler32_z(adler, data, size);
#endif
}

// zlib's deflate_rle and deflate_slow decide nothing until they have a whole match's worth of
// lookahead (or are told to flush), so where the input is cut does not change what they find,
// with one exception: zlib slides its window when it looks for more input, and a block that it
// would store raw (noise, which coding makes larger) can no longer be stored once its start has
// slid out. Input that runs out a few bytes short of the window's end makes the slide come those
// few bytes early: cutting 9 MB of noise in two at 2406 places around such slides changed the
// bytes 6 times. zlib given everything at once always finds the window full when it slides; so
// does zlib given input that ends at multiples of the window from the piece's start, hence the
// rule that every feed but the last is whole windows (the rows' writer cuts its chunks so;
// staging the rest here instead cost a fresh 32 KiB per band, 2000 more page faults a render).
enum { WINDOW_BITS = 15 };
_Static_assert(STRETCHY_DEFLATE_WINDOW == 1 << WINDOW_BITS, "the window deflateInit2 is given");

// Level 1 with Z_RLE, `fast` and `default`, is stretchy's own encoder of zlib's bytes, 3.6 times
// as fast on a photo frame's rows (rle_deflate.c); any other level or strategy is zlib's.
struct StretchyDeflater {
    StretchyRLEDeflater *rle;  // or, when NULL, zlib's stream
    z_stream stream;
    StretchyBuffer out;
    uint32_t adler;  // of the bytes fed so far
    int ragged;      // 1 once a feed was not whole windows: it must have been the last
};

StretchyDeflater *stretchy_deflate_begin(int level, StretchyDeflateStrategy strategy, size_t size,
                                         char *message, size_t message_capacity) {
    stretchy_copy_message(message, message_capacity, "");
    StretchyDeflater *deflater = calloc(1, sizeof *deflater);
    if (deflater == NULL) {
        stretchy_copy_message(message, message_capacity, "out of memory for a deflate stream");
        return NULL;
    }
    deflater->adler = 1;
    size_t bound;
    if (level == 1 && strategy == STRETCHY_DEFLATE_RLE) {
        deflater->rle = stretchy_rle_begin();
        if (deflater->rle == NULL) {
            free(deflater);
            stretchy_copy_message(message, message_capacity, "out of memory for a deflate stream");
            return NULL;
        }
        // Stored blocks add 5 bytes to 32767, and a block zlib can no longer store is coded a little
        // longer than its bytes: an eighth more is ample, and the output grows if ever short.
        bound = size + size / 8 + 64;
    } else {
        // Memory level 9: blocks of 32 Ki symbols rather than 16 Ki, fewer Huffman tables: 0.18 %
        // smaller frames for about 4 % more time.
        if (deflateInit2(&deflater->stream, level, Z_DEFLATED, -WINDOW_BITS, 9, (int)strategy) != Z_OK) {
            free(deflater);
            stretchy_copy_message(message, message_capacity, "zlib could not start a deflate stream");
            return NULL;
        }
        // deflateBound covers a whole stream; a sync flush adds one empty stored block (5 bytes).
        bound = deflateBound(&deflater->stream, (uLong)size) + 16;
    }
    if (!stretchy_reserve(&deflater->out, bound)) {
        stretchy_deflate_end(deflater);
        stretchy_copy_message(message, message_capacity, "out of memory for the output");
        return NULL;
    }
    return deflater;
}

// Deflates `size` bytes with `flush` on the last of them, growing the output as needed.
static int run_deflate(StretchyDeflater *deflater, const uint8_t *data, size_t size, int flush,
                       char *message, size_t message_capacity) {
    // zlib counts in 32 bits: larger inputs and outputs go through it in slices.
    static const size_t slice = (size_t)1 << 30;
    z_stream *stream = &deflater->stream;
    StretchyBuffer *out = &deflater->out;
    size_t offset = 0;
    do {
        size_t part = size - offset < slice ? size - offset : slice;
        stream->next_in = data != NULL ? (Bytef *)data + offset : Z_NULL;  // NULL: finishing
        stream->avail_in = (uInt)part;
        offset += part;
        int mode = offset < size ? Z_NO_FLUSH : flush, status;
        // Until zlib has taken the slice and, when flushing, said everything it holds.
        do {
            if (!stretchy_reserve(out, 64)) {
                stretchy_copy_message(message, message_capacity, "out of memory for the output");
                return 1;
            }
            size_t room = out->capacity - out->count < slice ? out->capacity - out->count : slice;
            stream->next_out = out->bytes + out->count;
            stream->avail_out = (uInt)room;
            status = deflate(stream, mode);
            out->count += room - stream->avail_out;
            if (status == Z_STREAM_ERROR) {
                stretchy_copy_message(message, message_capacity, "zlib could not deflate the rows");
                return 1;
            }
        } while (stream->avail_in > 0 || stream->avail_out == 0 || (mode == Z_FINISH && status != Z_STREAM_END));
    } while (offset < size);
    return 0;
}

int stretchy_deflate_feed(StretchyDeflater *deflater, const uint8_t *data, size_t size,
                          char *message, size_t message_capacity) {
    stretchy_copy_message(message, message_capacity, "");
    if (deflater->ragged) {
        stretchy_copy_message(message, message_capacity, "deflate input after a feed that was not whole windows");
        return 1;
    }
    deflater->ragged = size % STRETCHY_DEFLATE_WINDOW != 0;
    // Summed now, while the rows just written are still in the cache.
    deflater->adler = adler32_update(deflater->adler, data, size);
    if (deflater->rle != NULL) {
        if (stretchy_rle_feed(deflater->rle, data, size, &deflater->out) == 0) return 0;
        stretchy_copy_message(message, message_capacity, "out of memory for the output");
        return 1;
    }
    return run_deflate(deflater, data, size, Z_NO_FLUSH, message, message_capacity);
}

int stretchy_deflate_finish(StretchyDeflater *deflater, int last, StretchyBuffer *out, uint32_t *adler,
                            char *message, size_t message_capacity) {
    stretchy_copy_message(message, message_capacity, "");
    if (deflater->rle != NULL) {
        if (stretchy_rle_finish(deflater->rle, last, &deflater->out) != 0) {
            stretchy_copy_message(message, message_capacity, "out of memory for the output");
            return 1;
        }
    } else if (run_deflate(deflater, NULL, 0, last ? Z_FINISH : Z_SYNC_FLUSH, message, message_capacity) != 0) {
        return 1;
    }
    stretchy_buffer_free(out);
    *out = deflater->out;
    memset(&deflater->out, 0, sizeof deflater->out);
    *adler = deflater->adler;
    return 0;
}

void stretchy_deflate_end(StretchyDeflater *deflater) {
    if (deflater == NULL) return;
    if (deflater->rle != NULL) stretchy_rle_end(deflater->rle);
    else deflateEnd(&deflater->stream);
    stretchy_buffer_free(&deflater->out);
    free(deflater);
}

uint32_t stretchy_adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)second_length);
}

void stretchy_buffer_free(StretchyBuffer *buffer) {
    free(buffer->bytes);
    memset(buffer, 0, sizeof *buffer);
}
