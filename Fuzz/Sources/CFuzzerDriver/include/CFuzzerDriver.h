#ifndef HIGLINT_CFUZZERDRIVER_H
#define HIGLINT_CFUZZERDRIVER_H
#include <stddef.h>
#include <stdint.h>
// libFuzzer's driver, from libclang_rt.fuzzer_no_main (linked by Fuzz/run): the fuzz targets
// keep their own main() and hand libFuzzer their entry point.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
#endif
