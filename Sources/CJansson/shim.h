#ifndef MASKLS_CJANSSON_SHIM_H
#define MASKLS_CJANSSON_SHIM_H
#include <jansson.h>
#include <stdlib.h>

/// jansson's type queries and reference counting are macros or static inline functions;
/// these wrappers make them visible to Swift.
static inline int cjansson_typeof(const json_t *value) { return (int)json_typeof(value); }
static inline void cjansson_decref(json_t *value) { json_decref(value); }
static inline json_t *cjansson_incref(json_t *value) { return json_incref(value); }

/// `json_boolean` is a macro.
static inline json_t *cjansson_boolean(int value) { return value ? json_true() : json_false(); }

/// Flag macros with arguments (not importable as constants).
static inline size_t cjansson_indent_flag(int spaces) { return (size_t)JSON_INDENT(spaces); }
static inline size_t cjansson_real_precision_flag(int digits) {
  return (size_t)JSON_REAL_PRECISION(digits);
}

/// The error code jansson stores in the last byte of `json_error_t.text`.
static inline int cjansson_error_code(const json_error_t *error) {
  return (int)json_error_code(error);
}

/// The maximum nesting depth jansson's parser accepts (`JSON_PARSER_MAX_DEPTH`).
static inline int cjansson_parser_max_depth(void) { return JSON_PARSER_MAX_DEPTH; }

/// Releases memory jansson allocated with its default allocator (json_dumps results).
static inline void cjansson_free(void *pointer) { free(pointer); }
#endif
