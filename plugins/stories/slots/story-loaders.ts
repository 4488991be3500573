import type { Story } from '../../../contracts/stories.ts';
import type { SlotLoader } from '../../../core/plugin-api.ts';
import type { StoriesDeps } from '../deps.ts';
import { loadStory } from '../load-story.ts';
import { eventStorySlug, previewRequested } from '../preview-rules.ts';

/**
 * The first page's story for a slot, with the blocks' code, so that the server renders it: the
 * home's on the home, a sale landing's on a sale. Other pages, and editors' previews (the
 * browser alone knows the host), are left to the browser.
 */
export function storyLoader(deps: StoriesDeps, storyOf: (path: string, pageType: string) => string | null): SlotLoader<Story | null> {
  return async ({ resolution, signal }) => {
    const id = resolution && !previewRequested(resolution.search) ? storyOf(resolution.path, resolution.pageType) : null;
    if (!id) return undefined;
    const [story] = await Promise.all([loadStory(deps.ctx.api, deps.ctx.store, id, null, signal), deps.loadBlockCode()]);
    return story;
  };
}

export const homeStoryOf = (_path: string, pageType: string) => (pageType === 'home' ? 'home' : null);
export const eventStoryOf = (path: string) => eventStorySlug(path);
