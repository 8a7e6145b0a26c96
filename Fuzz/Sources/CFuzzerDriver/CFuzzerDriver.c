// Declarations only: the driver itself is libFuzzer's.
#include "CFuzzerDriver.h"
