#ifndef INSTRUCTION_COUNTER_H
#define INSTRUCTION_COUNTER_H

/// Whether this process runs under valgrind, so that the calls below count something.
int instruction_counter_is_counting(void);

/// Zeroes callgrind's counts and starts counting (run it with `--instr-atstart=no`).
void instruction_counter_begin(void);

/// Writes what was counted since `instruction_counter_begin` as a part of its own, described
/// as `name`, and stops counting. Outside valgrind both calls do nothing.
void instruction_counter_end(const char *name);

#endif
