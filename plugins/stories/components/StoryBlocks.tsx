import { Trans } from '@lingui/react/macro';
import { Component, Fragment, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { StoryBlock } from '../../../contracts/stories.ts';
import type { BlockPlacement } from '../../../contracts/story-blocks.ts';
import type { ScopedLogger } from '../../../core/plugin-api.ts';
import type { BlockComponent } from '../registry.ts';
import { useStoriesState } from '../deps.ts';

/** One block that throws disappears alone (logged with its story and id); the other blocks stay. */
class BlockBoundary extends Component<{ logger: ScopedLogger; label: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.logger.error(`${this.props.label} failed and is skipped: ${error.message}`, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Edit mode: each block outlined, with its type and id, as the editors know it in the CMS. */
function EditFrame({ block, children }: { block: StoryBlock; children: ReactNode }) {
  const { type, id } = block;
  return (
    <div className="story-edit" data-testid="story-edit-block" data-block-id={id}>
      <span className="story-edit__label">
        <Trans>
          {type} block · {id}
        </Trans>
      </span>
      {children}
    </div>
  );
}

interface Props {
  blocks: readonly StoryBlock[];
  placement: BlockPlacement;
  edit: boolean;
  /** Names the story or banner in log lines. */
  source: string;
}

/** A story's blocks, each by the component registered for its type; a type nobody registered is logged and skipped. */
export function StoryBlocks({ blocks, placement, edit, source }: Props) {
  const deps = useStoriesState();
  const { components } = useSnapshot(deps.registry.state);
  const unknown = blocks
    .filter((block) => !components[block.type])
    .map((block) => `${block.id} (${block.type})`)
    .join(', ');
  useEffect(() => {
    if (unknown) deps.ctx.logger.warn(`${source}: no component for the block type of ${unknown}: skipped`);
  }, [deps, source, unknown]);

  return (
    <>
      {blocks.map((block) => {
        const Block = components[block.type] as BlockComponent | undefined;
        if (!Block) return null;
        const body = (
          <BlockBoundary logger={deps.ctx.logger} label={`${source}: block ${block.id} (${block.type})`}>
            <Suspense fallback={<div className={`story-placeholder story-placeholder--${block.type}`} aria-hidden="true" />}>
              <Block block={block} placement={placement} />
            </Suspense>
          </BlockBoundary>
        );
        return edit ? (
          <EditFrame key={block.id} block={block}>
            {body}
          </EditFrame>
        ) : (
          <Fragment key={block.id}>{body}</Fragment>
        );
      })}
    </>
  );
}
