import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFlags } from './servers.ts';

describe('the deployed server of the bench', () => {
  it("runs with npm start's Node flags, among them the heap ceiling the memory target relies on", () => {
    const flags = startFlags(resolve(import.meta.dirname, '../..'));
    expect(flags).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
  });
});
