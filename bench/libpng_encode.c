/* libpng alone, for `make bench`: how long libpng takes to encode the frames stretchy rendered.
 *
 * usage: libpng_encode FRAME.png...
 *
 * Every frame is decoded to 8-bit RGB once, up front and untimed. Then all of them are encoded
 * into memory, once with libpng's defaults and once with zlib level 1, Z_RLE and all filters
 * (libpng's adaptive choice per row), and only that encoding is timed. The PNGs carry the same
 * chunks as stretchy's (sRGB, pHYs) so that the sizes compare like for like. Prints one line
 * per setting: "NAME WALL_SECONDS CPU_SECONDS BYTES" (CPU time shows the work itself on a busy
 * machine, where the wall time also holds the waits for a core).
 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

typedef struct {
    png_uint_32 width, height;
    unsigned char *rgb;
} Frame;

typedef struct {
    unsigned char *bytes;
    size_t count, capacity;
} Buffer;

typedef struct {
    const char *name;
    int level, strategy, filters; /* -1: leave libpng's default alone */
} Setting;

static void die(const char *what, const char *detail) {
    fprintf(stderr, "libpng_encode: %s: %s\n", what, detail);
    exit(2);
}

static Frame decode(const char *path) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path)) die(path, image.message);
    image.format = PNG_FORMAT_RGB;
    Frame frame = {image.width, image.height, malloc(PNG_IMAGE_SIZE(image))};
    if (frame.rgb == NULL) die(path, "out of memory");
    if (!png_image_finish_read(&image, NULL, frame.rgb, 0, NULL)) die(path, image.message);
    return frame;
}

static void write_sink(png_structp png, png_bytep data, size_t length) {
    Buffer *buffer = png_get_io_ptr(png);
    if (buffer->count + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 1 << 16;
        while (capacity < buffer->count + length) capacity *= 2;
        buffer->bytes = realloc(buffer->bytes, capacity);
        if (buffer->bytes == NULL) png_error(png, "out of memory");
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
}

static void flush_sink(png_structp png) { (void)png; }

/* Encodes one frame into `out` (emptied first, its memory kept); returns the PNG's size. */
static size_t encode(const Frame *frame, Setting setting, Buffer *out) {
    out->count = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (info == NULL) die("libpng", "cannot create a writer");
    if (setjmp(png_jmpbuf(png))) die("libpng", "encoding failed");
    png_set_write_fn(png, out, write_sink, flush_sink);
    png_set_IHDR(png, info, frame->width, frame->height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_pHYs(png, info, 5669, 5669, PNG_RESOLUTION_METER);
    if (setting.level >= 0) png_set_compression_level(png, setting.level);
    if (setting.strategy >= 0) png_set_compression_strategy(png, setting.strategy);
    if (setting.filters >= 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, setting.filters);
    png_write_info(png, info);
    size_t stride = (size_t)frame->width * 3;
    for (png_uint_32 y = 0; y < frame->height; y++) png_write_row(png, frame->rgb + y * stride);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return out->count;
}

static double seconds(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc < 2) die("usage", "libpng_encode FRAME.png...");
    int count = argc - 1;
    Frame *frames = malloc(sizeof *frames * count);
    if (frames == NULL) die("frames", "out of memory");
    for (int i = 0; i < count; i++) frames[i] = decode(argv[i + 1]);

    const Setting settings[] = {
        {"defaults", -1, -1, -1},
        {"level1-rle-all", 1, Z_RLE, PNG_ALL_FILTERS},
    };
    Buffer out = {0};
    for (size_t s = 0; s < sizeof settings / sizeof settings[0]; s++) {
        size_t bytes = 0;
        double wall = seconds(CLOCK_MONOTONIC), cpu = seconds(CLOCK_PROCESS_CPUTIME_ID);
        for (int i = 0; i < count; i++) bytes += encode(&frames[i], settings[s], &out);
        printf("%s %.6f %.6f %zu\n", settings[s].name, seconds(CLOCK_MONOTONIC) - wall,
               seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu, bytes);
    }
    return 0;
}
