/**
 * What an empty list says: the screen's own sentence and button when there is nothing at all, and the way
 * out of a search or filter that found nothing (not the button to add a first row the reader already has).
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TranslatorProvider, createI18n, registerLocaleBundle, translatorFor } from '../i18n';
import en from '../i18n/bundles/en';
import { DataTable, type DataColumn } from './DataTable';
import type { ListUrl } from './useListState';

registerLocaleBundle('en', en);

const columns: DataColumn<{ id: number }>[] = [{ id: 'id', header: 'users.fields.name', cell: (r) => r.id }];

function render(search: string, q = '') {
  const list = {
    state: { q, sort: 'id', dir: 'asc', size: 10, page: 1 },
    text: q,
    pathname: '/app/things',
    search,
    href: () => '/app/things',
    go: () => undefined,
    setText: () => undefined,
  } as unknown as ListUrl;
  const i18n = createI18n('en');
  return renderToString(
    <TranslatorProvider translator={i18n}>
      <MemoryRouter>
        <DataTable
          page={{ rows: [], total: 0, page: 1, size: 10 }}
          list={list}
          columns={columns}
          rowKey={(r) => r.id}
          testId="things"
          label="Things"
          empty={{ text: 'No things yet.', action: { href: '/app/things/add', label: 'Add thing', testId: 'things-add' } }}
        />
      </MemoryRouter>
    </TranslatorProvider>,
  );
}

describe('an empty list', () => {
  it('says what to do next, with the button to do it, and hides the empty table', () => {
    const html = render('');
    expect(html).toContain('No things yet.');
    expect(html).toMatch(/<a class="btn btn-primary" href="\/app\/things\/add"[^>]*data-testid="things-add"/);
    expect(html).toMatch(/<div class="table-responsive"[^>]*hidden/);
    expect(translatorFor(createI18n('en'))('list.clearSearch')).not.toBe('list.clearSearch');
  });

  it('after a search or a filter found nothing, offers to clear them instead', () => {
    for (const [search, q] of [['?q=zz', 'zz'], ['?division=4', '']] as const) {
      const html = render(search, q);
      expect(html).toContain('Nothing matches the search.');
      expect(html).toMatch(/href="\/app\/things"[^>]*data-testid="things-clear"/);
      expect(html).not.toContain('things-add');
    }
  });
});
