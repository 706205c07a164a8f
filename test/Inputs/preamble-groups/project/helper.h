// The project's helper header: the framework, behind an include guard.
#ifndef HELPER_H
#define HELPER_H
#include <fw/core.h>
#include <fw/math.h>
#include <fw/config.h>
#endif
