import { errorMessage, type ScopedLogger } from '../../../core/plugin-api.ts';
import { highlightParts, type TextPart } from '../highlight.ts';

/** A suggestion with the typed part emphasised; if that fails, the text as it is (and a log line). */
export function Highlighted({ text, term, logger }: { text: string; term: string; logger: ScopedLogger }) {
  let parts: TextPart[];
  try {
    parts = highlightParts(text, term);
  } catch (error) {
    logger.error(`highlighting "${text}" failed: ${errorMessage(error)}`, error);
    return <>{text}</>;
  }
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="search-panel__match">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
