import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginCatalog } from '../scripts/plugin-catalog/catalog.ts';
import { firstParagraph } from '../scripts/plugin-catalog/plugin-facts.ts';
import { optionRows } from '../scripts/plugin-catalog/option-rows.ts';
import { CATALOG_FILE } from '../scripts/plugin-catalog/render.ts';

const ROOT = resolve(import.meta.dirname, '..');

describe('the plugin catalog (docs/plugins.md)', () => {
  it('is what the plugin folders give: run `npm run docs:plugins` after changing a manifest, options schema or README', async () => {
    const written = readFileSync(join(ROOT, CATALOG_FILE), 'utf8');
    expect(written === (await pluginCatalog(ROOT)), `${CATALOG_FILE} is not current: run npm run docs:plugins`).toBe(true);
  });

  it('comes out the same on every run', async () => {
    expect(await pluginCatalog(ROOT)).toBe(await pluginCatalog(ROOT));
  });

  it("takes a plugin's description from the first paragraph of its README", () => {
    expect(firstParagraph('# basket\n\nThe basket: its state\nand its page.\n\n## Options\n')).toBe('The basket: its state and its page.');
  });

  it('lists nested options by path, with their types, defaults and shared definitions', () => {
    const schema = {
      type: 'object',
      required: ['mode'],
      properties: {
        mode: { enum: ['a', 'b'], description: 'Which one' },
        pages: { $ref: 'defs.schema.json#/definitions/pageTypes' },
        prompt: { type: 'object', properties: { every: { type: 'integer', minimum: 1, maximum: 10, default: 5 } } },
        list: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
      },
    };
    const definitions = { pageTypes: { type: 'array', items: { type: 'string' }, description: 'page types' } };
    expect(optionRows(schema, definitions)).toEqual([
      { path: 'mode', type: '"a" | "b"', required: true, defaultValue: '', description: 'Which one' },
      { path: 'pages', type: 'string[]', required: false, defaultValue: '', description: 'page types' },
      { path: 'prompt', type: 'object', required: false, defaultValue: '', description: '' },
      { path: 'prompt.every', type: 'integer 1–10', required: false, defaultValue: '5', description: '' },
      { path: 'list', type: 'object[]', required: false, defaultValue: '', description: '' },
      { path: 'list[].name', type: 'string', required: false, defaultValue: '', description: '' },
    ]);
  });
});
