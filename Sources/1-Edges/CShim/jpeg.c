// libjpeg(-turbo) behind setjmp: see CShim.h for the contract.
#include "CShim.h"
#include "message.h"
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

// libjpeg hands the handlers a pointer to `pub`, so it must come first.
typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char *message;
    size_t capacity;
} ErrorManager;

static void fail(j_common_ptr cinfo) {
    ErrorManager *manager = (ErrorManager *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    stretchy_copy_message(manager->message, manager->capacity, text);
    longjmp(manager->jump, 1);
}

// Level -1 is a warning, higher levels are traces. Running out of data only warns in libjpeg,
// which pads the rest of the image with grey; we refuse it, both at the end of the file
// (truncated) and at a marker met inside a scan (a file whose scans hold less than its SOF
// claims). Other corrupt-data warnings are survivable and counted as libjpeg's own handler does;
// the first one's text is left in the message buffer, for the caller to pass on (a damaged photo
// is drawn, as UIKit and djpeg draw it, but not silently).
static void emit_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;
    if (cinfo->err->msg_code == JWRN_JPEG_EOF || cinfo->err->msg_code == JWRN_HIT_MARKER) fail(cinfo);
    ErrorManager *manager = (ErrorManager *)cinfo->err;
    if (cinfo->err->num_warnings++ == 0 && manager->message != NULL && manager->capacity > 0) {
        char text[JMSG_LENGTH_MAX];
        (*cinfo->err->format_message)(cinfo, text);
        stretchy_copy_message(manager->message, manager->capacity, text);
    }
}

// The source libjpeg reads: the file in memory, handed over at most `SOURCE_CHUNK` bytes at a
// time. libjpeg-turbo's fast Huffman decoder, which it uses while at least 512 bytes per block
// of an MCU are buffered (all the time with jpeg_mem_src), turns a code that is in no table
// into a zero coefficient without a word, where its careful decoder warns "Corrupt JPEG data:
// bad Huffman code" (issue 33: such a photo was drawn with a quarter of its pixels wrong and no
// warning; djpeg, reading 4 KiB at a time, saw it). With fewer bytes buffered every MCU goes
// through the careful decoder, which reads the same codes to the same pixels, about 15 % slower.
// Past the end it supplies an EOI, as jpeg_mem_src does, after the warning emit_message fails on.
#define SOURCE_CHUNK 256

typedef struct {
    struct jpeg_source_mgr pub;
    const uint8_t *data;
    size_t size;
    size_t handed;  // bytes given to libjpeg so far
} ChunkSource;

static void source_init(j_decompress_ptr cinfo) { (void)cinfo; }

static boolean source_fill(j_decompress_ptr cinfo) {
    static const JOCTET end[2] = {0xFF, JPEG_EOI};
    ChunkSource *source = (ChunkSource *)cinfo->src;
    if (source->handed >= source->size) {
        WARNMS(cinfo, JWRN_JPEG_EOF);
        source->pub.next_input_byte = end;
        source->pub.bytes_in_buffer = sizeof end;
        return TRUE;
    }
    size_t count = source->size - source->handed;
    if (count > SOURCE_CHUNK) count = SOURCE_CHUNK;
    source->pub.next_input_byte = source->data + source->handed;
    source->pub.bytes_in_buffer = count;
    source->handed += count;
    return TRUE;
}

static void source_skip(j_decompress_ptr cinfo, long count) {
    ChunkSource *source = (ChunkSource *)cinfo->src;
    if (count <= 0) return;
    while ((size_t)count > source->pub.bytes_in_buffer) {
        count -= (long)source->pub.bytes_in_buffer;
        source->pub.bytes_in_buffer = 0;
        source_fill(cinfo);
    }
    source->pub.next_input_byte += count;
    source->pub.bytes_in_buffer -= (size_t)count;
}

static void source_term(j_decompress_ptr cinfo) { (void)cinfo; }

static void use_source(struct jpeg_decompress_struct *cinfo, ChunkSource *source, const uint8_t *data,
                       size_t size) {
    memset(source, 0, sizeof *source);
    source->pub.init_source = source_init;
    source->pub.fill_input_buffer = source_fill;
    source->pub.skip_input_data = source_skip;
    source->pub.resync_to_restart = jpeg_resync_to_restart;
    source->pub.term_source = source_term;
    source->data = data;
    source->size = size;
    cinfo->src = &source->pub;
}

// The default prints to stderr; nothing of ours may print.
static void output_message(j_common_ptr cinfo) { (void)cinfo; }

// Zeroes `cinfo` and installs our handlers. jpeg_create_decompress keeps `err`, and a zeroed
// struct is safe to destroy even if creation fails half-way.
static void prepare(struct jpeg_decompress_struct *cinfo, ErrorManager *manager,
                    char *message, size_t capacity) {
    memset(cinfo, 0, sizeof *cinfo);
    cinfo->err = jpeg_std_error(&manager->pub);
    manager->pub.error_exit = fail;
    manager->pub.emit_message = emit_message;
    manager->pub.output_message = output_message;
    manager->message = message;
    manager->capacity = capacity;
    stretchy_copy_message(message, capacity, "");
}

int stretchy_jpeg_info(const uint8_t *data, size_t size, StretchyJPEGInfo *info,
                       uint8_t *exif, size_t exif_capacity,
                       char *message, size_t message_capacity) {
    struct jpeg_decompress_struct cinfo;
    ErrorManager manager;
    prepare(&cinfo, &manager, message, message_capacity);
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    ChunkSource source;
    use_source(&cinfo, &source, data, size);
    jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&cinfo, TRUE);

    memset(info, 0, sizeof *info);
    info->width = cinfo.image_width;
    info->height = cinfo.image_height;
    info->components = cinfo.num_components;
    info->cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    info->adobe = cinfo.saw_Adobe_marker ? 1 : 0;
    info->known_color_space = cinfo.jpeg_color_space != JCS_UNKNOWN;
    info->max_h_samp_factor = cinfo.max_h_samp_factor;
    for (jpeg_saved_marker_ptr marker = cinfo.marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1 && marker->data_length >= 6 &&
            memcmp(marker->data, "Exif\0\0", 6) == 0) {
            size_t length = marker->data_length < exif_capacity ? marker->data_length : exif_capacity;
            memcpy(exif, marker->data, length);
            info->exif_length = length;
            break;
        }
    }
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

int stretchy_jpeg_decode(const uint8_t *data, size_t size, unsigned scale_num, int cmyk,
                         uint32_t width, uint32_t height, StretchyJPEGRegion region, StretchyRowSink sink,
                         char *message, size_t message_capacity) {
    struct jpeg_decompress_struct cinfo;
    ErrorManager manager;
    prepare(&cinfo, &manager, message, message_capacity);
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    ChunkSource source;
    use_source(&cinfo, &source, data, size);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.scale_num = scale_num;
    cinfo.scale_denom = 8;
    // libjpeg converts YCbCr and grey to RGBA itself, but has no CMYK → RGB conversion.
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_calc_output_dimensions(&cinfo);
    int fits = cinfo.output_width == width && cinfo.output_height == height && cinfo.output_components == 4 &&
               region.width > 0 && region.width <= width && region.x <= width - region.width &&
               region.height > 0 && region.height <= height && region.y <= height - region.height;
    if (!fits) {
        char text[JMSG_LENGTH_MAX];
        snprintf(text, sizeof text, "decoder would write %u×%u×%d samples, not %u×%u×4 with the part %u×%u at (%u, %u)",
                 cinfo.output_width, cinfo.output_height, cinfo.output_components, width, height,
                 region.width, region.height, region.x, region.y);
        stretchy_copy_message(message, message_capacity, text);
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    jpeg_start_decompress(&cinfo);
    if (region.width < width) {
        // Columns outside are entropy-decoded only (no IDCT, no colour conversion).
        JDIMENSION x = region.x, columns = region.width;
        jpeg_crop_scanline(&cinfo, &x, &columns);
        if (x != region.x || columns != region.width) {
            char text[JMSG_LENGTH_MAX];
            snprintf(text, sizeof text, "libjpeg moved the columns %u..<%u to %u..<%u",
                     region.x, region.x + region.width, x, x + columns);
            stretchy_copy_message(message, message_capacity, text);
            jpeg_destroy_decompress(&cinfo);
            return 1;
        }
    }
    // Rows outside are entropy-decoded only, down to the end of the file, so that a damaged or
    // truncated file fails here as it would decoded whole. A skip that reaches the last row
    // stops without reading on, so the last row is read (into a scratch row libjpeg frees).
    if (region.y > 0 && jpeg_skip_scanlines(&cinfo, region.y) != region.y) ERREXIT(&cinfo, JERR_BAD_CROP_SPEC);
    size_t stride = (size_t)region.width * 4;
    while (cinfo.output_scanline < region.y + region.height) {
        uint32_t index = cinfo.output_scanline - region.y;
        JSAMPROW row = sink.row(sink.context, index);
        jpeg_read_scanlines(&cinfo, &row, 1);
        if (sink.written != NULL) sink.written(sink.context, index);
    }
    if (cinfo.output_scanline < cinfo.output_height) {
        JDIMENSION skipped = cinfo.output_height - cinfo.output_scanline - 1;
        if (skipped > 0 && jpeg_skip_scanlines(&cinfo, skipped) != skipped) ERREXIT(&cinfo, JERR_BAD_CROP_SPEC);
        JSAMPARRAY last = (*cinfo.mem->alloc_sarray)((j_common_ptr)&cinfo, JPOOL_IMAGE, (JDIMENSION)stride, 1);
        jpeg_read_scanlines(&cinfo, last, 1);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

int stretchy_jpeg_icc(const uint8_t *data, size_t size, StretchyBuffer *icc,
                      char *message, size_t message_capacity) {
    struct jpeg_decompress_struct cinfo;
    ErrorManager manager;
    memset(icc, 0, sizeof *icc);
    prepare(&cinfo, &manager, message, message_capacity);
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&cinfo);
        stretchy_buffer_free(icc);
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    ChunkSource source;
    use_source(&cinfo, &source, data, size);
    jpeg_save_markers(&cinfo, JPEG_APP0 + 2, 0xFFFF);
    jpeg_read_header(&cinfo, TRUE);
    static const char tag[12] = "ICC_PROFILE";  // with its NUL
    size_t total = 0;
    for (jpeg_saved_marker_ptr marker = cinfo.marker_list; marker != NULL; marker = marker->next) {
        if (marker->data_length >= sizeof tag && memcmp(marker->data, tag, sizeof tag) == 0)
            total += 2 + marker->data_length;
    }
    if (total > 0) {
        icc->bytes = malloc(total);
        if (icc->bytes == NULL) ERREXIT(&cinfo, JERR_OUT_OF_MEMORY);
        icc->capacity = total;
        for (jpeg_saved_marker_ptr marker = cinfo.marker_list; marker != NULL; marker = marker->next) {
            if (marker->data_length < sizeof tag || memcmp(marker->data, tag, sizeof tag) != 0) continue;
            icc->bytes[icc->count] = (uint8_t)(marker->data_length >> 8);
            icc->bytes[icc->count + 1] = (uint8_t)marker->data_length;
            memcpy(icc->bytes + icc->count + 2, marker->data, marker->data_length);
            icc->count += 2 + marker->data_length;
        }
    }
    jpeg_destroy_decompress(&cinfo);
    return 0;
}
