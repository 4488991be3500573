import { useLocation } from 'wouter';
import type { Story } from '../../../contracts/stories.ts';
import type { SlotEntryProps } from '../../../core/plugin-api.ts';
import { PageStory } from '../components/PageStory.tsx';

import { eventStorySlug } from '../preview-rules.ts';

/** A sale landing listing's story (/event/{key} → story event/{key}), in the catalog's event.story slot. */
export default function EventStory({ preloaded }: SlotEntryProps<Story | null>) {
  const [path] = useLocation();
  const id = eventStorySlug(path);
  return id ? <PageStory id={id} placeholder={false} initial={preloaded} /> : null;
}
