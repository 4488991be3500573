import type { BlockImage } from '../../../contracts/stories.ts';

/** A block's picture: its own width and height (no jump when it arrives), narrower copies for small screens. */
export function Picture({ image, sizes, className, eager = false }: { image: BlockImage; sizes: string; className?: string; eager?: boolean }) {
  const variants = image.variants ?? [];
  const srcSet = variants.length ? [...variants.map((v) => `${v.src} ${v.width}w`), `${image.src} ${image.width}w`].join(', ') : undefined;
  return (
    <img
      className={className}
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
