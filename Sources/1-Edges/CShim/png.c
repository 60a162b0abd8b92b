// libpng behind setjmp: see CShim.h for the contract.
#include "CShim.h"
#include "message.h"
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>
#include <zlib.h>

_Static_assert(STRETCHY_DEFLATE_DEFAULT == Z_DEFAULT_STRATEGY && STRETCHY_DEFLATE_FILTERED == Z_FILTERED &&
               STRETCHY_DEFLATE_HUFFMAN_ONLY == Z_HUFFMAN_ONLY && STRETCHY_DEFLATE_RLE == Z_RLE,
               "zlib strategy values");
_Static_assert(STRETCHY_PNG_FILTER_NONE == PNG_FILTER_NONE && STRETCHY_PNG_FILTER_SUB == PNG_FILTER_SUB &&
               STRETCHY_PNG_FILTER_UP == PNG_FILTER_UP && STRETCHY_PNG_FILTER_AVG == PNG_FILTER_AVG &&
               STRETCHY_PNG_FILTER_PAETH == PNG_FILTER_PAETH && STRETCHY_PNG_FILTER_ALL == PNG_ALL_FILTERS,
               "libpng filter bits");

typedef struct {
    char *message;
    size_t capacity;
} ErrorTarget;

static void fail(png_structp png, png_const_charp text) {
    ErrorTarget *target = png_get_error_ptr(png);
    stretchy_copy_message(target->message, target->capacity, text);
    png_longjmp(png, 1);
}

// Warnings (an odd ICC profile, a benign chunk out of order) never stop a read or a write.
static void ignore_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

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

// A reader over `source` that reports to `target`; NULL (with a message) when libpng cannot
// allocate. pngjs rejects a bad CRC on any chunk, so we do too (libpng only warns on ancillary
// ones by default).
static png_structp create_reader(Source *source, ErrorTarget *target, png_infop *info) {
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
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int stretchy_png_decode(const uint8_t *data, size_t size, uint8_t *pixels,
                        uint32_t width, uint32_t height,
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
    // With interlacing, each pass fills in more pixels of the same rows.
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) png_read_row(png, pixels + (size_t)y * stride, NULL);
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int stretchy_png_color(const uint8_t *data, size_t size, StretchyPNGColor *color, StretchyBuffer *icc,
                       char *message, size_t message_capacity) {
    ErrorTarget target = {message, message_capacity};
    Source source = {data, size, 0};
    png_infop info;
    memset(color, 0, sizeof *color);
    memset(icc, 0, sizeof *icc);
    stretchy_copy_message(message, message_capacity, "");
    png_structp png = create_reader(&source, &target, &info);
    if (png == NULL) return 1;
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
    }
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

// MARK: - Writing

static void write_sink(png_structp png, png_bytep data, size_t length) {
    StretchyBuffer *buffer = png_get_io_ptr(png);
    if (length > buffer->capacity - buffer->count) {
        size_t needed = buffer->count + length;
        size_t capacity = buffer->capacity > 0 ? buffer->capacity : 1 << 16;
        while (capacity < needed) {
            if (capacity > SIZE_MAX / 2) png_error(png, "output too large");
            capacity *= 2;
        }
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory for the output");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
}

static void flush_sink(png_structp png) { (void)png; }

int stretchy_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height,
                        StretchyPNGWriteOptions options, StretchyBuffer *out,
                        char *message, size_t message_capacity) {
    ErrorTarget target = {message, message_capacity};
    memset(out, 0, sizeof *out);
    stretchy_copy_message(message, message_capacity, "");
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &target, fail, ignore_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        stretchy_copy_message(message, message_capacity, "libpng could not allocate a writer");
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        stretchy_buffer_free(out);
        return 1;
    }
    png_set_write_fn(png, out, write_sink, flush_sink);
    png_set_IHDR(png, info, width, height, 8, options.rgba ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (options.pixels_per_meter > 0)
        png_set_pHYs(png, info, options.pixels_per_meter, options.pixels_per_meter, PNG_RESOLUTION_METER);
    png_set_compression_level(png, options.level);
    png_set_compression_strategy(png, options.strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
    png_write_info(png, info);
    // For RGB output libpng skips the 4th byte of each input pixel itself: no stripped copy.
    if (!options.rgba) png_set_filler(png, 0, PNG_FILLER_AFTER);
    size_t stride = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) {
        if (options.row_filters != NULL && y > 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, options.row_filters[y]);
        png_write_row(png, rgba + (size_t)y * stride);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 0;
}

void stretchy_buffer_free(StretchyBuffer *buffer) {
    free(buffer->bytes);
    memset(buffer, 0, sizeof *buffer);
}
