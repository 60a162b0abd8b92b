// The versions of the C libraries CShim links, as the environment fingerprint records them
// (Export's Environment), and the commit the build was made from. libjpeg has no version call:
// the file the dynamic loader opened for one of its functions names the library that runs.
#define _GNU_SOURCE
#include "CShim.h"
#include "message.h"
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <png.h>
#include <zlib.h>

// The commit: `make build` writes it into this section of the linked binary with objcopy, so
// that a new commit recompiles and relinks nothing. Not const, so that no read is folded into
// the zeros it is compiled with; a build without make leaves them ("").
__attribute__((used, section(".stretchy_commit"))) char stretchy_commit_section[64];

const char *stretchy_build_commit(void) {
    stretchy_commit_section[sizeof stretchy_commit_section - 1] = 0;
    return stretchy_commit_section;
}

void stretchy_jpeg_version(char *out, size_t capacity) {
    const char *file = "an unknown file";
    char real[PATH_MAX];
    Dl_info info;
    if (dladdr((void *)jpeg_std_error, &info) != 0 && info.dli_fname != NULL) {
        file = realpath(info.dli_fname, real) != NULL ? real : info.dli_fname;
    }
    const char *name = strrchr(file, '/');
#ifdef LIBJPEG_TURBO_VERSION
#define STRETCHY_TEXT(x) #x
#define STRETCHY_STRING(x) STRETCHY_TEXT(x)
    snprintf(out, capacity, "libjpeg-turbo %s (%s)", STRETCHY_STRING(LIBJPEG_TURBO_VERSION), name ? name + 1 : file);
#else
    snprintf(out, capacity, "libjpeg %d (%s)", JPEG_LIB_VERSION, name ? name + 1 : file);
#endif
}

const char *stretchy_png_version(void) { return png_get_libpng_ver(NULL); }

const char *stretchy_zlib_version(void) { return zlibVersion(); }
