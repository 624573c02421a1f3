// The no-framework yardstick of `npm run bench` (issue 5: "within 1.5× of a no-framework page doing the same"):
// the most popular names view written by hand with the DOM alone — one fetch, an SVG pie of the top 10 with its
// legend, a sortable table paged by 5 with Polish number grouping, in an open shadow root under the same tag, so
// the bench's probe measures it exactly as it measures <gmina-najpopularniejsze-imiona>. No i18n, stores,
// validation of the answer's shape, error handling or styles: the least code that shows the same data.
globalThis[Symbol.for('gmina.loader')] = true; // the probe notes when the page's script ran

const api = document.querySelector('script[data-api]').dataset.api;
const PAGE = 5;
const COLOURS = [
  '#1b5e9e',
  '#c0392b',
  '#2e7d32',
  '#8e44ad',
  '#d35400',
  '#00838f',
  '#6d4c41',
  '#ad1457',
  '#546e7a',
  '#827717',
];
const count = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0 });
const el = (name, attrs = {}, ...children) => {
  const svg = ['svg', 'path', 'title'].includes(name);
  const e = svg ? document.createElementNS('http://www.w3.org/2000/svg', name) : document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
};

function pie(top) {
  const total = top.reduce((s, r) => s + r.liczbaOsob, 0);
  const svg = el('svg', {
    viewBox: '-1 -1 2 2',
    width: '224',
    height: '224',
    role: 'img',
    'aria-label': 'Top 10',
  });
  let angle = -Math.PI / 2;
  top.forEach((r, i) => {
    const a = (r.liczbaOsob / total) * 2 * Math.PI;
    const [x0, y0, x1, y1] = [Math.cos(angle), Math.sin(angle), Math.cos(angle + a), Math.sin(angle + a)];
    const d = `M0 0L${x0} ${y0}A1 1 0 ${a > Math.PI ? 1 : 0} 1 ${x1} ${y1}Z`;
    svg.append(
      el('path', { d, fill: COLOURS[i] }, el('title', {}, `${r.imie}: ${count.format(r.liczbaOsob)}`)),
    );
    angle += a;
  });
  const swatch = (i) =>
    el(
      'svg',
      { viewBox: '0 0 1 1', width: '12', height: '12' },
      el('path', { d: 'M0 0H1V1H0Z', fill: COLOURS[i] }),
    );
  const legend = el('ul', {}, ...top.map((r, i) => el('li', {}, swatch(i), ` ${r.imie}`)));
  return el('figure', {}, svg, legend);
}

class Imiona extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'open' });
    const state = { rows: [], key: 'liczbaOsob', desc: true, page: 0 };
    const table = el('table');
    const pager = el('nav', { 'aria-label': 'Strony' });
    const draw = () => {
      const sorted = [...state.rows].sort((a, b) => {
        const c = state.key === 'imie' ? a.imie.localeCompare(b.imie, 'pl') : a.liczbaOsob - b.liczbaOsob;
        return state.desc ? -c : c;
      });
      const head = el(
        'tr',
        {},
        ...[
          ['imie', 'Imię'],
          ['liczbaOsob', 'Liczba osób'],
        ].map(([key, label]) => {
          const b = el('button', { type: 'button' }, label);
          b.onclick = () => {
            state.desc = state.key === key ? !state.desc : false;
            state.key = key;
            state.page = 0;
            draw();
          };
          return el(
            'th',
            state.key === key ? { 'aria-sort': state.desc ? 'descending' : 'ascending' } : {},
            b,
          );
        }),
      );
      const body = sorted
        .slice(state.page * PAGE, state.page * PAGE + PAGE)
        .map((r) => el('tr', {}, el('td', {}, r.imie), el('td', {}, count.format(r.liczbaOsob))));
      table.replaceChildren(
        el('caption', {}, 'Najpopularniejsze imiona'),
        el('thead', {}, head),
        el('tbody', {}, ...body),
      );
      const pages = Math.max(1, Math.ceil(sorted.length / PAGE));
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
    root.append(el('h2', {}, 'Najpopularniejsze imiona'));
    fetch(`${api}/el/dajNajpopularniejszeImiona`)
      .then((r) => r.json())
      .then(({ listaImion }) => {
        state.rows = listaImion;
        const top = [...listaImion].sort((a, b) => b.liczbaOsob - a.liczbaOsob).slice(0, 10);
        draw();
        root.append(pie(top), table, pager);
      });
  }
}
customElements.define('gmina-najpopularniejsze-imiona', Imiona);
