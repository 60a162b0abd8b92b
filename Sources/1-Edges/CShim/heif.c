// libheif, opened with dlopen when a HEIF is first decoded instead of linked: loading it and the
// codecs it links (libde265, x265, aom, dav1d, numa) cost every run ~4 ms at start, while a HEIF
// header is rare. See CShim.h for `stretchy_heif_load`.
//
// Each libheif function Codecs calls is defined here under its own name, so Swift calls it as if
// libheif were linked, and <libheif/heif.h> declares each one, so the compiler checks every
// definition against the library's prototype. A definition forwards to the address dlsym found.
// They must never be reached before `stretchy_heif_load` has returned 0 (their pointers are NULL
// until then); calling a libheif function missing from the list fails to link.
//
// They are hidden: SwiftPM exports an executable's symbols, and libheif's calls between its own
// functions could otherwise bind to these forwarders, even before their pointers are set.
#include "CShim.h"
#include "message.h"
#include <dlfcn.h>
#include <pthread.h>
#include <libheif/heif.h>

// Every libheif function stretchy calls: its result type (VOID: none), name, parameters, and the
// arguments passing those parameters on.
#define STRETCHY_HEIF_FUNCTIONS(RESULT, VOID) \
    RESULT(struct heif_error, heif_init, (struct heif_init_params *params), (params)) \
    RESULT(struct heif_context *, heif_context_alloc, (void), ()) \
    VOID(heif_context_free, (struct heif_context *context), (context)) \
    VOID(heif_context_set_maximum_image_size_limit, (struct heif_context *context, int maximum_width), \
         (context, maximum_width)) \
    RESULT(struct heif_error, heif_context_read_from_memory_without_copy, \
           (struct heif_context *context, const void *memory, size_t size, \
            const struct heif_reading_options *options), \
           (context, memory, size, options)) \
    RESULT(struct heif_error, heif_context_get_primary_image_handle, \
           (struct heif_context *context, struct heif_image_handle **handle), (context, handle)) \
    VOID(heif_image_handle_release, (const struct heif_image_handle *handle), (handle)) \
    RESULT(int, heif_image_handle_get_ispe_width, (const struct heif_image_handle *handle), (handle)) \
    RESULT(int, heif_image_handle_get_ispe_height, (const struct heif_image_handle *handle), (handle)) \
    RESULT(enum heif_color_profile_type, heif_image_handle_get_color_profile_type, \
           (const struct heif_image_handle *handle), (handle)) \
    RESULT(size_t, heif_image_handle_get_raw_color_profile_size, (const struct heif_image_handle *handle), (handle)) \
    RESULT(struct heif_error, heif_image_handle_get_raw_color_profile, \
           (const struct heif_image_handle *handle, void *out_data), (handle, out_data)) \
    RESULT(struct heif_error, heif_image_handle_get_nclx_color_profile, \
           (const struct heif_image_handle *handle, struct heif_color_profile_nclx **out_data), (handle, out_data)) \
    VOID(heif_nclx_color_profile_free, (struct heif_color_profile_nclx *profile), (profile)) \
    RESULT(struct heif_decoding_options *, heif_decoding_options_alloc, (void), ()) \
    VOID(heif_decoding_options_free, (struct heif_decoding_options *options), (options)) \
    RESULT(struct heif_error, heif_decode_image, \
           (const struct heif_image_handle *handle, struct heif_image **out_image, enum heif_colorspace colorspace, \
            enum heif_chroma chroma, const struct heif_decoding_options *options), \
           (handle, out_image, colorspace, chroma, options)) \
    RESULT(int, heif_image_get_width, (const struct heif_image *image, enum heif_channel channel), (image, channel)) \
    RESULT(int, heif_image_get_height, (const struct heif_image *image, enum heif_channel channel), (image, channel)) \
    RESULT(const uint8_t *, heif_image_get_plane_readonly, \
           (const struct heif_image *image, enum heif_channel channel, int *out_stride), (image, channel, out_stride)) \
    VOID(heif_image_release, (const struct heif_image *image), (image))

#define POINTER(result, name, parameters, arguments) result (*name) parameters;
#define VOID_POINTER(name, parameters, arguments) POINTER(void, name, parameters, arguments)

/// The addresses of the listed functions in one opened libheif.
typedef struct {
    STRETCHY_HEIF_FUNCTIONS(POINTER, VOID_POINTER)
} Functions;

/// What the forwarders call: set once, by the first successful `stretchy_heif_load`, under `lock`.
static Functions loaded;
/// The handle `loaded` came from, NULL until one is installed; never closed.
static void *installed;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

#define FORWARD(result, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) result name parameters { return loaded.name arguments; }
#define FORWARD_VOID(name, parameters, arguments) \
    __attribute__((visibility("hidden"))) void name parameters { loaded.name arguments; }

STRETCHY_HEIF_FUNCTIONS(FORWARD, FORWARD_VOID)

// The loader's own text for the failure that just happened (dlerror is per thread).
static int fail(char *message, size_t message_capacity) {
    const char *reason = dlerror();
    stretchy_copy_message(message, message_capacity, reason != NULL ? reason : "the dynamic loader gave no reason");
    return 1;
}

// Inside `stretchy_heif_load`: one function's address into `found`, or the failure. POSIX
// guarantees that the object pointer dlsym returns converts to a function pointer.
#define LOOK_UP(result, name, parameters, arguments) \
    if ((found.name = (result (*) parameters)dlsym(handle, #name)) == NULL) { \
        int failed = fail(message, message_capacity); \
        dlclose(handle); \
        return failed; \
    }
#define LOOK_UP_VOID(name, parameters, arguments) LOOK_UP(void, name, parameters, arguments)

int stretchy_heif_load(const char *library, char *message, size_t message_capacity) {
    stretchy_copy_message(message, message_capacity, "");
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return fail(message, message_capacity);
    Functions found;
    STRETCHY_HEIF_FUNCTIONS(LOOK_UP, LOOK_UP_VOID)
    pthread_mutex_lock(&lock);
    if (installed == NULL) {
        loaded = found;
        installed = handle;
        handle = NULL;
    }
    pthread_mutex_unlock(&lock);
    // Installed before (this library or another name for it): the one loaded stays, and this
    // reference goes.
    if (handle != NULL) dlclose(handle);
    return 0;
}

// The header's version, not `heif_get_version`'s: libheif is opened only for a HEIF, so the loaded
// one's would be known only after one was read, and one process's fingerprints (a library
// client's frames.json, a test run's goldens) would differ by what it had read before.
const char *stretchy_heif_version(void) { return LIBHEIF_VERSION; }
