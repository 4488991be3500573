import { createContext, useContext, useId, useState, type ReactNode } from 'react';

/** What the browser needs to hydrate an island on its own: which island, with which props. */
export interface IslandMark {
  name: string;
  props: Record<string, unknown>;
}

/** The marks of one server render, by the key written on each island's element. */
export type IslandMarks = Record<string, IslandMark>;

/** The server render's record of its islands (the browser's renders record nothing). */
export interface IslandRecorder {
  record(key: string, mark: IslandMark): void;
}

export const IslandRecorderContext = createContext<IslandRecorder | null>(null);

export function createIslandRecorder(): IslandRecorder & { readonly marks: IslandMarks } {
  const marks: IslandMarks = {};
  return {
    marks,
    record: (key, mark) => {
      marks[key] = mark;
    },
  };
}

/** The attribute naming an island on its element; the runtime hydrates the outermost ones. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_KEY_ATTRIBUTE = 'data-island-key';
/** On a slot's island whose server render was the slot's default content (no entries then). */
export const ISLAND_DEFAULT_ATTRIBUTE = 'data-island-default';

interface IslandProps {
  /** `slot:<slot name>`, `page`, `shell:<part>` or `<plugin>:<island id>`. */
  name: string;
  /** What the browser renders the island with: JSON, written into the page's state. */
  props?: Record<string, unknown>;
  /** The server rendered the slot's default content: the browser leaves it until an entry comes. */
  defaulted?: boolean;
  children: ReactNode;
}

/**
 * A part of the page that responds to the shopper. The server renders it in place, in an element
 * that lays out as if it were not there (`display: contents`), and records its props; the browser
 * hydrates each outermost island as a root of its own, when it nears the viewport or is touched,
 * and never hydrates (nor loads the code of) what lies outside them. Rendered by the browser in
 * full (after the first navigation), the element is the same, so styles see one structure.
 */
export function Island({ name, props = {}, defaulted = false, children }: IslandProps) {
  const key = useId();
  const recorder = useContext(IslandRecorderContext);
  // Inside another island it hydrates with that one: no element of its own (a slot in a list stays a list).
  if (useContext(InsideIslandContext)) return <>{children}</>;
  recorder?.record(key, { name, props });
  return (
    <div className="island" data-island={name} data-island-key={key} {...(defaulted ? { [ISLAND_DEFAULT_ATTRIBUTE]: '' } : {})}>
      <InsideIslandContext.Provider value={true}>{children}</InsideIslandContext.Provider>
    </div>
  );
}

/** True inside an island (on the server, and in an island's root in the browser). */
export const InsideIslandContext = createContext(false);

/** True inside an island's root while the browser hydrates the server's markup of it. */
export const IslandHydrationContext = createContext(false);

/** The class of a static part's element: the islands inside one hydrate on their own. */
export const STATIC_CLASS = 'static';

interface StaticProps {
  /** When one of these changes after the first render, the part renders in the browser after all. */
  deps?: readonly unknown[];
  children: ReactNode;
}

/**
 * A part of an island that does not respond to the shopper (a grid of product links, a text):
 * hydration leaves the server's markup of it as it is and does not walk it (an element with
 * `dangerouslySetInnerHTML` keeps its inside). Rendered in the browser in full, or once `deps`
 * change, it renders its children as any part does.
 *
 * An island inside it (a slot on each card) is an island of its own again, with its own element
 * and props: the browser hydrates it as a root of its own, as it does the outermost ones.
 */
export function Static({ deps = [], children }: StaticProps) {
  const hydrating = useContext(IslandHydrationContext);
  const [hollow, setHollow] = useState(hydrating);
  const [firstDeps] = useState(deps);
  // Set while rendering (React's way to derive state from props): the part renders live at once.
  if (hollow && deps.some((value, index) => !Object.is(value, firstDeps[index]))) setHollow(false);
  if (hollow) return <div className={STATIC_CLASS} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <div className={STATIC_CLASS}>
      <InsideIslandContext.Provider value={false}>{children}</InsideIslandContext.Provider>
    </div>
  );
}
