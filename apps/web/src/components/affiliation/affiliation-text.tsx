/** An affiliation as the board, the teams and the profile show it, its country with its flag (country.tsx). */
import type { Affiliation } from '@codeconquer/contracts';
import { Country } from './country';

/** Where space is short (a board row, a list): the short name (the full name as its title and for screen readers) and the country's code. */
export function AffiliationShort({ affiliation }: { affiliation: Affiliation }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5" data-testid="affiliation">
      <span title={affiliation.name}>
        <span aria-hidden="true">{affiliation.shortName}</span>
        <span className="sr-only">{affiliation.name}</span>
      </span>
      {affiliation.country && <Country code={affiliation.country} />}
    </span>
  );
}

/** In full (a profile, a team's page): 'University of Science (HCMUS) · 🇻🇳 Vietnam'. */
export function AffiliationFull({ affiliation }: { affiliation: Affiliation }) {
  return (
    <span data-testid="affiliation">
      {affiliation.name} ({affiliation.shortName})
      {affiliation.country && (
        <>
          {' · '}
          <Country code={affiliation.country} text="name" />
        </>
      )}
    </span>
  );
}
