import { Suspense, type ComponentType } from 'react';
import { WhenNear } from '../../core/ui/WhenNear.tsx';

/** The strip once its place nears the viewport: below the fold, its code, texts and data wait for the shopper. */
export function nearStrip(Strip: ComponentType): ComponentType {
  return function NearStrip() {
    return (
      <WhenNear minHeight={120}>
        <Suspense fallback={null}>
          <Strip />
        </Suspense>
      </WhenNear>
    );
  };
}
