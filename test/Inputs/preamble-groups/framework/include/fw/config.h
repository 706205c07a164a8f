// No include guard: a TU parsed on a preamble that held it would enter it
// again, so the prefix ends before it.
#define FW_CONFIG_VERSION 3
