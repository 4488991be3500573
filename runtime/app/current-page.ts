import { proxy } from 'valtio';
import type { PageType } from '../../core/routing/types.ts';

/** The page type on screen, for shell parts that change with it (the footer's basket layout). */
export const currentPage = proxy<{ pageType: PageType | null }>({ pageType: null });
