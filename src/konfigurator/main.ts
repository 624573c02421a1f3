/**
 * The embed configurator for CMS editors (dist/konfigurator.html): pick an element of `custom-elements.json`,
 * set its attributes, language and theme, see it live at desktop and phone width, copy the snippet. Plain DOM
 * code (no framework): one page, not loaded by any CMS page or the portal. Strict CSP: this module is the only
 * script, the loader is added as a same-origin script, styles are adopted and inline values are set through the
 * CSSOM (which `style-src 'self'` allows).
 */
import uslugi, { nazwy } from 'virtual:gmina-uslugi';
import { INNE, katalog, tokens, type Element, type Grupa, type Manifest } from './katalog.ts';
import { DOMYSLNE, sprawdz } from './kontrast.ts';
import { FORMY, JEZYKI, domyslneApi, snippet, wartoscOk, type Jezyk, type Ustawienia } from './snippet.ts';
import css from './konfigurator.css?inline';
import pl, { type Teksty } from './texts.pl.ts';

/**
 * Own texts, in the i18next resource shape the texts parity test reads (no i18next on this page): Polish with the
 * page, another language fetched when chosen (each holds every element's description).
 */
const TEKSTY: Partial<Record<Jezyk, Teksty>> = { pl: pl.konfigurator };
const INNE_TEKSTY = {
  en: () => import('./texts.en.ts'),
  de: () => import('./texts.de.ts'),
  uk: () => import('./texts.uk.ts'),
};
async function zaladuj(l: Jezyk) {
  if (l !== 'pl') TEKSTY[l] ??= (await INNE_TEKSTY[l]()).default.konfigurator;
}
/** Each language in its own name, in the language selects. */
const AUTONIMY: Record<Jezyk, string> = { pl: 'polski', en: 'English', de: 'Deutsch', uk: 'українська' };
const wstaw = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

const sheet = new CSSStyleSheet();
sheet.replaceSync(css);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const bundle = new URL('gmina.js', document.baseURI).href;
const loader = document.createElement('script');
loader.type = 'module';
loader.src = bundle;
document.head.append(loader);

/** `?jezyk=en` opens the configurator in that language (also a link an office can hand its editors). */
const fromQuery = new URLSearchParams(location.search).get('jezyk');
let jezyk: Jezyk = (JEZYKI as readonly string[]).includes(fromQuery ?? '') ? (fromQuery as Jezyk) : 'pl';
let grupy: Grupa[] = [];
let tokenList: { name: string; description: string }[] = [];
let wybrany: Element | undefined;
const stan: Ustawienia = {
  bundle,
  api: domyslneApi(bundle),
  tag: '',
  attrs: {},
  lang: '',
  tokens: {},
  forma: 'style',
};

type Attrs = Record<string, string | boolean | ((e: Event) => void)>;
/** A small element builder: string values are attributes, `on…` functions listeners, `true` a bare attribute. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null | false)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (v === true) el.setAttribute(k, '');
    else if (v !== false) el.setAttribute(k, v);
  }
  el.append(...children.filter((c): c is Node | string => c !== null && c !== false));
  return el;
}

/** The manifest's texts mark code with backticks (Markdown): shown as <code>. */
const zKodem = (text: string) => text.split('`').map((part, i) => (i % 2 ? h('code', {}, part) : part));

const app = document.getElementById('app')!;
const t = () => TEKSTY[jezyk] ?? pl.konfigurator;
/** The element's and its attributes' descriptions in the configurator's language; the manifest's English else. */
const opis = (e: Element) => (t().opisy as Record<string, string>)[e.tag] ?? e.summary;
const opisAtrybutu = (e: Element, a: Element['attributes'][number]) =>
  (t().opisyAtrybutow as Record<string, Record<string, string> | undefined>)[e.tag]?.[a.name] ??
  a.description;

function elementOption(e: Element) {
  const label = `<${e.tag}>` + (e.chroniony ? ` – ${t().loguje}` : '');
  return h('option', { value: e.tag, selected: e.tag === stan.tag }, label);
}

function wybierz(tag: string) {
  wybrany = grupy.flatMap((g) => g.elements).find((e) => e.tag === tag);
  stan.tag = wybrany?.tag ?? '';
  stan.attrs = { ...wybrany?.start };
}

function attributeControls(e: Element) {
  if (!e.attributes.length) return h('p', { class: 'k-hint' }, t().brakAtrybutow);
  return h(
    'div',
    {},
    ...e.attributes.map((a) => {
      const id = `k-attr-${a.name}`;
      const hint = h('p', { class: 'k-hint', id: `${id}-opis` }, ...zKodem(opisAtrybutu(e, a)));
      const onChange = (ev: Event) => {
        stan.attrs[a.name] = (ev.target as HTMLInputElement | HTMLSelectElement).value;
        odswiez(true);
      };
      const control = a.values
        ? h(
            'select',
            { id, 'aria-describedby': `${id}-opis`, onchange: onChange },
            h('option', { value: '' }, t().nieUstawiono),
            ...a.values.map((v) => h('option', { value: v, selected: stan.attrs[a.name] === v }, v)),
          )
        : h('input', {
            id,
            type: 'text',
            value: stan.attrs[a.name] ?? '',
            'aria-describedby': `${id}-opis`,
            onchange: onChange,
          });
      return h('div', { class: 'k-field' }, h('label', { for: id }, a.name), control, hint);
    }),
  );
}

function tokenControl(token: { name: string; description: string }) {
  const id = `k-token${token.name.slice('--gmina'.length)}`;
  const color = token.name.includes('-color-');
  const value = stan.tokens[token.name] ?? DOMYSLNE[token.name] ?? '';
  const error = h('p', { class: 'k-error', id: `${id}-blad`, hidden: true }, t().zlaWartosc);
  const input = h('input', {
    id,
    type: color ? 'color' : 'text',
    value,
    'aria-describedby': `${id}-blad`,
    [color ? 'oninput' : 'onchange']: (ev: Event) => {
      const v = (ev.target as HTMLInputElement).value.trim();
      const bad = v !== '' && !wartoscOk(v);
      input.setAttribute('aria-invalid', String(bad));
      error.hidden = !bad;
      if (bad || v === '' || v.toLowerCase() === (DOMYSLNE[token.name] ?? '').toLowerCase())
        delete stan.tokens[token.name];
      else stan.tokens[token.name] = v;
      odswiez(false);
    },
  });
  return h(
    'div',
    { class: color ? 'k-field k-color' : 'k-field' },
    h('label', { for: id }, t().tokeny[token.name] ?? token.name, ' ', h('code', {}, token.name)),
    input,
    error,
  );
}

/** Where the snippet puts the tokens, each choice with when to use it. */
function formaControl() {
  const tx = t();
  const labels = {
    style: { nazwa: tx.formaStyle, opis: tx.formaStyleOpis },
    json: { nazwa: tx.formaJson, opis: tx.formaJsonOpis },
  };
  return h(
    'fieldset',
    { class: 'k-forma', 'aria-describedby': 'k-forma-kiedy' },
    h('legend', {}, tx.forma),
    ...FORMY.map((f) =>
      h(
        'div',
        { class: 'k-field' },
        h(
          'label',
          {},
          h('input', {
            type: 'radio',
            name: 'k-forma',
            id: `k-forma-${f}`,
            value: f,
            checked: stan.forma === f,
            'aria-describedby': `k-forma-${f}-opis`,
            onchange: () => {
              stan.forma = f;
              odswiez(false);
            },
          }),
          ' ',
          labels[f].nazwa,
        ),
        h('p', { class: 'k-hint', id: `k-forma-${f}-opis` }, labels[f].opis),
      ),
    ),
    h('p', { class: 'k-hint', id: 'k-forma-kiedy' }, tx.formaKiedy),
  );
}

let kontrastList: HTMLUListElement;
let kod: HTMLTextAreaElement;
let proba: HTMLAnchorElement;
let status: HTMLParagraphElement;
const boxes: HTMLDivElement[] = [];
/**
 * One preview, switched between desktop and phone width: two copies of a widget side by side would be two
 * landmarks of one name on the page (axe landmark-unique), which no real page of the editor would have.
 */
let szerokosc: 'desktop' | 'telefon' = 'desktop';

function render() {
  const focused = document.activeElement?.id;
  const tx = t();
  document.documentElement.lang = jezyk;
  document.title = tx.tytul;
  boxes.length = 0;
  kontrastList = h('ul', { class: 'k-kontrast' });
  kod = h('textarea', { id: 'k-kod', readonly: true, rows: '9', spellcheck: 'false' });
  status = h('p', { class: 'k-status', role: 'status' });
  proba = h('a', { class: 'k-proba', target: '_blank', rel: 'noopener' });
  proba.append(tx.sprawdz, ' ', h('span', { class: 'k-hint' }, tx.nowaKarta));
  const box = (cls: string) => {
    const b = h('div', { class: `k-box ${cls}` });
    boxes.push(b);
    return b;
  };
  const settings = h(
    'section',
    { class: 'k-ustawienia', 'aria-labelledby': 'k-ustawienia-h' },
    h('h2', { id: 'k-ustawienia-h' }, tx.ustawienia),
    h(
      'div',
      { class: 'k-field' },
      h('label', { for: 'k-element' }, tx.element),
      h(
        'select',
        {
          id: 'k-element',
          'aria-describedby': 'k-element-opis',
          onchange: (ev: Event) => {
            wybierz((ev.target as HTMLSelectElement).value);
            render();
          },
        },
        ...grupy.map((g) =>
          h(
            'optgroup',
            { label: nazwy[jezyk]?.grupy[g.klucz] ?? tx.inneElementy },
            ...g.elements.map(elementOption),
          ),
        ),
      ),
      h(
        'p',
        { class: 'k-hint', id: 'k-element-opis' },
        wybrany?.uslugi.length
          ? `${tx.uslugiListy} ${[...new Set(wybrany.uslugi.map((id) => nazwy[jezyk]?.uslugi[id]))].join('; ')}. `
          : '',
        ...zKodem(wybrany ? opis(wybrany) : ''),
      ),
    ),
    wybrany
      ? h(
          'fieldset',
          {},
          h('legend', {}, tx.atrybuty, ' ', h('code', {}, `<${wybrany.tag}>`)),
          attributeControls(wybrany),
        )
      : null,
    h(
      'div',
      { class: 'k-field' },
      h('label', { for: 'k-lang' }, tx.jezykWidzetu),
      h(
        'select',
        {
          id: 'k-lang',
          onchange: (ev: Event) => {
            stan.lang = (ev.target as HTMLSelectElement).value as Jezyk | '';
            odswiez(true);
          },
        },
        h('option', { value: '' }, tx.jakStrona),
        ...JEZYKI.map((l) => h('option', { value: l, lang: l, selected: stan.lang === l }, AUTONIMY[l])),
      ),
    ),
    h(
      'div',
      { class: 'k-field' },
      h('label', { for: 'k-api' }, tx.api),
      h('input', {
        id: 'k-api',
        type: 'url',
        value: stan.api,
        'aria-describedby': 'k-api-opis',
        onchange: (ev: Event) => {
          stan.api = (ev.target as HTMLInputElement).value;
          odswiez(true);
        },
      }),
      h('p', { class: 'k-hint', id: 'k-api-opis' }, tx.apiOpis),
    ),
    h(
      'fieldset',
      {},
      h('legend', {}, tx.motyw),
      ...tokenList.map(tokenControl),
      formaControl(),
      h(
        'button',
        {
          type: 'button',
          onclick: () => {
            stan.tokens = {};
            render();
          },
        },
        tx.przywroc,
      ),
    ),
    h('h3', { id: 'k-kontrast-h' }, tx.kontrast),
    h('div', { 'aria-live': 'polite', 'aria-labelledby': 'k-kontrast-h', role: 'region' }, kontrastList),
  );
  const result = h(
    'div',
    { class: 'k-wynik' },
    h(
      'section',
      { 'aria-labelledby': 'k-podglad-h' },
      h('h2', { id: 'k-podglad-h' }, tx.podglad),
      h(
        'fieldset',
        { class: 'k-szerokosc' },
        h('legend', {}, tx.szerokosc),
        ...(['desktop', 'telefon'] as const).map((w) =>
          h(
            'label',
            {},
            h('input', {
              type: 'radio',
              name: 'k-szerokosc',
              id: `k-szerokosc-${w}`,
              value: w,
              checked: szerokosc === w,
              onchange: () => {
                szerokosc = w;
                for (const b of boxes) b.className = `k-box k-${w}`;
              },
            }),
            ' ',
            w === 'desktop' ? tx.komputer : tx.telefon,
          ),
        ),
      ),
      box(`k-${szerokosc}`),
    ),
    h(
      'section',
      { 'aria-labelledby': 'k-kod-h' },
      h('h2', { id: 'k-kod-h' }, h('label', { for: 'k-kod' }, tx.kod)),
      kod,
      h(
        'div',
        { class: 'k-akcje' },
        h('button', { type: 'button', class: 'k-kopiuj', onclick: () => void kopiuj() }, tx.kopiuj),
        proba,
      ),
      status,
    ),
  );
  app.replaceChildren(
    h(
      'header',
      { class: 'k-header' },
      h('h1', {}, tx.tytul),
      h(
        'div',
        { class: 'k-field k-jezyk' },
        h('label', { for: 'k-jezyk' }, tx.jezykKonfiguratora),
        h(
          'select',
          {
            id: 'k-jezyk',
            onchange: (ev: Event) => {
              const l = (ev.target as HTMLSelectElement).value as Jezyk;
              // a language that cannot be fetched leaves the page as it was (the select back on the current one)
              zaladuj(l)
                .then(
                  () => (jezyk = l),
                  () => {},
                )
                .finally(render);
            },
          },
          ...JEZYKI.map((l) => h('option', { value: l, lang: l, selected: l === jezyk }, AUTONIMY[l])),
        ),
      ),
    ),
    h('main', {}, h('p', { class: 'k-wstep' }, tx.wstep), h('div', { class: 'k-layout' }, settings, result)),
  );
  odswiez(true);
  if (focused) document.getElementById(focused)?.focus();
}

/** Re-renders the preview (a new element when its attributes change), the contrast check and the snippet. */
function odswiez(attributes: boolean) {
  const tx = t();
  for (const b of boxes) {
    for (const tok of tokenList) {
      const v = stan.tokens[tok.name];
      if (v) b.style.setProperty(tok.name, v);
      else b.style.removeProperty(tok.name);
    }
    if (attributes && stan.tag) {
      const el = document.createElement(stan.tag);
      for (const [k, v] of Object.entries(stan.attrs)) if (v !== '') el.setAttribute(k, v);
      if (stan.lang) el.setAttribute('lang', stan.lang);
      const api = stan.api.trim().replace(/\/+$/, '');
      if (api && api !== domyslneApi(bundle)) el.setAttribute('api', api);
      b.replaceChildren(el);
    }
  }
  const fmt = new Intl.NumberFormat(jezyk, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  kontrastList.replaceChildren(
    ...sprawdz({ ...DOMYSLNE, ...stan.tokens }).map((w) => {
      // rounded down: 4.48 must not read as the 4.5 it fails
      const ratio = fmt.format(Math.floor(w.ratio * 10) / 10);
      return h(
        'li',
        { class: w.ok ? 'k-ok' : 'k-zle' },
        h('span', { 'aria-hidden': 'true', class: 'k-znak' }, w.ok ? '✓' : '⚠'),
        ' ',
        wstaw(w.ok ? tx.kontrastOk : tx.kontrastZly, { para: tx.pary[w.id], ratio }),
      );
    }),
  );
  kod.value = stan.tag ? snippet(stan) : '';
  proba.href = new URL(
    `konfigurator/proba?u=${encodeURIComponent(JSON.stringify(stan))}`,
    document.baseURI,
  ).href;
  status.textContent = '';
}

/** Clipboard API; where it is missing or refused, the snippet is selected for Ctrl+C. */
async function kopiuj() {
  try {
    await navigator.clipboard.writeText(kod.value);
    status.textContent = t().skopiowano;
  } catch {
    kod.focus();
    kod.select();
    status.textContent = t().zaznaczono;
  }
}

async function start() {
  try {
    const [res] = await Promise.all([
      fetch(new URL('custom-elements.json', document.baseURI)),
      zaladuj(jezyk).catch(() => (jezyk = 'pl')),
    ]);
    if (!res.ok) throw new Error(String(res.status));
    const manifest = (await res.json()) as Manifest;
    grupy = katalog(manifest, uslugi);
    tokenList = tokens(manifest);
    wybierz(grupy.find((g) => g.klucz !== INNE)?.elements[0]?.tag ?? grupy[0]?.elements[0]?.tag ?? '');
    render();
  } catch {
    document.documentElement.lang = jezyk;
    app.replaceChildren(h('main', {}, h('h1', {}, t().tytul), h('p', { role: 'alert' }, t().bladManifestu)));
  }
}

void start();
