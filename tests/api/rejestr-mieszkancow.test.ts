/**
 * One register of demo residents behind every public statistic (issue 12 item 5): statuses, registrations by
 * sex and age, residents and voters by locality and the names of living residents agree on the same day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, openTestApi, pdfText, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api?.db.close());

type Grupy = Record<
  'liczbaKobietPonizej18' | 'liczbaMezczyznPonizej18' | 'liczbaKobietOd18' | 'liczbaMezczyznOd18',
  number
>;
const suma = (g: Grupy) => Object.values(g).reduce((s, n) => s + n, 0);
const dorosli = (g: Grupy) => g.liczbaKobietOd18 + g.liczbaMezczyznOd18;

describe('public statistics from one register', () => {
  it('agree: statuses, sex and age, residents by locality, voters and names of living residents', async () => {
    const { statusyMieszkancow } = (
      await getJson<{ statusyMieszkancow: { opisStatusu: string; liczbaMieszkancow: number }[] }>(
        api.app,
        '/el/dajStatusyMeldunkoweMieszkancow',
      )
    ).body;
    const status = (opis: string) =>
      statusyMieszkancow.find((s) => s.opisStatusu === opis)!.liczbaMieszkancow;
    const stale = status('Zameldowanie stałe') + status('Zameldowanie stałe – cudzoziemiec');
    const czasowe = status('Zameldowanie czasowe') + status('Zameldowanie czasowe – cudzoziemiec');

    const plecWiek = (
      await getJson<{ zameldowanieStale: Grupy; zameldowanieCzasowe: Grupy }>(
        api.app,
        '/el/dajZameldowaniaWgPlciWieku',
      )
    ).body;
    expect(suma(plecWiek.zameldowanieStale)).toBe(stale);
    expect(suma(plecWiek.zameldowanieCzasowe)).toBe(czasowe);

    const { liczbaMieszkancowIWyborcow: miejscowosci } = (
      await getJson<{
        liczbaMieszkancowIWyborcow: {
          liczbaZameldowanStalych: number;
          liczbaZameldowanCzasowych: number;
          liczbaWyborcow: number;
        }[];
      }>(api.app, '/el/dajLiczbeMieszkancowIWyborcow')
    ).body;
    expect(miejscowosci.reduce((s, m) => s + m.liczbaZameldowanStalych, 0)).toBe(stale);
    expect(miejscowosci.reduce((s, m) => s + m.liczbaZameldowanCzasowych, 0)).toBe(czasowe);
    // voters are adults: never more than the adults registered
    const wyborcy = miejscowosci.reduce((s, m) => s + m.liczbaWyborcow, 0);
    expect(wyborcy).toBeLessThanOrEqual(
      dorosli(plecWiek.zameldowanieStale) + dorosli(plecWiek.zameldowanieCzasowe),
    );
    expect(wyborcy).toBeGreaterThan(dorosli(plecWiek.zameldowanieStale) * 0.9);

    // the names statistics count the living registered residents: every one of them, once
    const { listaImion } = (
      await getJson<{ listaImion: { liczbaOsob: number }[] }>(api.app, '/el/dajNajpopularniejszeImiona')
    ).body;
    expect(listaImion.reduce((s, r) => s + r.liczbaOsob, 0)).toBe(stale + czasowe);
  });

  it('the statuses PDF names its total for what it adds: every status, not residents', async () => {
    const res = await api.app.request('/el/dajStatusyMeldunkoweMieszkancow/pdf');
    const { text } = await pdfText(await res.arrayBuffer());
    expect(text).toMatch(/Razem \(wszystkie statusy\)/);
  });
});
