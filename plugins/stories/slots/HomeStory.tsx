import { PageStory } from '../components/PageStory.tsx';
import type { StoriesDeps } from '../deps.ts';

/** The home's story (`/` and `/sales`), in the catalog's home.story slot. */
export function createComponent(deps: StoriesDeps) {
  return function HomeStory() {
    return <PageStory deps={deps} id="home" placeholder />;
  };
}
