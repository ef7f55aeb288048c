import path from 'node:path';

export const TEMPLATE_FILE = path.resolve('.tmp/test/pglite-template.tar');
/** A minimal stand-in for dist/client so API tests never depend on a front-end build. */
export const CLIENT_FIXTURE_DIR = path.resolve('.tmp/test/client');
