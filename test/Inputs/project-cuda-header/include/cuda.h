// The project's own helpers, in a header it happens to name like the SDK's
// driver API header.
#pragma once

#define PROJECT_BLOCK 128

inline int ceil_div(int a, int b) { return (a + b - 1) / b; }
