import type { PageTextItem } from '../../../contracts/static-blocks.ts';
import type { SlotEntryProps } from '../../../core/plugin-api.ts';
import PageText from './PageText.tsx';

/**
 * The dynamic header text (spec 02 section 7): a thin strip above the header, in the shell's
 * header.top slot; the server renders it with its texts, so the page does not move when the
 * plugin arrives.
 */
export default function HeaderText({ preloaded }: SlotEntryProps<PageTextItem[]>) {
  return <PageText area="header" className="header-text" testId="header-text" initial={preloaded} />;
}
