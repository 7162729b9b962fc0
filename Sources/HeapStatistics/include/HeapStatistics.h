// Heap statistics for scenesim-bench: how many bytes the process has allocated and not freed.
#ifndef SCENESIM_HEAP_STATISTICS_H
#define SCENESIM_HEAP_STATISTICS_H
#include <stddef.h>

/// Bytes allocated with malloc and still in use (glibc's mallinfo2().uordblks), or 0 where the
/// C library does not report it.
size_t scenesim_heap_bytes_in_use(void);

#endif
