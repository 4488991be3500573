import { useEffect } from 'react';

/** Sets the page's title through the shell (which adds the shop name) while the page is shown. */
export function useTitle(shell: { setTitle(title: string): void }, title: string | null | undefined): void {
  useEffect(() => {
    if (title) shell.setTitle(title);
  }, [shell, title]);
}
