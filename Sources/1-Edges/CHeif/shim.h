// libheif reports errors as returned structs, never by longjmp: Swift calls it directly.
#include <libheif/heif.h>
