import path from 'node:path';

export const TEMPLATE_FILE = path.resolve('.tmp/test/pglite-template.tar');
