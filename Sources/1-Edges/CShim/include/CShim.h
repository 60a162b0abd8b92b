#ifndef STRETCHY_CSHIM_H
#define STRETCHY_CSHIM_H
#include <stddef.h>
#include <stdint.h>
#endif
