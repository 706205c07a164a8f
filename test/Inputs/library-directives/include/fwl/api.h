// The framework's user namespace: everything of the core, by a directive,
// as torch's `namespace torch { using namespace at; }`.
#pragma once
#include <fwl/accessor.h>

namespace fwapi {
using namespace fwcore;
} // namespace fwapi
