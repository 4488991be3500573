/** What a tap acts on that does nothing before its island is hydrated (links and address forms work as they are). */
const TAPPABLE = 'button, [role="button"], input, label, select, summary';

/**
 * An island not hydrated yet starts hydrating when the shopper first touches or focuses it; a
 * tap on one of its controls meanwhile is held and made again, on the same element, once the
 * island is hydrated (hydration keeps the server's elements), so the first tap is never lost.
 */
export function holdTapsUntilHydrated(islands: readonly HTMLElement[], hydrate: (island: HTMLElement) => Promise<void>, doc: Document = document): () => void {
  const pending = new Set(islands);
  const islandOf = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return null;
    for (const island of pending) {
      if (island.dataset.islandState === 'hydrated') pending.delete(island);
      else if (island.contains(target)) return island;
    }
    return null;
  };
  const start = (event: Event) => {
    const island = islandOf(event.target);
    if (island) void hydrate(island);
  };
  const hold = (event: MouseEvent) => {
    const island = islandOf(event.target);
    const control = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!island || !(control instanceof HTMLElement)) return;
    if (control instanceof HTMLButtonElement && control.form?.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void hydrate(island).then(() => {
      pending.delete(island);
      // After the island's first commit has run its effects.
      setTimeout(() => control.isConnected && control.click());
    });
  };
  doc.addEventListener('pointerdown', start, true);
  doc.addEventListener('focusin', start, true);
  doc.addEventListener('click', hold, true);
  return () => {
    doc.removeEventListener('pointerdown', start, true);
    doc.removeEventListener('focusin', start, true);
    doc.removeEventListener('click', hold, true);
  };
}
