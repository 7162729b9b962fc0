#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "StackBounds.h"
#include <unistd.h>  // defines __GLIBC__ where glibc is the C library

// The sanitizers cannot follow a thread onto another stack by `swapcontext` (ThreadSanitizer
// crashes; AddressSanitizer warns of false reports): built with one, the deep work goes to the
// worker thread, as on systems that cannot switch.
#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define SCENESIM_SANITIZER 1
#endif
#endif

// glibc's `makecontext` and `swapcontext` switch stacks (musl has neither).
#if defined(__linux__) && defined(__GLIBC__) && !defined(SCENESIM_SANITIZER)
#include <pthread.h>
#include <sys/mman.h>
#include <ucontext.h>

// The calling thread's deep stack: mapped on first use (address space only: the system gives
// pages as they are touched), kept while the thread lives, unmapped when it ends. Switching to it
// costs about 0.75 µs (three system calls that save and restore the signal mask), against some
// 30 µs to wake another thread and be woken by it.
static __thread char *deep_stack_base;
static __thread size_t deep_stack_size;
// Whether mapping the deep stack failed on this thread (no address space for it, or strict
// overcommit): not tried again, and the work goes to the worker thread.
static __thread int deep_stack_unavailable;
static __thread int on_deep_stack;
static __thread ucontext_t caller_context;
static __thread ucontext_t deep_context;
static __thread scenesim_deep_stack_body pending_body;
static __thread void *pending_argument;

static pthread_key_t unmap_key;
static int unmap_key_made;
static pthread_once_t unmap_key_once = PTHREAD_ONCE_INIT;

static void unmap_deep_stack(void *base) {
  if (base != 0) munmap(base, deep_stack_size);
  // A destructor that runs after this one and lays out a deep tree maps a new stack.
  deep_stack_base = 0;
  deep_stack_size = 0;
}

static void make_unmap_key(void) { unmap_key_made = pthread_key_create(&unmap_key, unmap_deep_stack) == 0; }

static void run_pending_body(void) { pending_body(pending_argument); }

/// The smallest deep stack tried when a larger one cannot be mapped.
#define SMALLEST_DEEP_STACK ((size_t)16 << 20)

/// The inaccessible region below the deep stack, in whole pages: 64 KiB, so that a frame larger
/// than a page that runs off the stack lands in it (and faults) rather than skipping over it
/// into whatever is mapped below. It costs address space only.
static size_t guard_size(void) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  return ((size_t)(64 << 10) + page - 1) / page * page;
}

/// Maps the calling thread's deep stack, with a guard region at its lowest address, or returns 0.
/// Where `size` bytes of address space are not to be had, a quarter of it is tried, down to
/// 16 MiB (a 10,000-level tree needs about 8 MiB in a release build).
static int map_deep_stack(size_t size) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t guard = guard_size();
  void *base = MAP_FAILED;
  size_t total = 0;
  for (size_t tried = size; base == MAP_FAILED && tried >= SMALLEST_DEEP_STACK; tried /= 4) {
    total = (tried + page - 1) / page * page + guard;
    base = mmap(0, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  }
  if (base == MAP_FAILED) return 0;
  // Running off the stack faults on the guard instead of writing over whatever lies below; a
  // stack that could not be given back when its thread ends is not kept.
  pthread_once(&unmap_key_once, make_unmap_key);
  if (!unmap_key_made || mprotect(base, guard, PROT_NONE) != 0) {
    munmap(base, total);
    return 0;
  }
  deep_stack_base = base;
  deep_stack_size = total;
  pthread_setspecific(unmap_key, base);
  return 1;
}

int scenesim_prepare_deep_stack(size_t size) {
  if (deep_stack_base != 0) return 1;
  if (deep_stack_unavailable) return 0;
  if (map_deep_stack(size)) return 1;
  deep_stack_unavailable = 1;
  return 0;
}

int scenesim_run_on_deep_stack(size_t size, scenesim_deep_stack_body body, void *argument) {
  if (on_deep_stack) {
    body(argument);
    return 0;
  }
  if (!scenesim_prepare_deep_stack(size)) return -1;
  if (getcontext(&deep_context) != 0) return -1;
  size_t guard = guard_size();
  deep_context.uc_stack.ss_sp = deep_stack_base + guard;
  deep_context.uc_stack.ss_size = deep_stack_size - guard;
  deep_context.uc_link = &caller_context;
  makecontext(&deep_context, run_pending_body, 0);
  pending_body = body;
  pending_argument = argument;
  // While the body runs, the stack it measures its depth against is the deep one.
  uintptr_t caller_lowest = scenesim_stack_lowest_address();
  scenesim_set_stack_lowest_address((uintptr_t)(deep_stack_base + guard));
  on_deep_stack = 1;
  // Coming back restores the caller's signal mask and floating-point settings as they were.
  int failed = swapcontext(&caller_context, &deep_context);
  on_deep_stack = 0;
  scenesim_set_stack_lowest_address(caller_lowest);
  return failed ? -1 : 0;
}

int scenesim_is_on_deep_stack(void) { return on_deep_stack; }

int scenesim_switches_stacks(void) { return 1; }

#else

int scenesim_run_on_deep_stack(size_t size, scenesim_deep_stack_body body, void *argument) {
  (void)size;
  (void)body;
  (void)argument;
  return -1;
}

int scenesim_prepare_deep_stack(size_t size) {
  (void)size;
  return 0;
}

int scenesim_is_on_deep_stack(void) { return 0; }

int scenesim_switches_stacks(void) { return 0; }

#endif
