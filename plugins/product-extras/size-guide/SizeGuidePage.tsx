import { usePlugin, type PageHead, type PageLoader, type PageProps } from '../../../core/plugin-api.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import type { SizeGuide } from '../../../contracts/size-guide.ts';
import { loadSizeGuide } from './load-size-guide.ts';
import { SizeGuideContent } from './SizeGuideContent.tsx';
import '../../../core/kit/ui/content.css';

function Guide({ guide }: { guide: SizeGuide }) {
  const ctx = usePlugin<'product-extras'>();
  useTitle(ctx.shell, guide.title);
  return <SizeGuideContent guide={guide} showTitle />;
}

/** The guide the path names, fetched by the server for the page it renders; an unknown one is a 404. */
export const loader: PageLoader<SizeGuide, 'product-extras'> = ({ ctx, resolution, signal }) => loadSizeGuide(ctx.api, ctx.store, resolution, signal);

/** Its title, and its first paragraph as the description search engines and link previews show. */
export const head = (guide: SizeGuide): PageHead => ({ title: guide.title, ...(guide.intro[0] ? { description: guide.intro[0] } : {}) });

/** /{anything}-size-guide: the guide the path names; an unknown one is the not-found page. */
export default function SizeGuidePage({ resolution, signal, preloaded }: PageProps<SizeGuide>) {
  const ctx = usePlugin<'product-extras'>();
  const guide = useRemote((s) => loader({ ctx, resolution, signal: s }), [resolution.path], { signal, logger: ctx.logger, initial: preloaded });
  return (
    <div className="content-page">
      <RemoteState state={guide} variant="page">
        {(data) => <Guide guide={data} />}
      </RemoteState>
    </div>
  );
}
