import type { ComponentType } from 'react';
import type { PageProps, PluginContext } from '../../../core/plugin-api.ts';
import type { ProductExtrasDeps } from '../deps.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import type { SizeGuide } from '../../../contracts/size-guide.ts';
import { loadSizeGuide } from './load-size-guide.ts';
import { SizeGuideContent } from './SizeGuideContent.tsx';
import '../../../core/kit/ui/content.css';

function Guide({ ctx, guide }: { ctx: PluginContext<'product-extras'>; guide: SizeGuide }) {
  useTitle(ctx.shell, guide.title);
  return <SizeGuideContent guide={guide} showTitle />;
}

/** /{anything}-size-guide: the guide the path names; an unknown one is the not-found page. */
export function createPage({ ctx }: ProductExtrasDeps): ComponentType<PageProps> {
  return function SizeGuidePage({ resolution, signal }: PageProps) {
    const guide = useRemote((s) => loadSizeGuide(ctx.api, ctx.store, resolution, s), [resolution.path], { signal, logger: ctx.logger });
    return (
      <div className="content-page">
        <RemoteState state={guide} variant="page">
          {(data) => <Guide ctx={ctx} guide={data} />}
        </RemoteState>
      </div>
    );
  };
}
