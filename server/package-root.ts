import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder of the nearest package.json at or above `from`: the repository, whether the server
 * runs from its sources (server/) or compiled (build/server/). Its stores/, plugins/, dist/ and
 * data/ are the ones the server serves.
 */
export function packageRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json at or above ${from}`);
  }
}
