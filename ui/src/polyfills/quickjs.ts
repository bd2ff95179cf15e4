/**
 * QuickJS has no console, URL, timers or Intl. This module is imported first by entry-server and installs
 * the least the render path needs; anything else should fail loudly rather than be faked.
 */
import 'core-js/actual/url';
import 'core-js/actual/url-search-params';
import { PluralRules } from './pluralRules';

type Entry = [level: string, message: string];

const g = globalThis as Record<string, unknown>;

// --- console: buffered for the host, which drains it after each render (plinthDrainLogs).
const MAX_ENTRIES = 200;
const MAX_MESSAGE = 4000;
let buffer: Entry[] = [];
let dropped = 0;

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ? `${value.name}: ${value.message}\n${value.stack}` : `${value.name}: ${value.message}`;
  if (typeof value === 'function' || typeof value === 'symbol' || value === undefined) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

// React and libraries log printf-style ('%s'); substitute so messages read as they do in a browser.
function format(args: unknown[]): string {
  if (typeof args[0] !== 'string' || !args[0].includes('%')) return args.map(describe).join(' ');
  let rest = args.slice(1);
  const head = args[0].replace(/%[sdifoOc%]/g, (token) => {
    if (token === '%%') return '%';
    if (rest.length === 0) return token;
    const [next] = rest;
    rest = rest.slice(1);
    return token === '%c' ? '' : describe(next);
  });
  return [head, ...rest.map(describe)].join(' ');
}

function logger(level: string) {
  return (...args: unknown[]) => {
    if (buffer.length >= MAX_ENTRIES) {
      dropped += 1;
      return;
    }
    const message = format(args);
    buffer.push([level, message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message]);
  };
}

g.console = {
  log: logger('log'),
  info: logger('info'),
  warn: logger('warn'),
  error: logger('error'),
  debug: logger('debug'),
  trace: logger('debug'),
};

/** JSON array of [level, message] logged since the last call; clears the buffer. */
export function drainLogs(): string {
  const entries = buffer;
  if (dropped > 0) entries.push(['warn', `${dropped} console messages dropped (buffer full)`]);
  buffer = [];
  dropped = 0;
  return JSON.stringify(entries);
}

// --- timers: nothing scheduled during a synchronous render may run, so they are no-ops.
if (typeof g.setTimeout !== 'function') {
  g.setTimeout = () => 0;
  g.clearTimeout = () => undefined;
  g.setInterval = () => 0;
  g.clearInterval = () => undefined;
}
if (typeof g.queueMicrotask !== 'function') {
  g.queueMicrotask = (callback: () => void) => {
    void Promise.resolve().then(callback);
  };
}

// --- Intl: PluralRules for the translator's plural forms (Russian); Collator and ListFormat stubs for react-aria.
if (typeof g.Intl !== 'object' || g.Intl === null) g.Intl = {};
const intl = g.Intl as Record<string, unknown>;
// An engine's own PluralRules may be partial (QuickJS's under deno_core gives Russian's 57 the form of 3): ours
// replaces any that does not answer our languages' forms as CLDR does.
function pluralsHold(): boolean {
  try {
    const Native = intl.PluralRules as typeof Intl.PluralRules;
    const ru = new Native('ru');
    return [1, 3, 5, 21, 57, 112].map((n) => ru.select(n)).join() === 'one,few,many,one,many,many' && new Native('pt').select(0) === 'one';
  } catch {
    return false;
  }
}
if (typeof intl.PluralRules !== 'function' || !pluralsHold()) intl.PluralRules = PluralRules;

if (typeof intl.Collator !== 'function') {
  intl.Collator = class Collator {
    private readonly locale: string;
    constructor(locales?: string | string[]) {
      this.locale = (Array.isArray(locales) ? locales[0] : locales) ?? 'en';
    }
    compare(a: string, b: string): number {
      return a < b ? -1 : a > b ? 1 : 0;
    }
    resolvedOptions() {
      return { locale: this.locale, usage: 'sort', sensitivity: 'variant', ignorePunctuation: false, collation: 'default', numeric: false, caseFirst: 'false' };
    }
    static supportedLocalesOf(locales: string | string[]): string[] {
      return Array.isArray(locales) ? locales : [locales];
    }
  };
}

if (typeof intl.ListFormat !== 'function') {
  intl.ListFormat = class ListFormat {
    format(list: Iterable<string>): string {
      return Array.from(list).join(', ');
    }
    formatToParts(list: Iterable<string>) {
      const items = Array.from(list);
      return items.flatMap((value, i) => (i === 0 ? [{ type: 'element', value }] : [{ type: 'literal', value: ', ' }, { type: 'element', value }]));
    }
  };
}

// An engine's Intl.Locale may lack maximize() (QuickJS under deno_core has none), which the date library calls
// for a locale's region while the bundle loads; without likely-subtags data a locale is its own best guess,
// which is also what that library assumes when there is no Intl.Locale at all.
const locale = intl.Locale as ((...args: unknown[]) => unknown) | undefined;
if (typeof locale === 'function' && typeof (locale.prototype as Record<string, unknown>).maximize !== 'function') {
  (locale.prototype as Record<string, unknown>).maximize = function maximize(this: unknown) {
    return this;
  };
}
