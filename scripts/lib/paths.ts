import path from 'node:path';

/** Repository root and the git-ignored folder holding every local runtime file. */
export const ROOT = path.resolve(__dirname, '..', '..');
export const LOCAL_DIR = path.join(ROOT, '.local');
