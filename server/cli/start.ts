// V8's compile cache (Node's own: NODE_COMPILE_CACHE, or node-compile-cache in the system's temporary folder) keeps
// the bytecode of this bundle and of the packages it loads: a start after the first skips compiling them (about a
// tenth of a start on PostgreSQL). The server is imported after it is on, so the cache covers its code too.
import module from 'node:module';

module.enableCompileCache?.();
const { runServer } = await import('./run-server');
await runServer(process.env);
// Written once the server answers: the cache then holds what a start compiles, not what later requests add.
module.flushCompileCache?.();
