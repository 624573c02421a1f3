/** Request counters of the rate limits (issue 11; server/rate-limits.ts), shared by every server instance. */
export const limity = `
-- One row per counted key (limit group and client address, or the group's global count) and window.
CREATE TABLE limity_zadan (
  klucz text PRIMARY KEY,
  liczba integer NOT NULL,
  koniec timestamptz NOT NULL
)
`;
