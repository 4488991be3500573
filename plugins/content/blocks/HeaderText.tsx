import type { ContentDeps } from '../deps.ts';
import { createComponent as createPageText } from './PageText.tsx';

/** The dynamic header text (spec 02 section 7): a thin strip above the header, in the shell's header.top slot. */
export function createComponent(deps: ContentDeps) {
  const PageText = createPageText(deps);
  return function HeaderText() {
    return <PageText area="header" className="header-text" testId="header-text" />;
  };
}
