import { usePlugin, type PageProps } from '../../../core/plugin-api.ts';
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

/** /{anything}-size-guide: the guide the path names; an unknown one is the not-found page. */
export default function SizeGuidePage({ resolution, signal }: PageProps) {
  const ctx = usePlugin<'product-extras'>();
  const guide = useRemote((s) => loadSizeGuide(ctx.api, ctx.store, resolution, s), [resolution.path], { signal, logger: ctx.logger });
  return (
    <div className="content-page">
      <RemoteState state={guide} variant="page">
        {(data) => <Guide guide={data} />}
      </RemoteState>
    </div>
  );
}
