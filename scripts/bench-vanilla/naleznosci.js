// The no-framework floor of the dues list in `npm run bench`: <gmina-naleznosci typ="wszystkie"> written by hand
// with the DOM alone, in an open shadow root under the same tag, so the bench's probe measures it exactly as it
// measures the widget. A minimal client of a logged-in page makes one call: the dues list with the token and
// the PESEL the login left in local storage, sent at once. It asks neither userInfo nor the subjects list (the
// widget does, to know the session length and check the stored subject), so its time to data is the floor of
// the list call alone. Shown as the widget shows it: the title, the kind filter, what is owed and overdue, the
// table of cards paged by 5 with Polish amounts and grouped account numbers. No i18n, stores, validation of the
// answer's shape, session clock, error handling or styles.
globalThis[Symbol.for('gmina.loader')] = true; // the probe notes when the page's script ran

const api = document.querySelector('script[data-api]').dataset.api;
const PAGE = 5;
const RODZAJE = {
  WSZYSTKIE: 'Wszystkie',
  PODATKI_GMINNE: 'Podatki gminne',
  SRODKI_TRANSPORTU: 'Podatek od środków transportowych',
  OPLATY_LOKALNE: 'Opłaty lokalne',
  OPLATY_PSY: 'Opłata od posiadania psów',
  WODA_SCIEKI: 'Woda i ścieki',
  ODPADY: 'Gospodarowanie odpadami komunalnymi',
};
const amount = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pln = (n) => `${amount.format(n)} zł`;
const nrb = (s) => [s.slice(0, 2), ...s.slice(2).match(/\d{4}/g)].join(' ');
const el = (name, attrs = {}, ...children) => {
  const e = document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
};
const COLUMNS = [
  ['Rok', (k) => String(k.rok)],
  ['Rodzaj', (k) => RODZAJE[k.aplikacjaNaleznosci]],
  ['Symbol karty', (k) => el('button', { type: 'button' }, k.symbolKarty)],
  ['Numer konta', (k) => nrb(k.numerKontaBankowego)],
  ['Do zapłaty (zł)', (k) => amount.format(k.suma)],
  ['Płatnik', (k) => k.nazwaPlatnika],
];

class Naleznosci extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'open' });
    const state = { karty: [], rodzaj: 'WSZYSTKIE', page: 0 };
    const token = localStorage.getItem('gmina:token');
    const pesel = localStorage.getItem('gmina:pesel');
    const answer = fetch(`${api}/naleznosci/dajNaleznosci?pesel=${encodeURIComponent(pesel)}`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then((r) => r.json());

    const select = el(
      'select',
      { id: 'rodzaj' },
      ...Object.entries(RODZAJE).map(([value, label]) => el('option', { value }, label)),
    );
    select.onchange = () => {
      state.rodzaj = select.value;
      state.page = 0;
      draw();
    };
    const summary = el('p');
    const table = el('table');
    const pager = el('nav', { 'aria-label': 'Strony' });
    const draw = () => {
      const rows = state.karty.filter(
        (k) => state.rodzaj === 'WSZYSTKIE' || k.aplikacjaNaleznosci === state.rodzaj,
      );
      const razem = rows.reduce((s, k) => s + k.suma, 0);
      const poTerminie = rows.reduce((s, k) => s + k.sumaPoTerminie, 0);
      summary.replaceChildren(
        el('strong', {}, `Do zapłaty: ${pln(razem)}`),
        ' – ',
        poTerminie > 0 ? el('strong', {}, `w tym po terminie: ${pln(poTerminie)}`) : 'nic po terminie',
      );
      const body = rows
        .slice(state.page * PAGE, state.page * PAGE + PAGE)
        .map((k) => el('tr', {}, ...COLUMNS.map(([, cell]) => el('td', {}, cell(k)))));
      table.replaceChildren(
        el('caption', {}, `Karty należności – ${RODZAJE[state.rodzaj]}`),
        el('thead', {}, el('tr', {}, ...COLUMNS.map(([label]) => el('th', { scope: 'col' }, label)))),
        el('tbody', {}, ...body),
      );
      const pages = Math.max(1, Math.ceil(rows.length / PAGE));
      const move = (to, label) => {
        const b = el('button', { type: 'button' }, label);
        b.disabled = to < 0 || to >= pages;
        b.onclick = () => {
          state.page = to;
          draw();
        };
        return b;
      };
      pager.replaceChildren(
        move(state.page - 1, '‹'),
        `${state.page + 1} / ${pages}`,
        move(state.page + 1, '›'),
      );
    };
    root.append(
      el('h2', {}, 'Należności do zapłaty'),
      el('label', { for: 'rodzaj' }, 'Rodzaj należności'),
      select,
    );
    answer.then(({ karty }) => {
      state.karty = karty;
      draw();
      root.append(summary, table, pager);
    });
  }
}
customElements.define('gmina-naleznosci', Naleznosci);
