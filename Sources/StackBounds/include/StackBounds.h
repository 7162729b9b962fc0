// The bounds of the calling thread's stack, for SceneSim's layout engine: how deep it may recurse
// on the caller's thread before it moves the work to a thread with a larger stack.
#ifndef SCENESIM_STACK_BOUNDS_H
#define SCENESIM_STACK_BOUNDS_H
#include <stdint.h>

/// The lowest address of the calling thread's stack (stacks grow down toward it), or 0 where the
/// system does not tell. Read once per thread and kept.
uintptr_t scenesim_stack_lowest_address(void);

#endif
