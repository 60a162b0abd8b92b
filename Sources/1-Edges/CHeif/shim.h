// libheif's types and declarations, without linking it: CShim's heif.c defines the functions
// Codecs calls and loads libheif on first use (stretchy_heif_load), so a run that reads no HEIF
// never loads it. A function heif.c does not list fails to link.
//
// libheif reports errors as returned structs, never by longjmp: Swift calls it directly.
#include <libheif/heif.h>
