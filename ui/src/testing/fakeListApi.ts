/**
 * One fake of the server's list contract (server/src/list) for every list test: given sample rows, the list's
 * searched texts, its sorts and filters, it answers `GET <path>?<query>` with `{rows,total,page,size}` as the
 * server does (every word of `q` folded and found in one of the texts, empties last both ways, ties by id, a
 * page past the end served as the last page), and gives the payload entries the server primes a page with.
 * Tests only; the Rust tests check the real thing.
 */
import { vi } from 'vitest';
import { compareValues, foldText, type SortDir, type SortValue } from '../shared/list/core';
import type { Page } from '../shared/list/serverList';
import type { Company } from '../features/companies/api';
import type { Account } from '../features/users/api';

export interface FakeList<T> {
  /** The API path, e.g. '/api/admin/account'. */
  path: string;
  /** The query key's start, e.g. ['admin', 'account', 'list']. */
  base: readonly string[];
  rows: readonly T[];
  id: (row: T) => number;
  /** The texts a search looks in (each word must be in one of them). */
  texts: (row: T) => ReadonlyArray<string | null | undefined>;
  sorts: Record<string, (row: T) => SortValue>;
  defaultSort: { column: string; dir: SortDir };
  /** The list's own filters by API parameter: keeps the rows that match the value. */
  filters?: Record<string, (row: T, value: string) => boolean>;
}

const SIZES = [3, 5, 10, 20];

/** The page `GET path?queryString` answers: as lenient as the page loaders (the tests send only good values). */
export function listAnswer<T>(list: FakeList<T>, queryString: string): Page<T> {
  const params = new URLSearchParams(queryString);
  const size = SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : 10;
  const asked = /^\d{1,9}$/.test(params.get('page') ?? '') ? Math.max(1, Number(params.get('page'))) : 1;
  const sortParam = params.get('sort') ?? '';
  const sort = sortParam in list.sorts ? sortParam : list.defaultSort.column;
  const dir: SortDir = sort === sortParam ? (params.get('dir') === 'desc' ? 'desc' : 'asc') : list.defaultSort.dir;
  const words = foldText(params.get('q') ?? '')
    .split(/\s+/)
    .filter(Boolean);

  let rows = list.rows.filter((row) => {
    const texts = list.texts(row).map((t) => foldText(t ?? ''));
    return words.every((w) => texts.some((t) => t.includes(w)));
  });
  for (const [key, keep] of Object.entries(list.filters ?? {})) {
    const value = params.get(key);
    if (value !== null) rows = rows.filter((row) => keep(row, value));
  }
  const by = list.sorts[sort];
  const sign = dir === 'desc' ? -1 : 1;
  const empty = (v: SortValue) => v === null || v === undefined || v === '';
  rows = [...rows].sort((a, b) => {
    const va = by(a);
    const vb = by(b);
    // Empty values last in both directions, as compareValues puts them last ascending.
    const order = empty(va) || empty(vb) ? compareValues(va, vb) : sign * compareValues(va, vb);
    return order || list.id(a) - list.id(b);
  });
  const total = rows.length;
  const page = Math.min(asked, Math.max(1, Math.ceil(total / size)));
  return { rows: rows.slice((page - 1) * size, page * size), total, page, size };
}

/** The payload entry the server primes a list page with: `["...base", queryString]` -> the page. */
export function primedPage<T>(list: FakeList<T>, queryString: string): Record<string, Page<T>> {
  return { [JSON.stringify([...list.base, queryString])]: listAnswer(list, queryString) };
}

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface FakeListApi {
  /** The fetch stub: list GETs answered by their list, anything else by `other` (or a 404). */
  fetch: ReturnType<typeof vi.fn>;
  /** The URLs fetched, in order ("GET /api/...", "POST ..."). */
  calls: string[];
  /** List answers wait from now on until release(): the previous page stays on screen meanwhile. */
  hold: () => void;
  release: () => void;
}

type Other = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

/** A fetch stub over `lists` (any row types); `other` answers the rest (undefined: 404). */
export function fakeListApi(lists: ReadonlyArray<FakeList<never>>, other: Other = () => undefined): FakeListApi {
  const calls: string[] = [];
  let held: Array<() => void> | null = null;
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url}`);
    const [path, query = ''] = url.split('?');
    const list = method === 'GET' ? lists.find((l) => l.path === path) : undefined;
    if (list) {
      if (held) await new Promise<void>((resolve) => held?.push(resolve));
      return jsonResponse(listAnswer(list, query));
    }
    return (await other(url, init)) ?? jsonResponse({ messages: ['Not found.'] }, 404);
  });
  return {
    fetch,
    calls,
    hold: () => {
      held = held ?? [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
  };
}

/** Lets a FakeList of any row type go into fakeListApi's array. */
export const anyList = <T>(list: FakeList<T>) => list as unknown as FakeList<never>;

// The lists of the product, with the server's sorts (features/*/list.rs).

export function accountsList(rows: readonly Account[]): FakeList<Account> {
  return {
    path: '/api/admin/account',
    base: ['admin', 'account', 'list'],
    rows,
    id: (a) => a.id,
    texts: (a) => [a.firstName, a.lastName, a.email, a.companyName, a.divisionName],
    sorts: {
      // Last name, then first, as the server's name key.
      name: (a) => `${a.lastName} ${a.firstName}`,
      email: (a) => a.email,
      company: (a) => a.companyName,
      division: (a) => a.divisionName,
      roles: (a) => a.roles.join(','),
      disabled: (a) => a.disabled,
    },
    defaultSort: { column: 'name', dir: 'asc' },
  };
}

export function companiesList(rows: readonly Company[]): FakeList<Company> {
  return {
    path: '/api/admin/company',
    base: ['admin', 'company', 'list'],
    rows,
    id: (c) => c.id,
    texts: (c) => [c.name],
    sorts: {
      name: (c) => c.name,
      groupBrand: (c) => c.groupBrand,
      currencies: (c) => c.currencies.join(','),
      divisions: (c) => c.divisions.length,
      users: (c) => c.userCount,
    },
    defaultSort: { column: 'name', dir: 'asc' },
  };
}

interface AssetLike {
  id: number;
  title: string;
  artist: string | null;
  ref: string | null;
  theirRef: string | null;
  companyDivision: string;
  companyDivisionId: number;
  companyId: number;
  hidden: boolean;
}

export function assetsList<T extends AssetLike>(rows: readonly T[]): FakeList<T> {
  return {
    path: '/api/inventory',
    base: ['inventory', 'list'],
    rows,
    id: (a) => a.id,
    texts: (a) => [a.title, a.artist, a.ref, a.theirRef, a.companyDivision],
    sorts: { title: (a) => a.title, artist: (a) => a.artist, theirRef: (a) => a.theirRef, division: (a) => a.companyDivision },
    defaultSort: { column: 'title', dir: 'asc' },
    filters: {
      incHidden: (a, value) => value === 'true' || !a.hidden,
      companyDivisionId: (a, value) => a.companyDivisionId === Number(value),
      companyId: (a, value) => a.companyId === Number(value),
    },
  };
}

interface AssignmentLike {
  id: number;
  ref: string;
  companyId: number;
  companyName: string;
  companyDivisionId: number;
  companyDivision: string;
  status: string;
  progress: number;
  assetCount: number;
  poNumber: string | null;
  createdAt: string;
}

export function assignmentsList<T extends AssignmentLike>(rows: readonly T[], statusOrder: readonly string[]): FakeList<T> {
  return {
    path: '/api/assignment',
    base: ['assignment', 'list'],
    rows,
    id: (a) => a.id,
    texts: (a) => [a.ref, a.poNumber, a.companyName, a.companyDivision],
    sorts: {
      // Age ascending is the newest first.
      age: (a) => -Date.parse(a.createdAt),
      ref: (a) => a.ref,
      company: (a) => a.companyName,
      division: (a) => a.companyDivision,
      status: (a) => statusOrder.indexOf(a.status),
      progress: (a) => a.progress,
      assets: (a) => a.assetCount,
      po: (a) => a.poNumber,
    },
    defaultSort: { column: 'age', dir: 'asc' },
    filters: {
      companyId: (a, value) => a.companyId === Number(value),
      companyDivisionId: (a, value) => a.companyDivisionId === Number(value),
    },
  };
}
