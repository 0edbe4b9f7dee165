/// <reference types="vite/client" />
/** The git commit the bundle was built from (vite.config.ts `define`), or 'unknown'. */
declare const __BUILD_COMMIT__: string;
