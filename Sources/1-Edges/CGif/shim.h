// giflib's types and declarations, without linking it: CShim's gif.c defines the functions
// Codecs calls and loads giflib on first use (stretchy_gif_load), so a run that writes no GIF
// never loads it. A function gif.c does not list fails to link.
#include <gif_lib.h>
