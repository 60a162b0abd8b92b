// jpeglib.h expects size_t and FILE to be declared before it is included.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
