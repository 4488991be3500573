import type { Story } from '../../../contracts/stories.ts';
import type { SlotEntryProps } from '../../../core/plugin-api.ts';
import { PageStory } from '../components/PageStory.tsx';

/** The home's story (`/` and `/sales`), in the catalog's home.story slot. */
export default function HomeStory({ preloaded }: SlotEntryProps<Story | null>) {
  return <PageStory id="home" placeholder initial={preloaded} />;
}
