#ifndef STRETCHY_CSHIM_MESSAGE_H
#define STRETCHY_CSHIM_MESSAGE_H
#include <stdio.h>

// Copies a library message into the caller's buffer, cut to fit and always terminated.
static inline void stretchy_copy_message(char *destination, size_t capacity, const char *text) {
    if (destination != NULL && capacity > 0) snprintf(destination, capacity, "%s", text);
}
#endif
