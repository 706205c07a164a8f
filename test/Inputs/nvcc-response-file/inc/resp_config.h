#pragma once
#define RESP_SCALE 2
