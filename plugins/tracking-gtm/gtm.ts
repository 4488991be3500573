import { appendVendorScript } from '../../core/kit/tracking/vendor-script.ts';
import type { ConsentSignals } from './consent-mode.ts';
import type { DataLayerEvent } from './data-layer.ts';

export type DataLayerEntry = DataLayerEvent | IArguments;
type GtmWindow = Window & { dataLayer?: DataLayerEntry[] };

export function dataLayer(win: Window = window): DataLayerEntry[] {
  const w = win as GtmWindow;
  return (w.dataLayer ??= []);
}

/**
 * gtag() as Google writes it: consent commands must reach the data layer as an `arguments`
 * object, not as an array, or GTM ignores them.
 */
export function gtagConsent(layer: DataLayerEntry[], command: 'default' | 'update', signals: ConsentSignals): void {
  (function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- the Arguments object is the point
    layer.push(arguments);
  })('consent', command, signals);
}

/**
 * The container script, once: gtm.start then gtm.js?id=<containerId>, from where the store says
 * (no default: the store's CSP allows only the origin its options name).
 */
export function loadContainer(doc: Document, layer: DataLayerEntry[], containerId: string, scriptUrl: string): HTMLScriptElement {
  layer.push({ event: 'gtm.js', 'gtm.start': Date.now() });
  return appendVendorScript(doc, `${scriptUrl}?id=${encodeURIComponent(containerId)}`, { tracker: 'gtm' });
}
