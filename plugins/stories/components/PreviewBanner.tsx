import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { PREVIEW_PARAMETER, type Story } from '../../../contracts/stories.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { useStoriesState } from '../deps.ts';
import { loadIntegration } from '../load-story.ts';
import { usePreviewToken } from './use-preview.ts';
import { dateFormat } from '../../../core/plugin-api.ts';

/** The address without the preview parameters: what shoppers see. */
function publishedAddress(path: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(PREVIEW_PARAMETER)) params.delete(key);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/** Edit mode's notice: the page shows a draft, which story, and the way back to the published version. */
export function PreviewBanner({ story, forced }: { story: Story; forced: boolean }) {
  const deps = useStoriesState();
  const { ctx } = deps;
  const [path] = useLocation();
  const search = useSearch();
  const token = usePreviewToken();
  const integration = useRemote((signal) => loadIntegration(ctx.api, ctx.store, token, signal), [token], { logger: ctx.logger });
  const changed = dateFormat(ctx.store.locale.replace('_', '-'), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(story.updatedAt));
  const { name } = story;
  const spaceId = integration.status === 'ready' ? integration.data.spaceId : null;
  return (
    <div className="story-preview-banner" role="status" data-testid="preview-banner">
      <strong>
        <Trans>Preview – draft</Trans>
      </strong>
      <span>
        <Trans>
          Story “{name}”, changed {changed}
        </Trans>
      </span>
      {spaceId !== null && (
        <span>
          <Trans>CMS space {spaceId}</Trans>
        </span>
      )}
      {!forced && (
        <Link href={publishedAddress(path, search)} className="story-preview-banner__link">
          <Trans>See the published version</Trans>
        </Link>
      )}
    </div>
  );
}
