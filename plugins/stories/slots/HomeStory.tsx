import type { Story } from '../../../contracts/stories.ts';
import type { SlotEntryProps } from '../../../core/plugin-api.ts';
import { PageStory } from '../components/PageStory.tsx';
import type { StoriesDeps } from '../deps.ts';

/** The home's story (`/` and `/sales`), in the catalog's home.story slot. */
export function createComponent(deps: StoriesDeps) {
  return function HomeStory({ preloaded }: SlotEntryProps<Story | null>) {
    return <PageStory deps={deps} id="home" placeholder initial={preloaded} />;
  };
}
