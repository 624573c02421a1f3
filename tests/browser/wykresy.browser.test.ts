/// <reference types="mocha" />
/**
 * The chart statistics in real Chromium against the BUILT bundle, with their fixtures (empty, one row, many
 * rows, error): the uPlot canvas really draws in the theme colours and again in contrast colours, the SVG pie,
 * the year select, and uPlot fetched only once a bar-chart widget is on the page.
 */
import { expect } from 'chai';
import { imionaFixtures, statusyFixtures } from '../../src/ui/charts/charts.fixtures.ts';
import { installFakeApi } from './fake-api.ts';
import {
  $,
  $$,
  bodyRows,
  buttonByText,
  choose,
  chunkFetched,
  cleanup,
  loadBundle,
  messagesRoot,
  mount,
  pagerRange,
  setStored,
  until,
  untilRows,
} from './helpers.ts';

installFakeApi();

/** Answers of the /el/ calls by path (and rok); what is not here goes to the fake of the shell calls. */
const el: Record<string, { status?: number; body: unknown }> = {};
const elCalls: string[] = [];
const shellFetch = window.fetch;
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const m = /\/el\/\w+$/.exec(url.pathname);
  if (!m) return shellFetch(input, init);
  const key = m[0] + (url.searchParams.get('rok') ? `?rok=${url.searchParams.get('rok')}` : '');
  elCalls.push(key);
  const a = el[key] ?? el[m[0]] ?? { status: 404, body: { kod: 404, opis: 'Nie znaleziono zasobu' } };
  return new Response(JSON.stringify(a.body), {
    status: a.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
};

const reset = () => {
  for (const k of Object.keys(el)) delete el[k];
  elCalls.length = 0;
};

/** Pixels of a canvas in one colour. */
function pixels(canvas: HTMLCanvasElement, [r, g, b]: number[]): number {
  const d = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i] === r && d[i + 1] === g && d[i + 2] === b) n++;
  return n;
}
const PRIMARY = [0x0b, 0x53, 0x94];
const HC_PRIMARY = [255, 255, 0];

describe('chart statistics (built bundle, Chromium)', () => {
  before(() => loadBundle());
  afterEach(() => {
    cleanup();
    reset();
  });

  it('names: pie of the top 10 and the paged table of 200 names, with no uPlot fetched', async () => {
    el['/el/dajNajpopularniejszeImiona'] = { body: { listaImion: imionaFixtures.wieleWierszy } };
    const w = mount('<gmina-najpopularniejsze-imiona></gmina-najpopularniejsze-imiona>');
    await untilRows(w);
    const svg = $(w, 'svg[role="img"]')!;
    expect(svg.getAttribute('aria-label')).to.equal('Wykres kołowy: 10 najpopularniejszych imion');
    expect(svg.querySelectorAll('path')).to.have.length(10);
    expect(svg.getBoundingClientRect().width).to.be.greaterThan(100);
    expect(pagerRange(w)).to.equal('1–5 z 200');
    expect(chunkFetched('wykresy')).to.equal(false);
  });

  it('names: high contrast hides the pie, the table stays; one name and no names', async () => {
    el['/el/dajNajpopularniejszeImiona'] = { body: { listaImion: imionaFixtures.jedenWiersz } };
    const w = mount('<gmina-najpopularniejsze-imiona></gmina-najpopularniejsze-imiona>');
    await untilRows(w);
    expect($$(w, 'svg path')).to.have.length(1);
    setStored('gmina:kontrast', 'true');
    await until(() => !$(w, 'svg'), 'the pie to go');
    expect(bodyRows(w)).to.deep.equal([['Zofia', '12']]);
    cleanup();
    el['/el/dajNajpopularniejszeImiona'] = { body: { listaImion: [] } };
    const empty = mount('<gmina-najpopularniejsze-imiona></gmina-najpopularniejsze-imiona>');
    await until(() => $(empty, '.g-empty'), 'the empty state');
    expect($(empty, '.g-empty')!.textContent).to.equal('Brak danych do wyświetlenia');
  });

  it('statuses: uPlot draws the bars in the theme colour, and again in contrast colours', async () => {
    el['/el/dajStatusyMeldunkoweMieszkancow'] = {
      body: { statusyMieszkancow: statusyFixtures.wieleWierszy },
    };
    const w = mount('<gmina-statusy-mieszkancow></gmina-statusy-mieszkancow>');
    await untilRows(w);
    const box = $(w, '.g-bar-chart')!;
    expect(box.getAttribute('role')).to.equal('img');
    expect(box.getAttribute('aria-label')).to.equal('Wykres słupkowy: Statusy mieszkańców');
    const canvas = await until(() => $<HTMLCanvasElement>(w, 'canvas'), 'the canvas');
    expect(chunkFetched('wykresy')).to.equal(true);
    await until(() => pixels(canvas, PRIMARY) > 1000, 'bars in the primary colour');
    setStored('gmina:kontrast', 'true');
    const hc = await until(() => {
      const c = $<HTMLCanvasElement>(w, 'canvas');
      return c && pixels(c, HC_PRIMARY) > 1000 ? c : null;
    }, 'bars in the contrast primary');
    expect(pixels(hc, PRIMARY)).to.equal(0);
    expect($$(w, 'canvas')).to.have.length(1);
  });

  it('statuses: one row, and a failed call gives the snackbar and the retry', async () => {
    el['/el/dajStatusyMeldunkoweMieszkancow'] = { body: { statusyMieszkancow: statusyFixtures.jedenWiersz } };
    const one = mount('<gmina-statusy-mieszkancow></gmina-statusy-mieszkancow>');
    await untilRows(one);
    expect(bodyRows(one)).to.deep.equal([['Zameldowanie stałe', '8\u00a0873']]);
    cleanup();
    el['/el/dajStatusyMeldunkoweMieszkancow'] = { status: 500, body: { kod: 500, opis: 'Błąd' } };
    const w = mount('<gmina-statusy-mieszkancow></gmina-statusy-mieszkancow>');
    await until(() => $(w, '[role="alert"]'), 'the failure notice');
    await until(
      () => messagesRoot()?.textContent?.includes('Usługa chwilowo niedostępna. Spróbuj ponownie później'),
      'the snackbar',
    );
    el['/el/dajStatusyMeldunkoweMieszkancow'] = {
      body: { statusyMieszkancow: statusyFixtures.wieleWierszy },
    };
    buttonByText(w.shadowRoot!, 'Spróbuj ponownie')!.click();
    expect(await untilRows(w)).to.have.length(5);
  });

  it('names by year: latest year, 660 px chart, another year reloads; the chart follows the box width', async () => {
    el['/el/dajLataUrodzen'] = { body: { lataUrodzen: imionaFixtures.lata } };
    el['/el/dajNajpopularniejszeImionaWgRoku?rok=2024'] = {
      body: { listaImion: imionaFixtures.wieleWierszy.slice(0, 30) },
    };
    el['/el/dajNajpopularniejszeImionaWgRoku?rok=1985'] = {
      body: { listaImion: imionaFixtures.jedenWiersz },
    };
    const w = mount('<gmina-imiona-wg-roku style="display:block;width:600px"></gmina-imiona-wg-roku>');
    await untilRows(w);
    const select = $<HTMLSelectElement>(w, '.g-toolbar select')!;
    expect(select.value).to.equal('2024');
    const canvas = await until(() => $<HTMLCanvasElement>(w, 'canvas'), 'the canvas');
    expect(Math.round(canvas.getBoundingClientRect().height)).to.equal(660);
    const wide = canvas.getBoundingClientRect().width;
    w.style.width = '400px';
    await until(() => {
      const c = $<HTMLCanvasElement>(w, 'canvas');
      return c && c.getBoundingClientRect().width < wide - 100;
    }, 'a narrower chart');
    choose(select, '1985');
    await until(() => bodyRows(w).length === 1, 'the 1985 rows');
    expect(elCalls).to.include('/el/dajNajpopularniejszeImionaWgRoku?rok=1985');
    expect($(w, 'caption')!.textContent).to.equal('Imiona osób urodzonych w roku 1985');
  });
});
