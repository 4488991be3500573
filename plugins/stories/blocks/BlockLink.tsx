import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { withDeviceTag, type DeviceTagPlacement } from '../../../core/kit/tracking/device-tags.ts';
import { useScreen } from '../../../core/kit/ui/screens.ts';

interface Props {
  link: { label: string; url: string };
  /** The placement's device tag (spec 02 section 9), added to links in this shop. */
  tag?: DeviceTagPlacement;
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

/** A block's link: a path in this shop opens in the app (with its device tag), another site in the same tab. */
export function BlockLink({ link, tag, className, children, 'data-testid': testId }: Props) {
  const desktop = useScreen('d');
  const content = children ?? link.label;
  if (link.url.startsWith('/')) {
    return (
      <Link href={tag ? withDeviceTag(link.url, tag, desktop) : link.url} className={className} data-testid={testId}>
        {content}
      </Link>
    );
  }
  return (
    <a href={link.url} className={className} data-testid={testId} rel="noopener">
      {content}
    </a>
  );
}
