import { resolve } from 'node:path';
import { pluginEntryFile as entryIn, pluginFiles as filesIn } from '../../scripts/build-files.ts';

/** The build the e2e servers serve (the test build, with the fixtures). */
const BUILD = resolve(import.meta.dirname, '../../dist-e2e');

/** Every file the test build made from a plugin's folder, as request paths. */
export const pluginFiles = (plugin: string): string[] => filesIn(BUILD, plugin);

/** The request path of a plugin's own chunk in the test build. */
export const pluginEntry = (plugin: string): string => entryIn(BUILD, plugin);
