#include <fribidi.h>

/* FRIBIDI_FLAGS_DEFAULT is a macro built from other macros, which Swift does not import. */
static const FriBidiFlags stretchy_fribidi_flags_default = FRIBIDI_FLAGS_DEFAULT;

/* fribidi_version_info is a mutable global to Swift 6; its text never changes. */
static inline const char *stretchy_fribidi_version(void) { return fribidi_version_info; }
