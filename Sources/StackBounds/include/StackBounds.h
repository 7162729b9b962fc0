// The bounds of the calling thread's stack, for SceneSim's layout engine: how deep it may recurse
// on the caller's stack before it moves the work to a larger one (a stack of the thread's own
// where the system can switch stacks, a thread with a large stack elsewhere).
#ifndef SCENESIM_STACK_BOUNDS_H
#define SCENESIM_STACK_BOUNDS_H
#include <stddef.h>
#include <stdint.h>

/// The lowest address of the calling thread's stack (stacks grow down toward it), or 0 where the
/// system does not tell. Read once per thread and kept.
uintptr_t scenesim_stack_lowest_address(void);

/// Sets what `scenesim_stack_lowest_address` answers on the calling thread (the deep stack's
/// lowest address while work runs on it).
void scenesim_set_stack_lowest_address(uintptr_t address);

/// Work to run on a deep stack: a function and its argument.
typedef void (*scenesim_deep_stack_body)(void *argument);

/// Runs `body(argument)` on the calling thread, on a stack of its own of `size` bytes (a quarter,
/// a sixteenth... down to 16 MiB where that much address space is not to be had; a `size` under
/// 16 MiB makes none, which tests use to stand for a stack that cannot be made), made on first
/// use and kept, with the pages its deepest run touched, while the thread lives; returns 0 when
/// `body` has run, or -1 without running it where stacks cannot be switched or the stack cannot
/// be made. Called while already on the deep stack, runs `body` where it is.
int scenesim_run_on_deep_stack(size_t size, scenesim_deep_stack_body body, void *argument);

/// Makes the calling thread's deep stack of `size` bytes (or less, as above) if it has none, and returns 1
/// when it has one; 0 where stacks cannot be switched or the stack cannot be made (which is not
/// tried again on this thread).
int scenesim_prepare_deep_stack(size_t size);

/// Whether the calling thread is running on its deep stack.
int scenesim_is_on_deep_stack(void);

/// Whether this build switches stacks on the calling thread (1: glibc) or cannot (0).
int scenesim_switches_stacks(void);
/// Starts a detached thread with a stack of `stack_size` bytes that runs `body(argument)`;
/// returns 0, or -1 when the thread could not be started (no memory or address space for its
/// stack), which Foundation's `Thread.start` does not report.
int scenesim_start_thread(size_t stack_size, scenesim_deep_stack_body body, void *argument);

/// Whether the calling thread is one that `scenesim_start_thread` started (the deep-stack worker,
/// whose whole stack is deep).
int scenesim_is_on_started_thread(void);

#endif
