#pragma once
#define RESP_OFFSET 1
