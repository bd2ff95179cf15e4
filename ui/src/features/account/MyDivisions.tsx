import { useQuery } from '@tanstack/react-query';
import { myDivisionsQuery } from '../../shared/company/api';
import { useT } from '../../shared/i18n';
import { Loading } from '../../shared/ui';

/**
 * The divisions of the reader's company (GET /api/company/divisions: a customer sees their own
 * divisions; docs/companies.md), the one they belong to marked. The profile's page loader primes them, so the first
 * paint has them.
 */
export function MyDivisions({ ownDivisionId }: { ownDivisionId: number | null }) {
  const t = useT();
  const { data: divisions, isError } = useQuery(myDivisionsQuery);
  let body;
  if (divisions) {
    body =
      divisions.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('account.noDivisions')}</p>
      ) : (
        <ul className="list-group">
          {divisions.map((division) => (
            <li key={division.id} className="list-group-item d-flex align-items-center" data-testid="profile-division">
              <span>{division.name}</span>
              {division.id === ownDivisionId ? <span className="badge text-bg-primary ms-auto">{t('account.yourDivision')}</span> : null}
            </li>
          ))}
        </ul>
      );
  } else if (isError) {
    body = <p className="mb-0 text-danger">{t('account.divisionsFailed')}</p>;
  } else {
    body = <Loading className="mb-0" />;
  }
  return (
    <section className="mb-4" data-testid="profile-divisions">
      <h2 className="h6">{t('account.divisionsTitle')}</h2>
      {body}
    </section>
  );
}
