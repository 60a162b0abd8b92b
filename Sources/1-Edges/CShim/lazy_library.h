#ifndef STRETCHY_CSHIM_LAZY_LIBRARY_H
#define STRETCHY_CSHIM_LAZY_LIBRARY_H
// A C library opened with dlopen when it is first needed instead of linked: the dynamic loader
// would otherwise load and relocate it, and what it links, at the start of every run, while only
// some runs call it (CShim.h, "Lazily opened libraries").
//
// A file per library (heif.c, imagequant.c, gif.c, webp.c, webpmux.c) includes the library's own
// header, lists the functions Swift calls as an X-macro of RESULT(result type, name, parameters,
// the arguments passing them on) and VOID(name, parameters, arguments) entries, and expands
// STRETCHY_LAZY_LIBRARY with that list and the name of its load function.
//
// Each function is then defined under its own name, so Swift calls it as if the library were
// linked, and the header declares each one, so the compiler checks every definition against the
// library's prototype; a definition forwards to the address dlsym found. They must never be
// reached before the load function has returned 0 (their pointers are NULL until then), and a
// function missing from the list fails to link. A static inline function of the header is no
// definition to forward: the exported functions it calls are listed instead.
//
// They are hidden: SwiftPM exports an executable's symbols, and the library's calls between its
// own functions could otherwise bind to these forwarders, even before their pointers are set.
#include <pthread.h>
#include <stddef.h>

/// Any function, as the pointer table holds it; each forwarder casts its entry back to its type.
typedef void (*StretchyLazyFunction)(void);

/// One lazily opened library: the names of its functions, where their addresses go, and the
/// handle they came from.
typedef struct {
    const char *const *names;
    /// Written once, by the first successful load, under `lock`; read by the forwarders.
    StretchyLazyFunction *functions;
    size_t count;
    /// The handle `functions` came from, NULL until they are installed; never closed.
    void *installed;
    pthread_mutex_t lock;
} StretchyLazyLibrary;

/// Opens `file` (RTLD_NOW | RTLD_LOCAL) and looks up each of `library`'s functions in it and the
/// libraries it links. Returns 0 once they can be called, else 1 with the dynamic loader's reason
/// in `message` (not installed, or a function missing). The first library whose functions were
/// all found stays for the life of the process; a later call that opens one returns 0 and
/// leaves it in place. Safe from any thread.
__attribute__((visibility("hidden"))) int stretchy_lazy_library_load(StretchyLazyLibrary *library, const char *file,
                                                                     char *message, size_t message_capacity);

// The list's entries, turned into the pieces below by STRETCHY_LAZY_LIBRARY.
#define STRETCHY_LAZY_INDEX(result, name, parameters, arguments) stretchy_lazy_##name,
#define STRETCHY_LAZY_INDEX_VOID(name, parameters, arguments) stretchy_lazy_##name,
#define STRETCHY_LAZY_NAME(result, name, parameters, arguments) #name,
#define STRETCHY_LAZY_NAME_VOID(name, parameters, arguments) #name,
#define STRETCHY_LAZY_FORWARD(result, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) result name parameters { \
        return ((result(*) parameters)stretchy_lazy_functions[stretchy_lazy_##name]) arguments; \
    }
#define STRETCHY_LAZY_FORWARD_VOID(name, parameters, arguments) \
    __attribute__((visibility("hidden"))) void name parameters { \
        ((void(*) parameters)stretchy_lazy_functions[stretchy_lazy_##name]) arguments; \
    }

/// Defines the forwarders of the functions FUNCTIONS lists (each as RESULT(result type, name,
/// parameters, the arguments passing them on) or VOID(name, parameters, arguments)), their table,
/// and `int load(const char *file, char *message, size_t message_capacity)`, which fills it
/// (`stretchy_lazy_library_load`). One library per file: the table's names are the file's own.
#define STRETCHY_LAZY_LIBRARY(load, FUNCTIONS) \
    enum { FUNCTIONS(STRETCHY_LAZY_INDEX, STRETCHY_LAZY_INDEX_VOID) stretchy_lazy_count }; \
    static const char *const stretchy_lazy_names[] = {FUNCTIONS(STRETCHY_LAZY_NAME, STRETCHY_LAZY_NAME_VOID)}; \
    static StretchyLazyFunction stretchy_lazy_functions[stretchy_lazy_count]; \
    static StretchyLazyLibrary stretchy_lazy_library = { \
        stretchy_lazy_names, stretchy_lazy_functions, stretchy_lazy_count, NULL, PTHREAD_MUTEX_INITIALIZER}; \
    FUNCTIONS(STRETCHY_LAZY_FORWARD, STRETCHY_LAZY_FORWARD_VOID) \
    int load(const char *file, char *message, size_t message_capacity) { \
        return stretchy_lazy_library_load(&stretchy_lazy_library, file, message, message_capacity); \
    }
#endif
