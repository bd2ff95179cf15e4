import { createContext, useContext, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import { LruMap } from './lruMap';

/*
 * Server render only (docs/architecture.md, "Fragments of the frame"). The page frame's header and side menu
 * come out the same on every page one user sees in one language, and rendering them was a good part of each
 * page's render. Each is rendered in full the first time and its inner HTML kept under a key naming everything
 * it shows; later renders put that HTML in the same element. The browser renders them in full and hydrates
 * against the same bytes (fragments.test.tsx and the bundle's test compare with full renders).
 */

/** Marks an element rendered in full so `collect` can find it; never reaches a page. */
const SLOT_ATTRIBUTE = 'data-ssr-fragment';
const SLOT_PATTERN = / data-ssr-fragment="(\d+)"/g;

type FragmentTag = 'header' | 'nav';

export class FragmentCache {
  private readonly kept: LruMap<string, string>;
  private pending: Array<{ key: string; tag: FragmentTag }> = [];

  /** `limit`: fragments kept (the least recently used go first); each is a few KiB. */
  constructor(limit: number) {
    this.kept = new LruMap(limit);
  }

  get size(): number {
    return this.kept.size;
  }

  /** The kept inner HTML for `key`, if any. */
  get(key: string): string | undefined {
    return this.kept.get(key);
  }

  /** Before each page: forgets the slots of a render that did not finish. */
  begin(): void {
    this.pending = [];
  }

  /** The mark for an element rendered in full now, whose inner HTML `collect` keeps under `key`. */
  slot(key: string, tag: FragmentTag): string {
    this.pending.push({ key, tag });
    return String(this.pending.length - 1);
  }

  /**
   * After the page rendered: keeps the inner HTML of every marked element and returns the page without the
   * marks. React escapes `<`, `>` and `"` in text and attributes, so the marks, the tags and their ends found
   * here are elements, never text.
   */
  collect(page: string): string {
    if (this.pending.length === 0) return page;
    for (const match of page.matchAll(SLOT_PATTERN)) {
      const slot = this.pending[Number(match[1])];
      if (!slot) continue;
      const start = page.indexOf('>', match.index + match[0].length) + 1;
      const end = closingTagAt(page, slot.tag, start);
      if (start === 0 || end < 0) continue;
      this.kept.set(slot.key, page.slice(start, end).replace(SLOT_PATTERN, ''));
    }
    this.pending = [];
    return page.replace(SLOT_PATTERN, '');
  }
}

/** Where the element opened just before `from` closes (nested elements of the same tag counted), or -1. */
function closingTagAt(page: string, tag: FragmentTag, from: number): number {
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(page); m; m = tags.exec(page)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index;
  }
  return -1;
}

const FragmentCacheContext = createContext<FragmentCache | null>(null);

/** Given by the server's entry around the app; the browser has none, so its fragments always render in full. */
export const FragmentCacheProvider = FragmentCacheContext.Provider;

type ServerFragmentProps<T extends FragmentTag> = {
  as: T;
  /**
   * Everything the children show that can differ between pages (language, user, roles, brand, active link);
   * asked for only when there is a cache (the browser has none).
   */
  cacheKey: () => string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * An element whose children the server renders once per `cacheKey`. The element's own attributes are rendered
 * every time; the children must depend on nothing outside the key, and must not change between the server's
 * render and the browser's first (no state, no effects before hydration).
 */
export function ServerFragment<T extends FragmentTag>({ as, cacheKey, children, ...attributes }: ServerFragmentProps<T>) {
  const cache = useContext(FragmentCacheContext);
  const Tag = as as ElementType;
  if (!cache) return <Tag {...attributes}>{children}</Tag>;
  const key = cacheKey();
  const html = cache.get(key);
  if (html !== undefined) return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  return <Tag {...attributes} {...{ [SLOT_ATTRIBUTE]: cache.slot(key, as) }}>{children}</Tag>;
}
