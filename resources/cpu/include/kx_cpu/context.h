// kernel-extract CPU runtime: switching between a block's fibers.
//
// On x86-64, a switch saves the callee-saved registers on the running
// stack and moves to the other's: no system call, and nothing for
// AddressSanitizer to intercept (its swapcontext interceptor unpoisons the
// whole target stack at every switch, which made a barrier cost
// microseconds). Elsewhere, ucontext.
#ifndef KX_CPU_CONTEXT_H
#define KX_CPU_CONTEXT_H

#include <cstddef>
#include <cstdint>

#if defined(__x86_64__) && defined(__ELF__)
extern "C" void kx_cpu_switch_context(void **from, void *to);
// Weak: a program whose several files include the runtime links one.
__asm__(".text\n"
        ".weak kx_cpu_switch_context\n"
        ".type kx_cpu_switch_context, @function\n"
        "kx_cpu_switch_context:\n"
        "  pushq %rbp\n"
        "  pushq %rbx\n"
        "  pushq %r12\n"
        "  pushq %r13\n"
        "  pushq %r14\n"
        "  pushq %r15\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  popq %r15\n"
        "  popq %r14\n"
        "  popq %r13\n"
        "  popq %r12\n"
        "  popq %rbx\n"
        "  popq %rbp\n"
        "  ret\n"
        ".size kx_cpu_switch_context, .-kx_cpu_switch_context\n");

namespace kx_cpu {
struct Context {
  void *sp = nullptr;
};
// A context that, switched to, calls entry (which never returns) on the
// stack [stack, stack + bytes).
inline void context_start(Context &c, void *stack, size_t bytes,
                          void (*entry)()) {
  uintptr_t top = (reinterpret_cast<uintptr_t>(stack) + bytes) & ~uintptr_t(15);
  void **sp = reinterpret_cast<void **>(top);
  *--sp = nullptr;                             // entry's return address
  *--sp = reinterpret_cast<void *>(entry);     // where the switch returns
  for (int i = 0; i < 6; ++i)
    *--sp = nullptr;                           // rbp, rbx, r12-r15
  c.sp = sp;
}
inline void context_switch(Context &from, Context &to) {
  kx_cpu_switch_context(&from.sp, to.sp);
}
} // namespace kx_cpu

#else
#include <ucontext.h>

namespace kx_cpu {
struct Context {
  ucontext_t context;
};
inline void context_start(Context &c, void *stack, size_t bytes,
                          void (*entry)()) {
  getcontext(&c.context);
  c.context.uc_stack.ss_sp = stack;
  c.context.uc_stack.ss_size = bytes;
  c.context.uc_link = nullptr;
  makecontext(&c.context, entry, 0);
}
inline void context_switch(Context &from, Context &to) {
  swapcontext(&from.context, &to.context);
}
} // namespace kx_cpu
#endif

#endif
