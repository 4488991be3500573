import type { Story } from '../../../contracts/stories.ts';
import { useStoriesState } from '../deps.ts';
import { editModeOn } from '../preview-rules.ts';
import { PreviewBanner } from './PreviewBanner.tsx';
import { StoryBlocks } from './StoryBlocks.tsx';
import { usePreviewHost } from './use-preview.ts';
import '../stories.css';

/** A story's blocks; in edit mode (a draft the server sent, on a preview host) outlined, under the draft banner. */
export function StoryView({ story, forced = false }: { story: Story; forced?: boolean }) {
  const deps = useStoriesState();
  const previewHost = usePreviewHost(deps.ctx.store.previewHosts);
  const edit = editModeOn(story.version, previewHost, deps.options.editMode);
  return (
    <div className={`story${edit ? ' story--edit' : ''}`} data-testid="story" data-story={story.id} data-version={story.version}>
      {edit && <PreviewBanner story={story} forced={forced} />}
      <StoryBlocks blocks={story.blocks} placement="page" edit={edit} source={`story ${story.id}`} />
    </div>
  );
}

/** Spec 02 section 4: a placeholder until the story is there, the size of a hero. */
export function StoryPlaceholder() {
  return <div className="story-placeholder story-placeholder--hero" data-testid="story-placeholder" aria-hidden="true" />;
}
