// libwebpdemux, whose WebPAnimDecoder reads animated WebPs for `compare`, opened with dlopen when a
// WebP is first read instead of linked (lazy_library.h), after the libwebp it links (webp.c). See
// CShim.h for `stretchy_webpdemux_load`.
//
// WebPAnimDecoderOptionsInit and WebPAnimDecoderNew are static inline in the header: Swift
// compiles them, and they call the exported ...Internal functions listed here.
#include "CShim.h"
#include "lazy_library.h"
// The header marks each function default-visible unless told otherwise; the definitions here
// are hidden (lazy_library.h).
#define WEBP_EXTERN extern
#include <webp/demux.h>

// Every libwebpdemux function stretchy calls, directly or through the header's inline functions.
#define STRETCHY_WEBPDEMUX_FUNCTIONS(RESULT, VOID) \
    RESULT(int, WebPAnimDecoderOptionsInitInternal, (WebPAnimDecoderOptions *dec_options, int version), \
           (dec_options, version)) \
    RESULT(WebPAnimDecoder *, WebPAnimDecoderNewInternal, \
           (const WebPData *webp_data, const WebPAnimDecoderOptions *dec_options, int version), \
           (webp_data, dec_options, version)) \
    RESULT(int, WebPAnimDecoderGetInfo, (const WebPAnimDecoder *dec, WebPAnimInfo *info), (dec, info)) \
    RESULT(int, WebPAnimDecoderGetNext, (WebPAnimDecoder *dec, uint8_t **buf, int *timestamp), \
           (dec, buf, timestamp)) \
    RESULT(int, WebPAnimDecoderHasMoreFrames, (const WebPAnimDecoder *dec), (dec)) \
    VOID(WebPAnimDecoderDelete, (WebPAnimDecoder *dec), (dec))

STRETCHY_LAZY_LIBRARY(stretchy_webpdemux_load, STRETCHY_WEBPDEMUX_FUNCTIONS)
