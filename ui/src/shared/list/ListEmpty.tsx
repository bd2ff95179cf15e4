import type { MouseEvent } from 'react';

/** What an empty list says, and the one thing to do about it. */
export interface EmptyListText {
  text: string;
  /** The next step: "Add asset", "Clear the search"... */
  action?: { href: string; label: string; testId?: string };
}

/**
 * In place of a table with no rows: a sentence and a button, so a first visit (or a search that found
 * nothing) says what to do next instead of showing a header row over nothing.
 */
export function ListEmpty({ text, action, testId, onLinkClick }: EmptyListText & { testId: string; onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <div className="text-center py-4" data-testid={testId}>
      <p className="mb-3">{text}</p>
      {action ? (
        <a className="btn btn-primary" href={action.href} onClick={onLinkClick} data-testid={action.testId}>
          {action.label}
        </a>
      ) : null}
    </div>
  );
}
