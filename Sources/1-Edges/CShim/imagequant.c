// libimagequant, opened with dlopen when a GIF's first palette is made instead of linked
// (lazy_library.h): it and the libgomp it links were loaded and relocated at every start,
// while only `render --gif` quantizes. See CShim.h for `stretchy_imagequant_load`.
#include "CShim.h"
#include "lazy_library.h"
// CImageQuant's header, which Swift imports: <libimagequant.h> and the declaration of libgomp's
// omp_set_num_threads (omp.h is gcc's, not on clang's path), so both are checked here.
#include "../CImageQuant/shim.h"

// Every libimagequant function stretchy calls, and libgomp's omp_set_num_threads: dlsym finds it
// in the libgomp libimagequant links (a handle's look-up searches what its library links), the
// one whose threads libimagequant then runs on.
#define STRETCHY_IMAGEQUANT_FUNCTIONS(RESULT, VOID) \
    VOID(omp_set_num_threads, (int count), (count)) \
    RESULT(liq_attr *, liq_attr_create, (void), ()) \
    VOID(liq_attr_destroy, (liq_attr *attr), (attr)) \
    RESULT(liq_error, liq_set_max_colors, (liq_attr *attr, int colors), (attr, colors)) \
    RESULT(liq_error, liq_set_speed, (liq_attr *attr, int speed), (attr, speed)) \
    RESULT(liq_histogram *, liq_histogram_create, (const liq_attr *attr), (attr)) \
    RESULT(liq_error, liq_histogram_add_image, (liq_histogram *hist, const liq_attr *attr, liq_image *image), \
           (hist, attr, image)) \
    VOID(liq_histogram_destroy, (liq_histogram *hist), (hist)) \
    RESULT(liq_image *, liq_image_create_rgba, \
           (const liq_attr *attr, const void *bitmap, int width, int height, double gamma), \
           (attr, bitmap, width, height, gamma)) \
    VOID(liq_image_destroy, (liq_image *img), (img)) \
    RESULT(liq_error, liq_histogram_quantize, \
           (liq_histogram *const input_hist, liq_attr *const options, liq_result **result_output), \
           (input_hist, options, result_output)) \
    RESULT(liq_error, liq_image_quantize, \
           (liq_image *const input_image, liq_attr *const options, liq_result **result_output), \
           (input_image, options, result_output)) \
    RESULT(liq_error, liq_set_dithering_level, (liq_result *res, float dither_level), (res, dither_level)) \
    RESULT(const liq_palette *, liq_get_palette, (liq_result *result), (result)) \
    RESULT(liq_error, liq_write_remapped_image, \
           (liq_result *result, liq_image *input_image, void *buffer, size_t buffer_size), \
           (result, input_image, buffer, buffer_size)) \
    VOID(liq_result_destroy, (liq_result *result), (result))

STRETCHY_LAZY_LIBRARY(stretchy_imagequant_load, STRETCHY_IMAGEQUANT_FUNCTIONS)
