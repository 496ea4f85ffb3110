#ifndef MASKLS_CJANSSON_SHIM_H
#define MASKLS_CJANSSON_SHIM_H
#include <jansson.h>

/// jansson's type queries and reference counting are macros or static inline functions;
/// these wrappers make them visible to Swift.
static inline int cjansson_typeof(const json_t *value) { return (int)json_typeof(value); }
static inline void cjansson_decref(json_t *value) { json_decref(value); }
static inline json_t *cjansson_incref(json_t *value) { return json_incref(value); }
#endif
