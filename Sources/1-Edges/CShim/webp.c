// libwebp, opened with dlopen when a WebP is first written instead of linked (lazy_library.h):
// it was loaded and relocated at every start, while only `render --webp` encodes one. See
// CShim.h for `stretchy_webp_load`; libwebpmux, which links it, is webpmux.c.
//
// WebPConfigInit, WebPPictureInit and WebPDataClear are static inline in the headers: Swift
// compiles them, and they call the exported WebPConfigInitInternal, WebPPictureInitInternal and
// WebPFree listed here.
#include "CShim.h"
#include "lazy_library.h"
// The headers mark each function default-visible unless told otherwise; the definitions here
// are hidden (lazy_library.h).
#define WEBP_EXTERN extern
#include <webp/decode.h>
#include <webp/encode.h>

// Every libwebp function stretchy calls (WebPGetFeatures, inline, calls WebPGetFeaturesInternal, to
// read a WebP's canvas size before its decoder allocates it), directly or through the headers' inline functions.
#define STRETCHY_WEBP_FUNCTIONS(RESULT, VOID) \
    RESULT(int, WebPConfigInitInternal, (WebPConfig *config, WebPPreset preset, float quality, int version), \
           (config, preset, quality, version)) \
    RESULT(int, WebPValidateConfig, (const WebPConfig *config), (config)) \
    RESULT(int, WebPPictureInitInternal, (WebPPicture *picture, int version), (picture, version)) \
    RESULT(int, WebPPictureImportRGBA, (WebPPicture *picture, const uint8_t *rgba, int rgba_stride), \
           (picture, rgba, rgba_stride)) \
    VOID(WebPPictureFree, (WebPPicture *picture), (picture)) \
    VOID(WebPFree, (void *ptr), (ptr)) \
    RESULT(VP8StatusCode, WebPGetFeaturesInternal, \
           (const uint8_t *data, size_t data_size, WebPBitstreamFeatures *features, int version), \
           (data, data_size, features, version))

STRETCHY_LAZY_LIBRARY(stretchy_webp_load, STRETCHY_WEBP_FUNCTIONS)
