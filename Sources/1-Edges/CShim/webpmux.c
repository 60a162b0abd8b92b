// libwebpmux, whose WebPAnimEncoder makes animated WebPs, opened with dlopen when a WebP is first
// written instead of linked (lazy_library.h), after the libwebp it links (webp.c). See CShim.h
// for `stretchy_webpmux_load`.
//
// WebPAnimEncoderOptionsInit and WebPAnimEncoderNew are static inline in the header: Swift
// compiles them, and they call the exported ...Internal functions listed here.
#include "CShim.h"
#include "lazy_library.h"
// The header marks each function default-visible unless told otherwise; the definitions here
// are hidden (lazy_library.h).
#define WEBP_EXTERN extern
#include <webp/mux.h>

// Every libwebpmux function stretchy calls, directly or through the header's inline functions.
#define STRETCHY_WEBPMUX_FUNCTIONS(RESULT, VOID) \
    RESULT(int, WebPAnimEncoderOptionsInitInternal, (WebPAnimEncoderOptions *enc_options, int version), \
           (enc_options, version)) \
    RESULT(WebPAnimEncoder *, WebPAnimEncoderNewInternal, \
           (int width, int height, const WebPAnimEncoderOptions *enc_options, int version), \
           (width, height, enc_options, version)) \
    RESULT(int, WebPAnimEncoderAdd, \
           (WebPAnimEncoder *enc, struct WebPPicture *frame, int timestamp_ms, const struct WebPConfig *config), \
           (enc, frame, timestamp_ms, config)) \
    RESULT(int, WebPAnimEncoderAssemble, (WebPAnimEncoder *enc, WebPData *webp_data), (enc, webp_data)) \
    RESULT(const char *, WebPAnimEncoderGetError, (WebPAnimEncoder *enc), (enc)) \
    VOID(WebPAnimEncoderDelete, (WebPAnimEncoder *enc), (enc))

STRETCHY_LAZY_LIBRARY(stretchy_webpmux_load, STRETCHY_WEBPMUX_FUNCTIONS)
