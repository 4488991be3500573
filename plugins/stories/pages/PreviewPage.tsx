import { Trans, useLingui } from '@lingui/react/macro';
import type { PageProps } from '../../../core/plugin-api.ts';
import { ErrorState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import { StoryPlaceholder, StoryView } from '../components/StoryView.tsx';
import { useStoriesState } from '../deps.ts';
import { loadStory } from '../load-story.ts';
import { usePreviewToken } from '../components/use-preview.ts';
import { previewStorySlug } from '../preview-rules.ts';
import '../stories.css';

/**
 * The forced preview pages of the preview hosts (spec 01 section 2): /storyblok-preview/{story}
 * and /new* show a story's draft, in edit mode, for the content editors who opened a preview link in this tab.
 */
export default function PreviewPage({ resolution, signal }: PageProps) {
  const deps = useStoriesState();
  const { ctx } = deps;
  const { t } = useLingui();
  const id = previewStorySlug(resolution.path);
  // The tab's preview token (the editor's link): without one the server sends the published version.
  const token = usePreviewToken();
  const story = useRemote(async (s) => (await Promise.all([loadStory(ctx.api, ctx.store, id, token, s), deps.loadBlockCode()]))[0], [id, token], {
    signal,
    logger: ctx.logger,
  });
  const name = story.status === 'ready' && story.data ? story.data.name : null;
  useTitle(ctx.shell, name ? t`Preview: ${name}` : t`Preview`);
  return (
    <div className="story-page" data-testid="story-preview-page">
      {story.status === 'loading' && <StoryPlaceholder />}
      {(story.status === 'error' || story.status === 'not-found') && <ErrorState variant="page" retry={story.reload} />}
      {story.status === 'ready' && story.data && (
        <>
          <h1 className="visually-hidden">{story.data.name}</h1>
          <StoryView story={story.data} forced />
        </>
      )}
      {story.status === 'ready' && !story.data && (
        <section className="page-message">
          <h1>
            <Trans>No story here yet</Trans>
          </h1>
          <p>
            <Trans>There is no story “{id}” in this store’s language. Create it in the CMS, then reload this page.</Trans>
          </p>
        </section>
      )}
    </div>
  );
}
