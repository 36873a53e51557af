#include "InstructionCounter.h"

// Debian's valgrind package ships the client-request headers; without them the suite still
// builds, and counts nothing.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define INSTRUCTION_COUNTER_CALLGRIND 1
#endif

int instruction_counter_is_counting(void) {
#ifdef INSTRUCTION_COUNTER_CALLGRIND
  return RUNNING_ON_VALGRIND ? 1 : 0;
#else
  return 0;
#endif
}

void instruction_counter_begin(void) {
#ifdef INSTRUCTION_COUNTER_CALLGRIND
  CALLGRIND_ZERO_STATS;
  CALLGRIND_START_INSTRUMENTATION;
#endif
}

void instruction_counter_end(const char *name) {
#ifdef INSTRUCTION_COUNTER_CALLGRIND
  CALLGRIND_DUMP_STATS_AT(name);
  CALLGRIND_STOP_INSTRUMENTATION;
#else
  (void)name;
#endif
}
