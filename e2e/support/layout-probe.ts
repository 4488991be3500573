/** What the layout probe found wrong at one width; an empty list is a page that fits. */
export interface LayoutProblem {
  width: number;
  problem: string;
}

/**
 * Runs in the page (Playwright serialises it, so it uses nothing from outside): the page wider
 * than the window, a button of one fixed or sticky layer under another layer, and (where asked)
 * the product's primary action below the first screen.
 */
export function findLayoutProblems({ width, primaryAction }: { width: number; primaryAction: string | null }): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    const widest = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    problems.push({ width, problem: `page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window (${widest.join(', ')})` });
  }

  const isLayer = (element: Element): boolean => {
    const position = getComputedStyle(element).position;
    return position === 'fixed' || position === 'sticky';
  };
  const layerOf = (element: Element): Element | null => {
    let layer: Element | null = null;
    for (let node: Element | null = element; node; node = node.parentElement) if (isLayer(node)) layer = node;
    return layer;
  };
  // An open modal dialog covers the page by design (the rest is inert): then only its own buttons count.
  const modal = document.querySelector('dialog:modal');
  const layers = modal ? [modal] : [...document.body.querySelectorAll('*')].filter((element) => isLayer(element) && layerOf(element) === element);
  for (const layer of layers) {
    for (const control of layer.querySelectorAll<HTMLElement>('button, a[href], input, select')) {
      const box = control.getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || getComputedStyle(control).visibility === 'hidden') continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control.contains(hit) || hit.contains(control)) continue;
      const hitLayer = layerOf(hit);
      if (hitLayer && hitLayer !== layer && !hitLayer.contains(layer) && !layer.contains(hitLayer)) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? control.tagName;
        problems.push({ width, problem: `"${name}" is covered by ${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` });
      }
    }
  }

  if (primaryAction) {
    const action = document.querySelector<HTMLElement>(primaryAction);
    const box = action?.getBoundingClientRect();
    if (!box) problems.push({ width, problem: 'the page has no primary action' });
    else if (box.bottom > window.innerHeight)
      problems.push({ width, problem: `the primary action ends at ${Math.round(box.bottom)} px, below the first screen` });
  }
  return problems;
}
