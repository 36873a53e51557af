#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// How many allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign)
/// this process has made since it started. The counting wrappers are linked into the
/// benchmark executable, so they stand in front of the C library's allocator.
unsigned long long malloc_counter_allocations(void);

#endif
