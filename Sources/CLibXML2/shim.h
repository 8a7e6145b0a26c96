#ifndef HIGLINT_CLIBXML2_SHIM_H
#define HIGLINT_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, whose headers clash with the ICU that Foundation carries.
// higlint uses no ICU-backed encoding handler (input must be UTF-8), so keep those headers out;
// the only declarations it removes are trailing members of xmlCharEncodingHandler.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

// libxml2's generic error handler is variadic, which Swift cannot write: this one drops the
// messages libxml2 would print to standard error (higlint reads errors per parser instead).
static inline void higlint_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static inline void higlint_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, higlint_ignore_generic_error);
}
#endif
