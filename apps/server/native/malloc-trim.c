/*
 * malloc_trim(0) for the server (src/lib/free-memory.ts): glibc keeps the memory that C++ code freed
 * (Buffers, the Markdown threads' arenas, zlib, PGlite's file reads) in its heaps for reuse, and gives
 * back to the OS only what sits at a heap's very top. malloc_trim(0) releases every whole free page of
 * every arena; nothing in Node or npm calls it. A Node-API module of one function, built by
 * apps/server/scripts/build-native.mjs (npm run setup) against Node's own headers.
 */
#include <malloc.h>
#include <node_api.h>

static napi_value trim(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value released;
  napi_get_boolean(env, malloc_trim(0) == 1, &released);
  return released;
}

NAPI_MODULE_INIT() {
  napi_value function;
  if (napi_create_function(env, "trim", NAPI_AUTO_LENGTH, trim, NULL, &function) != napi_ok ||
      napi_set_named_property(env, exports, "trim", function) != napi_ok)
    return NULL;
  return exports;
}
