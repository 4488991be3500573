import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import * as z from 'zod/mini';
import { richTextFields } from '../../../contracts/stories.ts';
import type { StoryBlockProps } from '../../../contracts/story-blocks.ts';
import { inAppPath } from '../../../core/kit/ui/in-app-path.ts';
import { sanitizeHtml } from '../../../core/kit/ui/sanitize-html.ts';

/** Editors' text (headings, lists, links), sanitised here again whatever the backend did; links to this shop open in the app. */
export function RichText({ block }: StoryBlockProps) {
  const fields = z.parse(richTextFields, block.fields);
  const html = useMemo(() => sanitizeHtml(fields.html), [fields.html]);
  const [, navigate] = useLocation();
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    const path = inAppPath(event, window.location.origin);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  // Sanitised above. The click handler only delegates the clicks of the links inside, which are keyboard-operable themselves.
  return <div className="story-rich-text" data-testid="story-rich-text" onClick={followInApp} dangerouslySetInnerHTML={{ __html: html }} />;
}
