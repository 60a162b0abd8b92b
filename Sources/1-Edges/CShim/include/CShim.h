#ifndef STRETCHY_CSHIM_H
#define STRETCHY_CSHIM_H
// The setjmp boundary between Swift and libjpeg / libpng, the zlib calls that feed libpng, and
// the loader of the libraries that are opened when first needed rather than linked; and, in
// rle_deflate.c, stretchy's own deflate for zlib's level 1 with Z_RLE, which writes zlib 1.2.13's
// bytes 3.6 times as fast (png.c chooses it).
//
// libjpeg and libpng report fatal errors by calling a handler that must not return; the only
// portable way out is longjmp, and Swift frames must never be jumped over. So every function
// here does its setjmp and all the library calls it guards itself, in C, and reports failure as
// a non-zero return with the library's own text copied into `message` (always NUL-terminated,
// cut to `message_capacity`). Nothing is ever printed and nothing calls exit().
//
// Everything that Swift can do itself (choosing a scale, colour conversion, EXIF parsing,
// orientation, putting a split ICC profile together) is left to Swift; this layer only drives
// the libraries.
//
// libheif, libimagequant (with the libgomp it links), giflib, libwebp and libwebpmux are not
// linked: the dynamic loader would load and relocate them at every start (libheif and its codecs
// ~4 ms, the other four ~0.5 ms), while only a HEIF header or `render --gif`/`--webp` calls them.
// Each is opened with dlopen by its `stretchy_*_load`, and the functions Swift calls are defined
// here under their own names, forwarding to the addresses found (lazy_library.h: one X-macro
// list per library drives its forwarders, table and look-ups), so Swift calls them as if they
// were linked. Rejected: `-Wl,--as-needed` (they are used, so they stay DT_NEEDED) and lazy
// binding (it defers symbol look-ups, not loading and relocating each DT_NEEDED library);
// a table of function pointers that Swift calls through (every call site would change, and the
// headers' inline functions, such as WebPConfigInit, call the libraries' own names).
#include <stddef.h>
#include <stdint.h>

// MARK: - JPEG

/// What a JPEG header says, read without decoding any pixels.
typedef struct {
    uint32_t width;            ///< declared (SOF) width in pixels
    uint32_t height;           ///< declared (SOF) height in pixels
    int components;            ///< number of colour components in the file
    int cmyk;                  ///< 1 when the file is CMYK or YCCK (decode with `cmyk` = 1)
    int adobe;                 ///< 1 when an Adobe APP14 marker was seen (CMYK stored inverted)
    int known_color_space;     ///< 0 when libjpeg could not tell the colour space
    size_t exif_length;        ///< bytes of the first APP1 "Exif" payload copied out, 0 if none
    int max_h_samp_factor;     ///< the largest horizontal sampling factor of the components
} StretchyJPEGInfo;

/// A rectangle of an image's pixels.
typedef struct {
    uint32_t x, y, width, height;
} StretchyJPEGRegion;

/// Reads the header (and saves the first APP1 "Exif\0\0" segment into `exif`, cut to
/// `exif_capacity`). Returns 0 on success.
int stretchy_jpeg_info(const uint8_t *data, size_t size, StretchyJPEGInfo *info,
                       uint8_t *exif, size_t exif_capacity,
                       char *message, size_t message_capacity);

/// Where a decode puts each row of the part it decodes, and whom it tells that a row is done:
/// a pixmap's rows one after another, or a few rows a consumer reuses (a resampling that reads
/// each row as it comes, so that a 12-megapixel photo is never held whole).
typedef struct {
    void *context;
    /// Where row `index` of the part (0 its top row) is written: `region.width` × 4 bytes.
    uint8_t *(*row)(void *context, uint32_t index);
    /// Row `index` has been written where `row` said, every row above it before it.
    void (*written)(void *context, uint32_t index);
} StretchyRowSink;

/// Decodes at scale `scale_num`/8 (1...16) the part `region` of the image into the rows `sink`
/// names, top to bottom, each `region.width` × 4 bytes. `width` × `height` must be the
/// output size libjpeg computes for that scale and `region` must lie within it (a mismatch is
/// an error, never an overflow); `region.x` must be a multiple of the iMCU width at that scale
/// (the scale's numerator, times the largest horizontal sampling factor unless the image is
/// grey), which `jpeg_crop_scanline` needs. Outside `region` libjpeg only entropy-decodes, down
/// to the end of the file. The pixels of a part are those of the whole image, except within
/// two pixels of a side of `region` that is not a side of the image, where fancy upsampling
/// sees the part's edge instead of its neighbours.
/// With `cmyk` = 0 the output is R, G, B, 255 per pixel; with 1 it is the file's C, M, Y, K
/// samples as stored. libjpeg's "Premature end of JPEG file" and "premature end of data
/// segment" warnings are treated as errors (libjpeg would pad with grey); other corrupt-data
/// warnings (every message of level −1: bad Huffman or arithmetic code, extraneous bytes, a
/// lost restart marker, bad SOS parameters, an unknown JFIF revision or Adobe transform, …) are
/// tolerated as libjpeg itself does: 0 is returned and `message` holds the first. The data is
/// read through libjpeg's careful Huffman decoder, which warns of every bad code (jpeg.c).
int stretchy_jpeg_decode(const uint8_t *data, size_t size, unsigned scale_num, int cmyk,
                         uint32_t width, uint32_t height, StretchyJPEGRegion region, StretchyRowSink sink,
                         char *message, size_t message_capacity);

// MARK: - PNG

/// What a PNG's chunks before the image data say.
typedef struct {
    uint32_t width;
    uint32_t height;
    int color_key;             ///< 1 when tRNS marks one grey or RGB value as transparent
    int interlaced;            ///< 1 for Adam7, whose passes each spread over every row
} StretchyPNGInfo;

/// Reads the PNG signature and chunks up to the image data. Returns 0 on success.
int stretchy_png_info(const uint8_t *data, size_t size, StretchyPNGInfo *info,
                      char *message, size_t message_capacity);

/// Decodes any PNG to straight 8-bit RGBA into `pixels` (exactly `width` × `height` × 4 bytes,
/// as reported by `stretchy_png_info`): palette and low bit depths expanded, tRNS turned into
/// alpha, 16-bit samples scaled with rounding (png_set_scale_16), grey copied to R, G and B,
/// alpha 255 added where absent, interlacing undone. No gamma correction. A CRC error in any
/// chunk, truncation and trailing garbage before IEND are errors.
///
/// Only `region` of the image is written, `region.width` × `region.height` × 4 bytes row by
/// row; every row is still decoded (each through one scratch row), so that damage anywhere fails
/// as it does decoded whole. An interlaced PNG must be decoded whole (an error otherwise).
int stretchy_png_decode(const uint8_t *data, size_t size, uint8_t *pixels,
                        uint32_t width, uint32_t height, StretchyJPEGRegion region,
                        char *message, size_t message_capacity);

/// zlib strategies (the values of zlib's Z_* constants, checked in the shim).
typedef enum {
    STRETCHY_DEFLATE_DEFAULT = 0,
    STRETCHY_DEFLATE_FILTERED = 1,
    STRETCHY_DEFLATE_HUFFMAN_ONLY = 2,
    STRETCHY_DEFLATE_RLE = 3,
} StretchyDeflateStrategy;

/// How to write a PNG around image data deflated already.
typedef struct {
    int rgba;                  ///< 1: colour type RGBA; 0: RGB
    uint32_t pixels_per_meter; ///< written as pHYs when non-zero
    int level;                 ///< the zlib level the pieces were deflated at (the zlib header says it)
    StretchyDeflateStrategy strategy; ///< and the strategy (Z_RLE and Huffman-only say "fastest")
} StretchyPNGWriteOptions;

/// A malloc'd byte buffer the shim fills; release it with `stretchy_buffer_free`.
typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} StretchyBuffer;

/// One piece of a zlib stream being deflated (window 32 KiB, memory level 9), fed a few rows at
/// a time so that no band's filtered rows need to be held whole. Pieces deflated on their own
/// and concatenated in order, between a zlib header and the Adler-32 of all their input, are one
/// valid stream. Fed in whole windows, a piece is what one deflate call given all of its input
/// makes (see png.c for why other cuts can differ).
typedef struct StretchyDeflater StretchyDeflater;

/// zlib's window: every feed of a piece but its last must be a multiple of it.
enum { STRETCHY_DEFLATE_WINDOW = 1 << 15 };

/// Starts a piece of about `size` bytes of input (its output buffer is sized for that many once,
/// and grown only if more come). Returns NULL, with a message, when zlib or memory fails.
/// Release it with `stretchy_deflate_end`.
StretchyDeflater *stretchy_deflate_begin(int level, StretchyDeflateStrategy strategy, size_t size,
                                         char *message, size_t message_capacity);

/// Deflates `size` more bytes (Z_NO_FLUSH). A feed after one that was not a multiple of
/// `STRETCHY_DEFLATE_WINDOW` is an error. Returns 0 on success.
int stretchy_deflate_feed(StretchyDeflater *deflater, const uint8_t *data, size_t size,
                          char *message, size_t message_capacity);

/// Ends the piece on a byte boundary with Z_SYNC_FLUSH, or, when `last` is 1, with the final
/// block, and hands its bytes to `out` (whose old memory is freed) and the Adler-32 of all the
/// bytes fed to `adler`. Returns 0 on success.
int stretchy_deflate_finish(StretchyDeflater *deflater, int last, StretchyBuffer *out, uint32_t *adler,
                            char *message, size_t message_capacity);

/// Frees a deflater, finished or not (NULL is allowed).
void stretchy_deflate_end(StretchyDeflater *deflater);

/// The Adler-32 of two inputs one after the other, from the checksum of each and the second's length.
uint32_t stretchy_adler32_combine(uint32_t first, uint32_t second, size_t second_length);

/// The length of the file `stretchy_png_write` makes of `pieces` with `options`, so that the
/// caller can give it the file's final memory.
size_t stretchy_png_size(StretchyPNGWriteOptions options, const StretchyBuffer *pieces, size_t piece_count);

/// Writes an 8-bit, non-interlaced PNG of `width` × `height` pixels through libpng's chunk writer
/// into `out`, which must hold exactly `stretchy_png_size` bytes (a different size is an error):
/// signature, IHDR, sRGB (perceptual), an optional pHYs, then IDAT chunks holding a zlib header,
/// `pieces` (from `stretchy_deflate_finish`, the last one with `last` = 1) and `adler` (of all
/// the filtered rows, each a filter type byte and its filtered samples), then IEND. Nothing else:
/// no time, no text, so the same pieces and options always give the same bytes.
int stretchy_png_write(uint32_t width, uint32_t height, StretchyPNGWriteOptions options,
                       const StretchyBuffer *pieces, size_t piece_count, uint32_t adler,
                       uint8_t *out, size_t out_size, char *message, size_t message_capacity);

/// Frees a buffer filled by the shim and empties it.
void stretchy_buffer_free(StretchyBuffer *buffer);

// MARK: - Colour profiles
//
// Read in a header pass of their own, apart from the size and pixels, so that a photo whose
// profile cannot be used still decodes (its pixels are then taken as sRGB).

/// Copies every APP2 "ICC_PROFILE\0" segment of a JPEG into `icc` in file order, each as its
/// payload's length (2 bytes, big-endian) then the payload, header included. Returns 0 on
/// success (`icc` empty when there is none), else 1 with `icc` empty.
int stretchy_jpeg_icc(const uint8_t *data, size_t size, StretchyBuffer *icc,
                      char *message, size_t message_capacity);

/// What a PNG's chunks before the image data say of its colours.
typedef struct {
    int grey;                  ///< 1 for the grey colour types (with or without alpha)
    int srgb;                  ///< 1 when an sRGB chunk was read
    int has_chromaticities;    ///< 1 when a valid cHRM chunk was read
    /// cHRM: white x, y, red x, y, green x, y, blue x, y.
    double chromaticities[8];
    double gamma;              ///< gAMA's encoding exponent (e.g. 0.45455), 0 when absent
} StretchyPNGColor;

/// Reads a PNG's chunks up to the image data: sRGB, cHRM and gAMA into `color`, the
/// decompressed iCCP profile into `icc` (empty when none, or when libpng found it invalid and
/// dropped it: then `message` holds libpng's reason, without its "iCCP: " prefix). Returns 0 on
/// success, else 1 with `icc` empty and the failure in `message`.
int stretchy_png_color(const uint8_t *data, size_t size, StretchyPNGColor *color, StretchyBuffer *icc,
                       char *message, size_t message_capacity);

// MARK: - Lazily opened libraries
//
// Each opens `library` (the SONAME Codecs asks for: libheif.so.1, libimagequant.so.0,
// libgif.so.7, libwebp.so.7, libwebpmux.so.3, libwebpdemux.so.2) with dlopen and looks up every function of it
// Codecs calls, which until then must not be called. Returns 0 once they can be called, else 1
// with the dynamic loader's reason in `message` (not installed, or a function missing). The first
// library loaded stays for the life of the process; a later call that opens one returns 0 and
// leaves it in place. Safe from any thread.

/// libheif, for the first HEIF decoded, or the first environment fingerprint (its version).
int stretchy_heif_load(const char *library, char *message, size_t message_capacity);

/// libimagequant, for a GIF's palettes, with libgomp's `omp_set_num_threads` (libgomp is
/// libimagequant's, found through it).
int stretchy_imagequant_load(const char *library, char *message, size_t message_capacity);

/// giflib, for a GIF file written or read.
int stretchy_gif_load(const char *library, char *message, size_t message_capacity);

/// libwebp, for a WebP's pictures and settings; loaded before libwebpmux, which links it, so
/// that its absence is named as its own.
int stretchy_webp_load(const char *library, char *message, size_t message_capacity);

/// libwebpmux, for a WebP's animation encoder.
int stretchy_webpmux_load(const char *library, char *message, size_t message_capacity);

/// libwebpdemux, for a WebP's animation decoder (`compare`); loaded after libwebp, as libwebpmux.
int stretchy_webpdemux_load(const char *library, char *message, size_t message_capacity);

// MARK: - Memory

/// Tunes glibc's allocator for a process that fills a few large buffers on several threads:
/// one arena for every thread, blocks below 32 MiB (glibc's limit) served from the heap and kept
/// there when freed (never trimmed), and the heap grown by `reserve` bytes at once with
/// transparent huge pages asked for over them (`madvise`; advice the kernel may ignore). Call
/// before any thread starts. `<malloc.h>`, where `mallopt` is declared, is not part of Swift's
/// Glibc module.
void stretchy_heap_keeps_large_blocks(size_t reserve);

/// Asks for transparent huge pages over the whole 2 MiB pages inside `length` bytes at `start`,
/// memory not yet touched: a block above glibc's mmap threshold (32 MiB) is mapped on its own,
/// outside the heap `stretchy_heap_keeps_large_blocks` advised, and would otherwise be faulted
/// in 4 KiB at a time. Advice only: nothing happens where the kernel has no huge pages.
void stretchy_advise_huge_pages(void *start, size_t length);

// MARK: - Arguments

/// How many arguments the process was started with (argv's argc, the program's name included),
/// as glibc handed them to the start-up code: unlike Swift's `CommandLine.arguments`, which reads
/// /proc/self/cmdline, this needs no /proc (a chroot, a minimal container).
int stretchy_argument_count(void);

/// Argument `index` (0 is the program's name), or "" outside 0 ..< `stretchy_argument_count()`.
const char *stretchy_argument(int index);

// MARK: - CPUs

/// A set of CPUs, as glibc's `cpu_set_t` (1024 bits), which needs _GNU_SOURCE to be declared.
typedef struct {
    uint64_t bits[16];
} StretchyCPUSet;

/// The CPU the calling thread is running on, or -1 when the system cannot tell.
int stretchy_current_cpu(void);

/// Takes CPU `cpu` out of the CPUs the calling thread may run on, when one other is left;
/// `saved` receives the set as it was, for `stretchy_thread_set_cpus`. Returns 1 when the
/// thread's set changed.
int stretchy_thread_avoid_cpu(int cpu, StretchyCPUSet *saved);

/// Sets the CPUs the calling thread may run on (errors ignored: the set stays as it was).
void stretchy_thread_set_cpus(const StretchyCPUSet *cpus);

// MARK: - Versions

/// The git commit stretchy was built from, as `make build` wrote it into the binary's
/// `.stretchy_commit` section ("4b825dc642cb", with "-modified" when the tree had changes); ""
/// for a build without make (`swift build` alone, a library client).
const char *stretchy_build_commit(void);

/// The libjpeg stretchy runs with: libjpeg-turbo's version as built against, then the file the
/// dynamic loader opened ("libjpeg-turbo 2.1.5 (libjpeg.so.62.3.0)"), written into `out`.
void stretchy_jpeg_version(char *out, size_t capacity);

/// libpng's version as loaded (`png_get_libpng_ver`, "1.6.39").
const char *stretchy_png_version(void);

/// zlib's version as loaded (`zlibVersion`, "1.2.13").
const char *stretchy_zlib_version(void);

#endif
