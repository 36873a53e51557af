// Counts allocations by interposing the allocator: each wrapper bumps a counter and calls the
// next definition (the C library's), found with dlsym(RTLD_NEXT). dlsym itself may allocate
// before the real functions are known, so those first few requests come from a static arena.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include "MallocCounter.h"

static _Atomic unsigned long long allocations;
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static void (*real_free)(void *);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);
static void *(*real_memalign)(size_t, size_t);

static _Alignas(16) char bootstrap[8192];
static size_t bootstrap_used;
static int resolving;

static int from_bootstrap(void *pointer) {
  return (char *)pointer >= bootstrap && (char *)pointer < bootstrap + sizeof bootstrap;
}

static void *bootstrap_alloc(size_t size) {
  size_t rounded = (size + 15) & ~(size_t)15;
  if (bootstrap_used + rounded > sizeof bootstrap) return NULL;
  void *pointer = bootstrap + bootstrap_used;
  bootstrap_used += rounded;
  return pointer;
}

static void resolve(void) {
  if (real_malloc || resolving) return;
  resolving = 1;
  real_calloc = dlsym(RTLD_NEXT, "calloc");
  real_malloc = dlsym(RTLD_NEXT, "malloc");
  real_realloc = dlsym(RTLD_NEXT, "realloc");
  real_free = dlsym(RTLD_NEXT, "free");
  real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
  real_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
  real_memalign = dlsym(RTLD_NEXT, "memalign");
  resolving = 0;
}

static void count(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

unsigned long long malloc_counter_allocations(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

void *malloc(size_t size) {
  resolve();
  if (!real_malloc) return bootstrap_alloc(size);
  count();
  return real_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  resolve();
  if (!real_calloc) return bootstrap_alloc(count_ * size);  // the arena is zeroed
  count();
  return real_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  resolve();
  if (from_bootstrap(pointer)) {
    void *moved = malloc(size);
    if (moved) {
      const char *from = pointer;
      char *to = moved;
      for (size_t i = 0; i < size && from + i < bootstrap + sizeof bootstrap; i++) to[i] = from[i];
    }
    return moved;
  }
  count();
  return real_realloc(pointer, size);
}

void free(void *pointer) {
  if (!pointer || from_bootstrap(pointer)) return;
  resolve();
  if (real_free) real_free(pointer);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
  resolve();
  count();
  return real_posix_memalign(out, alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  resolve();
  count();
  return real_aligned_alloc(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  resolve();
  count();
  return real_memalign(alignment, size);
}
