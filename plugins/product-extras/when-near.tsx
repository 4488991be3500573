import { Suspense, type ComponentType } from 'react';
import { WhenNear } from '../../core/ui/WhenNear.tsx';

/** A part below the fold once its place nears the viewport: its code, texts and data wait for the shopper. */
export function whenNear(Part: ComponentType): ComponentType {
  return function NearPart() {
    return (
      <WhenNear minHeight={240}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </WhenNear>
    );
  };
}
