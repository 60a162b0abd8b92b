// Opening a lazily opened library and installing its functions' addresses (lazy_library.h).
#include "lazy_library.h"
#include "message.h"
#include <dlfcn.h>

// The loader's own text for the failure that just happened (dlerror is per thread).
static int fail(char *message, size_t message_capacity) {
    const char *reason = dlerror();
    stretchy_copy_message(message, message_capacity, reason != NULL ? reason : "the dynamic loader gave no reason");
    return 1;
}

int stretchy_lazy_library_load(StretchyLazyLibrary *library, const char *file, char *message,
                               size_t message_capacity) {
    stretchy_copy_message(message, message_capacity, "");
    void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return fail(message, message_capacity);
    // Every name is looked up, installed or not, so that a library without them is refused
    // whatever was loaded before. Under the lock, so that a table being filled is never
    // installed twice; one that fails part-way is not installed, and the next load fills it again.
    pthread_mutex_lock(&library->lock);
    int install = library->installed == NULL;
    for (size_t index = 0; index < library->count; index++) {
        // POSIX guarantees that the object pointer dlsym returns converts to a function pointer.
        StretchyLazyFunction found = (StretchyLazyFunction)dlsym(handle, library->names[index]);
        if (found == NULL) {
            int failed = fail(message, message_capacity);
            pthread_mutex_unlock(&library->lock);
            dlclose(handle);
            return failed;
        }
        if (install) library->functions[index] = found;
    }
    if (install) {
        library->installed = handle;
        handle = NULL;
    }
    pthread_mutex_unlock(&library->lock);
    // Installed before (this library or another name for it): the one loaded stays, and this
    // reference goes.
    if (handle != NULL) dlclose(handle);
    return 0;
}
