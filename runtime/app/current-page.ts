import { proxy } from 'valtio';
import type { PageLayout, PageType } from '../../core/routing/types.ts';

/**
 * The page on screen, for shell parts that change with it (the footer's basket layout), and
 * whether the first page is on screen (deferred parts load after it).
 */
export const currentPage = proxy<{ pageType: PageType | null; layout: PageLayout; ready: boolean }>({ pageType: null, layout: 'default', ready: false });
