#pragma once
#define SCALE 3
