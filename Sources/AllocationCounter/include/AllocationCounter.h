#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this platform counts heap allocations (glibc only).
int allocation_counter_is_available(void);

/// The number of malloc, calloc and realloc calls made by the process so far.
uint64_t allocation_counter_count(void);

#endif
