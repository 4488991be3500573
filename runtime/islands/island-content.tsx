import type { ReactNode } from 'react';
import type { Kernel } from '../../core/kernel/kernel.ts';
import { PageArea } from '../app/PageOutlet.tsx';
import { LanguageSwitcher } from '../shell/LanguageSwitcher.tsx';
import { MenuButton } from '../shell/MenuButton.tsx';
import { BottomDockContent } from '../shell/overlays/BottomDock.tsx';

/** The shell's own islands, by the name the server marked them with. */
const SHELL_ISLANDS: Record<string, () => ReactNode> = {
  'shell:menu': () => <MenuButton />,
  'shell:language': () => <LanguageSwitcher />,
  'shell:bottom-dock': () => <BottomDockContent />,
};

/**
 * What the browser renders into an island the server marked: the page area, a slot's entries,
 * a part of the shell, or an island a plugin registered. Null: nothing this page can hydrate it with.
 */
export function islandContent(kernel: Kernel, name: string, props: Record<string, unknown>): ReactNode | null {
  if (name === 'page') return <PageArea />;
  if (name.startsWith('slot:')) return <kernel.Slot name={name.slice('slot:'.length)} bare {...props} />;
  return SHELL_ISLANDS[name]?.() ?? null;
}
