// The executable allocates through jemalloc where it is linked in (Linux; see Package.swift): its
// malloc and free take the C library's place for the whole process, libraries included. Importing
// the module is what links it.
//
// - Note: for speed and memory: a run allocates and frees small objects by the million, and the
//   C library's malloc spends much of its time in `_int_free` and `malloc_consolidate`.
#if canImport(CJemalloc)
import CJemalloc
#endif
