/** One step of a page's trail: its name and whole address. */
export interface TrailStep {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList of a page's trail, home first, the page itself last. */
export function breadcrumbList(trail: readonly TrailStep[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.url })),
  };
}
