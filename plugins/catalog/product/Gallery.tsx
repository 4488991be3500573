import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className="gallery">
      {current && <img className="gallery__main" src={current} alt={name} width={600} height={600} fetchPriority={index === 0 ? 'high' : undefined} />}
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image}>
              <button type="button" aria-label={t`Show picture ${i + 1} of ${images.length}`} aria-pressed={i === index} onClick={() => setIndex(i)}>
                <img src={image} alt="" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
