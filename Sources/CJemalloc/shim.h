#ifndef HIGLINT_CJEMALLOC_SHIM_H
#define HIGLINT_CJEMALLOC_SHIM_H
// jemalloc, linked into the higlint executable in place of the C library's malloc.
#include <jemalloc/jemalloc.h>
#endif
