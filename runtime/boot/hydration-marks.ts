/**
 * Performance marks around hydrating what the server's first screen needs: set right before
 * hydration starts and once the first screen's islands have committed. The page's own content
 * sits in a Suspense boundary, which React hydrates in a pass of its own after that commit: its
 * mark comes when that pass commits. The bench (scripts/bench/main-thread.ts) sums the main
 * thread's work from the start mark to the later of the two others.
 */
export const HYDRATION_START_MARK = 'summit:hydration-start';
export const HYDRATION_END_MARK = 'summit:hydration-end';
export const PAGE_CONTENT_MARK = 'summit:page-content';
