import { useEffect, useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { TemplateVariables } from '../../../contracts/content-blocks.ts';
import { inAppPath } from '../../../core/kit/ui/in-app-path.ts';
import { usePlugin } from '../../../core/plugin-api.ts';
import { renderBlockHtml } from './render.ts';
import { templateValues } from './variables.ts';

interface Props {
  /** Names the block in the log and in the page (data-identifier). */
  identifier: string;
  content: string;
  variables: TemplateVariables | undefined;
  className?: string;
  testId?: string;
}

/** A block's or a page text's HTML: variables filled, sanitised, its links to the shop opened in the app. */
export function RenderedHtml({ identifier, content, variables, className, testId }: Props) {
  const ctx = usePlugin<'content'>();
  // Callers often pass a new object each render with the same values.
  const given = JSON.stringify(variables ?? {});
  const values = useMemo(() => templateValues(ctx.store, JSON.parse(given) as TemplateVariables), [ctx.store, given]);
  const { html, missing } = useMemo(() => renderBlockHtml(content, values), [content, values]);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (missing.length > 0) ctx.logger.warn(`block ${identifier} names variables without a value: ${missing.join(', ')}`);
  }, [ctx.logger, identifier, missing]);
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    const path = inAppPath(event, window.location.origin);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    // Sanitised above. The click handler only delegates the clicks of the links inside, which are keyboard-operable themselves.
    <div
      className={className ? `content-block ${className}` : 'content-block'}
      data-testid={testId}
      data-identifier={identifier}
      onClick={followInApp}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
