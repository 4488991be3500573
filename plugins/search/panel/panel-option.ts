/** One choosable line of the search panel: a suggestion, a recent search or a sale. */
export interface PanelOption {
  /** The DOM id the box names in aria-activedescendant. */
  id: string;
  href: string;
  label: string;
}

/** Same options, same order: the box keeps its highlight while the panel re-renders. */
export const sameOptions = (a: readonly PanelOption[], b: readonly PanelOption[]): boolean =>
  a.length === b.length && a.every((option, i) => option.id === b[i]!.id && option.href === b[i]!.href);
