import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useKernel } from './kernel-context.tsx';

/**
 * The page's title (pages set it through the shell) with the shop name. On a page of islands the
 * title stays the server's until a page sets one: a page part that never hydrates names itself there.
 */
function DocumentTitle({ keepServerTitle }: { keepServerTitle: boolean }) {
  const kernel = useKernel();
  const { title } = useSnapshot(kernel.shell.state);
  const named = useRef(!keepServerTitle);
  useEffect(() => {
    if (title === null && !named.current) return;
    named.current = true;
    document.title = title ? `${title} | ${kernel.store.shopName}` : kernel.store.shopName;
  }, [title, kernel]);
  return null;
}

/** An open aside or modal stops the page under it from scrolling. */
function BodyScrollLock() {
  const kernel = useKernel();
  const { bodyScrollLocked } = useSnapshot(kernel.shell.state);
  useEffect(() => {
    document.body.classList.toggle('scroll-locked', bodyScrollLocked);
  }, [bodyScrollLocked]);
  return null;
}

/** What the shell keeps in step with its state, outside any part of the page. */
export function ShellEffects({ keepServerTitle = false }: { keepServerTitle?: boolean }) {
  return (
    <>
      <DocumentTitle keepServerTitle={keepServerTitle} />
      <BodyScrollLock />
    </>
  );
}
