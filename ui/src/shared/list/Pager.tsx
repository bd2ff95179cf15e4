import type { MouseEvent } from 'react';
import type { Translate } from '../i18n';
import { cx } from '../ui/cx';
import { pageWindow } from './core';

export interface PagerProps {
  page: number;
  pageCount: number;
  /** '/path?query' of a page. */
  hrefOf: (page: number) => string;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  testId: string;
  t: Translate;
}

/** Bootstrap pagination in a labelled nav; plain links, so it works before hydration too. */
export function Pager({ page, pageCount, hrefOf, onLinkClick, testId, t }: PagerProps) {
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, symbol: string, id: string) => {
    const disabled = target < 1 || target > pageCount;
    return (
      <li className={cx('page-item', disabled && 'disabled')}>
        {disabled ? (
          <span className="page-link" aria-disabled="true" data-testid={`${testId}-${id}`}>
            <span aria-hidden="true">{symbol}</span>
            <span className="visually-hidden">{label}</span>
          </span>
        ) : (
          <a className="page-link" href={hrefOf(target)} onClick={onLinkClick} data-testid={`${testId}-${id}`}>
            <span aria-hidden="true">{symbol}</span>
            <span className="visually-hidden">{label}</span>
          </a>
        )}
      </li>
    );
  };
  return (
    <nav aria-label={t('list.pagination')} data-testid={`${testId}-pager`}>
      <ul className="pagination pagination-sm mb-0 flex-wrap">
        {step(page - 1, t('list.previous'), '‹', 'prev')}
        {pageWindow(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap${i}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={cx('page-item', item === page && 'active')}>
              <a
                className="page-link"
                href={hrefOf(item)}
                onClick={onLinkClick}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('list.page', { page: item })}
                data-testid={`${testId}-page-${item}`}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {step(page + 1, t('list.next'), '›', 'next')}
      </ul>
    </nav>
  );
}
