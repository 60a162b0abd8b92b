// lcms2 reports errors through a log handler and NULL results, never by longjmp: Swift calls it
// directly. Its pixel-format macros (TYPE_RGBA_8, …) are function-like and not imported into
// Swift, so the formats Codecs uses are spelled here as constants.
#include <lcms2.h>

/// R, G, B, then one byte lcms2 neither reads into the colour nor writes (alpha stays as it is).
static const cmsUInt32Number stretchy_lcms_rgba8 = TYPE_RGBA_8;
/// Grey in the first byte of four (the R of an RGBA pixel whose G and B repeat it).
static const cmsUInt32Number stretchy_lcms_grey_in_rgba8 =
    COLORSPACE_SH(PT_GRAY) | EXTRA_SH(3) | CHANNELS_SH(1) | BYTES_SH(1);
/// C, M, Y, K, 0 = no ink.
static const cmsUInt32Number stretchy_lcms_cmyk8 = TYPE_CMYK_8;
/// C, M, Y, K stored inverted (255 = no ink), as Adobe's JPEGs do.
static const cmsUInt32Number stretchy_lcms_cmyk8_inverted = TYPE_CMYK_8_REV;
