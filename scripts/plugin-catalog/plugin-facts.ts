/**
 * What the catalog says about each plugin, read from its folder: the manifest and options schema
 * (the facts), the first paragraph of its README (the description) and the slots its code fills
 * (`ctx.fillSlot('name', …)`, the one fact no manifest holds).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readPluginFolders } from '../../core/kernel/plugin-folders.node.ts';
import type { RouteDeclaration } from '../../core/kernel/manifest.ts';
import { formatProblem } from '../../core/store/validate.ts';
import { optionRows, type Definitions, type OptionRow } from './option-rows.ts';

export interface PluginFacts {
  name: string;
  /** The plugin's README, relative to the project root; null when it has none. */
  readme: string | null;
  description: string;
  load: 'first-page' | 'deferred';
  serverRendered: boolean;
  routes: RouteDeclaration[];
  pageTypes: string[];
  hosts: string[];
  fills: string[];
  provides: string[];
  requires: string[];
  optional: string[];
  ownsHooks: string[];
  /** Hooks other plugins own that it taps. */
  listens: string[];
  modals: string[];
  asides: string[];
  contentSecurity: Record<string, string[]>;
  optionsSummary: string;
  options: OptionRow[];
}

const FILL_SLOT = /\bfillSlot\(\s*['"]([^'"]+)['"]/g;
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return entry === 'locales' ? [] : sourceFiles(path);
      return SOURCE.test(entry) && !TEST.test(entry) ? [path] : [];
    });
}

function filledSlots(dir: string): string[] {
  const names = sourceFiles(dir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(FILL_SLOT)].map((match) => match[1]!));
  return [...new Set(names)].sort();
}

/** The README's first paragraph after its title, on one line. */
export function firstParagraph(markdown: string): string {
  const paragraphs = markdown.split(/\n\s*\n/).map((block) => block.trim());
  const text = paragraphs.find((block) => block !== '' && !block.startsWith('#'));
  return (text ?? '').replace(/\s*\n\s*/g, ' ');
}

const sorted = (names: readonly string[] | undefined) => [...(names ?? [])].sort();

/** Every product plugin, sorted by name; throws on a manifest that does not pass its schema. */
export function readPluginFacts(root: string): PluginFacts[] {
  const { plugins, problems } = readPluginFolders(root);
  if (problems.length) throw new Error(`plugin manifests with problems:\n${problems.map(formatProblem).join('\n')}`);
  const defs = JSON.parse(readFileSync(join(root, 'schemas/defs.schema.json'), 'utf8')) as { definitions: Definitions };
  return [...plugins]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((plugin) => {
      const { manifest } = plugin;
      const readmeFile = join(plugin.dir, 'README.md');
      const readme = existsSync(readmeFile) ? readFileSync(readmeFile, 'utf8') : null;
      const schema = plugin.optionsSchema ?? {};
      return {
        name: plugin.name,
        readme: readme === null ? null : relative(root, readmeFile),
        description: readme === null ? '' : firstParagraph(readme),
        load: manifest.load ?? 'first-page',
        serverRendered: manifest.serverRendered === true,
        routes: manifest.routes ?? [],
        pageTypes: sorted(manifest.pageTypes),
        hosts: sorted(manifest.hosts),
        fills: filledSlots(plugin.dir),
        provides: sorted(manifest.provides),
        requires: sorted(manifest.requires),
        optional: sorted(manifest.optional),
        ownsHooks: sorted(manifest.ownsHooks),
        listens: sorted(manifest.listens),
        modals: sorted(manifest.modals),
        asides: sorted(manifest.asides),
        contentSecurity: Object.fromEntries(Object.entries(manifest.contentSecurity ?? {}).sort(([a], [b]) => a.localeCompare(b))),
        optionsSummary: typeof schema.description === 'string' ? schema.description : '',
        options: optionRows(schema, defs.definitions),
      };
    });
}
