/** The build id, compiled in by server/shell/build-id-plugin.ts (Vite `define`). */
declare const __BUILD_ID__: string;
