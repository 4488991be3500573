import { usePlugin } from '../../../core/plugin-api.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { fetchSizeGuide } from './load-size-guide.ts';
import { SizeGuideContent } from './SizeGuideContent.tsx';

/** The product page's size-guide modal (spec 02 section 2): the same guide as its page, in the modal. */
export function SizeGuideModal({ identifier }: { identifier: string }) {
  const ctx = usePlugin<'product-extras'>();
  const guide = useRemote((s) => fetchSizeGuide(ctx.api, ctx.store, identifier, s), [], { logger: ctx.logger });
  return (
    <RemoteState state={guide} notFound={null}>
      {(data) => <SizeGuideContent guide={data} showTitle={false} />}
    </RemoteState>
  );
}
