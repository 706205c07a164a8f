// The project's constants header brings the fixed-width names in std::.
#include <cstdint>

constexpr std::uint32_t kSymbolBits = 8;
