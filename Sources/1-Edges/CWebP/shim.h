// libwebp's and libwebpmux's types and declarations, without linking them: CShim's webp.c and
// webpmux.c define the functions Codecs calls (and those the headers' inline functions call) and
// load the libraries on first use (stretchy_webp_load, stretchy_webpmux_load), so a run that
// writes no WebP never loads them. A function they do not list fails to link.
#include <webp/encode.h>
#include <webp/mux.h>
