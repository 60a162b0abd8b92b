#include <fribidi.h>

/* FRIBIDI_FLAGS_DEFAULT is a macro built from other macros, which Swift does not import. */
static const FriBidiFlags stretchy_fribidi_flags_default = FRIBIDI_FLAGS_DEFAULT;
