// The command line as the C start-up received it. Swift's `CommandLine.arguments` on Linux is
// read from /proc/self/cmdline, which a chroot or a minimal container without /proc does not
// have: stretchy then saw no arguments at all ("missing subcommand"). glibc calls each
// `.init_array` function with argc, argv and envp before `main`, so the vector is kept here.
#include "CShim.h"

static int saved_count;
static char **saved_arguments;

static void stretchy_capture_arguments(int count, char **arguments, char **environment) {
    (void)environment;
    saved_count = count;
    saved_arguments = arguments;
}

__attribute__((section(".init_array"), used)) static void (*const capture_arguments)(int, char **, char **) =
    stretchy_capture_arguments;

int stretchy_argument_count(void) { return saved_arguments == 0 ? 0 : saved_count; }

const char *stretchy_argument(int index) {
    return index >= 0 && index < stretchy_argument_count() ? saved_arguments[index] : "";
}
