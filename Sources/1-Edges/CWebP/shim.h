// libwebp's, libwebpmux's and libwebpdemux's types and declarations, without linking them:
// CShim's webp.c, webpmux.c and webpdemux.c define the functions Codecs calls (and those the
// headers' inline functions call) and load the libraries on first use (stretchy_webp_load,
// stretchy_webpmux_load, stretchy_webpdemux_load), so a run that writes or reads no WebP never
// loads them. A function they do not list fails to link.
#include <webp/decode.h>
#include <webp/demux.h>
#include <webp/encode.h>
#include <webp/mux.h>
