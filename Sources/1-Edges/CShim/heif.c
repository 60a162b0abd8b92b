// libheif, opened with dlopen when a HEIF is first decoded instead of linked (lazy_library.h):
// loading it and the codecs it links (libde265, x265, aom, dav1d, numa) cost every run ~4 ms at
// start, while a HEIF header is rare. See CShim.h for `stretchy_heif_load`.
#include "CShim.h"
#include "lazy_library.h"
#include <libheif/heif.h>

// Every libheif function stretchy calls.
#define STRETCHY_HEIF_FUNCTIONS(RESULT, VOID) \
    RESULT(struct heif_error, heif_init, (struct heif_init_params *params), (params)) \
    RESULT(const char *, heif_get_version, (void), ()) \
    RESULT(struct heif_context *, heif_context_alloc, (void), ()) \
    VOID(heif_context_free, (struct heif_context *context), (context)) \
    VOID(heif_context_set_maximum_image_size_limit, (struct heif_context *context, int maximum_width), \
         (context, maximum_width)) \
    RESULT(struct heif_error, heif_context_read_from_memory_without_copy, \
           (struct heif_context *context, const void *memory, size_t size, \
            const struct heif_reading_options *options), \
           (context, memory, size, options)) \
    RESULT(struct heif_error, heif_context_get_primary_image_handle, \
           (struct heif_context *context, struct heif_image_handle **handle), (context, handle)) \
    VOID(heif_image_handle_release, (const struct heif_image_handle *handle), (handle)) \
    RESULT(int, heif_image_handle_get_ispe_width, (const struct heif_image_handle *handle), (handle)) \
    RESULT(int, heif_image_handle_get_ispe_height, (const struct heif_image_handle *handle), (handle)) \
    RESULT(enum heif_color_profile_type, heif_image_handle_get_color_profile_type, \
           (const struct heif_image_handle *handle), (handle)) \
    RESULT(size_t, heif_image_handle_get_raw_color_profile_size, (const struct heif_image_handle *handle), (handle)) \
    RESULT(struct heif_error, heif_image_handle_get_raw_color_profile, \
           (const struct heif_image_handle *handle, void *out_data), (handle, out_data)) \
    RESULT(struct heif_error, heif_image_handle_get_nclx_color_profile, \
           (const struct heif_image_handle *handle, struct heif_color_profile_nclx **out_data), (handle, out_data)) \
    VOID(heif_nclx_color_profile_free, (struct heif_color_profile_nclx *profile), (profile)) \
    RESULT(struct heif_decoding_options *, heif_decoding_options_alloc, (void), ()) \
    VOID(heif_decoding_options_free, (struct heif_decoding_options *options), (options)) \
    RESULT(struct heif_error, heif_decode_image, \
           (const struct heif_image_handle *handle, struct heif_image **out_image, enum heif_colorspace colorspace, \
            enum heif_chroma chroma, const struct heif_decoding_options *options), \
           (handle, out_image, colorspace, chroma, options)) \
    RESULT(int, heif_image_get_width, (const struct heif_image *image, enum heif_channel channel), (image, channel)) \
    RESULT(int, heif_image_get_height, (const struct heif_image *image, enum heif_channel channel), (image, channel)) \
    RESULT(const uint8_t *, heif_image_get_plane_readonly, \
           (const struct heif_image *image, enum heif_channel channel, int *out_stride), (image, channel, out_stride)) \
    VOID(heif_image_release, (const struct heif_image *image), (image))

STRETCHY_LAZY_LIBRARY(stretchy_heif_load, STRETCHY_HEIF_FUNCTIONS)
