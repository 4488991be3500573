import type { Story } from '../../../contracts/stories.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { useStoriesState } from '../deps.ts';
import { loadStory } from '../load-story.ts';
import { StoryPlaceholder, StoryView } from './StoryView.tsx';
import { useDraftToken } from './use-preview.ts';

/**
 * The story a page carries (the home's, a sale landing's), above the page's own content: a
 * placeholder while it loads (where a story is expected), nothing when the store has none or it
 * failed (logged: the page works without it).
 */
export function PageStory({ id, placeholder, initial }: { id: string; placeholder: boolean; initial?: Story | null }) {
  const deps = useStoriesState();
  const { ctx } = deps;
  const draftToken = useDraftToken();
  const story = useRemote(
    async (signal) => (await Promise.all([loadStory(ctx.api, ctx.store, id, draftToken, signal), deps.loadBlockCode()]))[0],
    [id, draftToken],
    {
      logger: ctx.logger,
      // The server's story is the published one: a preview asks again.
      initial: draftToken ? undefined : initial,
    },
  );
  if (story.status === 'loading') return placeholder ? <StoryPlaceholder /> : null;
  if (story.status !== 'ready' || !story.data || story.data.blocks.length === 0) return null;
  return <StoryView story={story.data} />;
}
