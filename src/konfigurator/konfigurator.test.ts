import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JS build script without type declarations
import { buildManifest } from '../../scripts/manifest.mjs';
import { gminaFields, nazwyUslug, uslugiElementow } from '../../scripts/uslugi-manifest.ts';
import { enumValues, katalog, tokens, type Manifest, type UslugaElementu } from './katalog.ts';
import { DOMYSLNE, sprawdz } from './kontrast.ts';
import { snippet, styleText, type Ustawienia } from './snippet.ts';
import { elementSources } from '../registry/elements.ts';
import de from './texts.de.ts';
import en from './texts.en.ts';
import pl from './texts.pl.ts';
import uk from './texts.uk.ts';

const root = join(import.meta.dirname, '../..');
const manifest = buildManifest(root) as Manifest;
/** The registry as the build gives it to the page (virtual:gmina-uslugi). */
const services: UslugaElementu[] = uslugiElementow();
const tags = (m: Manifest, s = services) => katalog(m, s).flatMap((g) => g.elements.map((e) => e.tag));

describe('the registry’s fields of custom-elements.json (x-gmina, read by the WordPress plugin)', () => {
  interface XGmina {
    grupa: string;
    chroniony: boolean;
    uslugi: { id: number; nazwy: Record<string, string> }[];
    opisy: Record<string, string>;
    opisyAtrybutow?: Record<string, Record<string, string>>;
  }
  const withFields = buildManifest(root, gminaFields()) as {
    'x-gmina': { grupy: { klucz: string; nazwy: Record<string, string> }[] };
    modules: { declarations: { tagName: string; 'x-gmina': XGmina }[] }[];
  };

  it('give every element the group and protection the configurator shows it with', () => {
    for (const group of katalog(manifest, services))
      for (const el of group.elements) {
        const decl = withFields.modules.flatMap((m) => m.declarations).find((d) => d.tagName === el.tag)!;
        expect(decl['x-gmina'], el.tag).toMatchObject({ grupa: group.klucz, chroniony: el.chroniony });
        expect(decl['x-gmina'].uslugi.map((u) => u.id)).toEqual(el.uslugi);
      }
    const naleznosci = withFields.modules
      .flatMap((m) => m.declarations)
      .find((d) => d.tagName === 'gmina-naleznosci');
    expect(naleznosci!['x-gmina'].chroniony).toBe(true);
  });

  it('name the groups in the services list’s order in every language, as the portal does', () => {
    const { grupy } = withFields['x-gmina'];
    expect(grupy.map((g) => g.klucz)).toEqual(katalog(manifest, services).map((g) => g.klucz));
    const names = nazwyUslug();
    for (const g of grupy.filter((g) => g.klucz !== 'inne'))
      for (const lang of ['pl', 'en', 'de', 'uk'])
        expect(g.nazwy[lang], `${g.klucz} ${lang}`).toBe(names[lang]!.grupy[g.klucz]);
    // every group named in all four languages, the last (no service of the list) as the configurator names it
    for (const g of grupy) expect(Object.values(g.nazwy).filter(Boolean), g.klucz).toHaveLength(4);
    expect(grupy.at(-1)!.nazwy).toEqual({
      pl: pl.konfigurator.inneElementy,
      en: en.konfigurator.inneElementy,
      de: de.konfigurator.inneElementy,
      uk: uk.konfigurator.inneElementy,
    });
  });

  it('describe every element and its own attributes in every language, as the configurator does', () => {
    const decls = withFields.modules.flatMap((m) => m.declarations);
    for (const d of decls) {
      for (const lang of ['pl', 'en', 'de', 'uk'] as const)
        expect(d['x-gmina'].opisy[lang], `${d.tagName} ${lang}`).toBe(
          { pl, en, de, uk }[lang].konfigurator.opisy[d.tagName as 'gmina-budzet'],
        );
    }
    const budzet = decls.find((d) => d.tagName === 'gmina-budzet')!['x-gmina'];
    expect(budzet.opisyAtrybutow?.['rodzaj']).toEqual({
      pl: pl.konfigurator.opisyAtrybutow['gmina-budzet'].rodzaj,
      en: en.konfigurator.opisyAtrybutow['gmina-budzet'].rodzaj,
      de: de.konfigurator.opisyAtrybutow['gmina-budzet'].rodzaj,
      uk: uk.konfigurator.opisyAtrybutow['gmina-budzet'].rodzaj,
    });
    expect(budzet.opisyAtrybutow?.['rodzaj']?.['pl']).toMatch(/^Która część budżetu/);
    // an element without attributes of its own to describe carries none
    expect(decls.find((d) => d.tagName === 'gmina-liczba-pojazdow')!['x-gmina']).not.toHaveProperty(
      'opisyAtrybutow',
    );
  });

  it('are left out when no registry is given (the manifest stays a plain schema 2.0.0 file)', () => {
    expect(manifest).not.toHaveProperty('x-gmina');
  });
});

describe('the configurator’s list of elements', () => {
  it('has every element of custom-elements.json, each once', () => {
    const inManifest = manifest.modules.flatMap((m) => m.declarations!.map((d) => d.tagName));
    expect(tags(manifest).sort()).toEqual([...inManifest].sort());
  });

  it('shows an element added to the manifest with no change to the configurator', () => {
    const added: Manifest = {
      modules: [
        ...manifest.modules,
        {
          declarations: [
            {
              tagName: 'gmina-nowy-widzet',
              summary: 'A new one.',
              attributes: [{ name: 'tryb', type: { text: '"a" | "b"' } }],
            },
          ],
        },
      ],
    };
    expect(tags(manifest)).not.toContain('gmina-nowy-widzet');
    const inne = katalog(added, services).find((g) => g.klucz === 'inne')!;
    const el = inne.elements.find((e) => e.tag === 'gmina-nowy-widzet');
    expect(el).toMatchObject({ summary: 'A new one.', chroniony: false });
    expect(el!.attributes).toEqual([{ name: 'tryb', description: '', values: ['a', 'b'] }]);
    // once it is a protected service of the registry, it moves to that group, marked
    const asService = katalog(added, [
      ...services,
      { id: 99, tag: 'gmina-nowy-widzet', grupa: 'woda', chroniona: true },
    ]);
    expect(
      asService.find((g) => g.klucz === 'woda')!.elements.map((e) => [e.tag, e.chroniony]),
    ).toContainEqual(['gmina-nowy-widzet', true]);
  });

  it('groups as the services list does, public elements before protected ones, the rest last', () => {
    const groups = katalog(manifest, services);
    const order = [...new Set(services.map((s) => s.grupa))];
    expect(groups.map((g) => g.klucz)).toEqual(
      order.filter((k) => groups.some((g) => g.klucz === k)).concat('inne'),
    );
    expect(groups[0]!.elements[0]).toMatchObject({
      tag: 'gmina-budzet',
      chroniony: false,
      start: { rodzaj: 'dochody' },
    });
    const dues = groups
      .find((g) => g.klucz === 'naleznosci')!
      .elements.find((e) => e.tag === 'gmina-naleznosci')!;
    expect(dues.chroniony).toBe(true);
    for (const g of groups) {
      const flags = g.elements.map((e) => e.chroniony);
      expect(flags, g.klucz).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    }
  });

  it('names groups and services in every language as the portal does', () => {
    const names = nazwyUslug();
    const keys = [...new Set(services.map((s) => s.grupa))];
    for (const lang of ['pl', 'en', 'de', 'uk']) {
      for (const k of keys) expect(names[lang]!.grupy[k], `${lang} ${k}`).toBeTruthy();
      for (const s of services.filter((s) => tags(manifest).includes(s.tag)))
        expect(names[lang]!.uslugi[s.id], `${lang} ${s.id}`).toBeTruthy();
    }
    expect(names['pl']!.uslugi[2]).toBe('Wydatki budżetu');
    expect(names['en']!.uslugi[2]).toBe('Budget expenditure');
    expect(names['pl']!.grupy['budzet']).toBe('Budżet gminy');
  });

  it('makes a select of an enumeration and a text field of a free value; api and lang are set elsewhere', () => {
    const budzet = katalog(manifest, services)[0]!.elements[0]!;
    expect(budzet.attributes).toEqual([
      expect.objectContaining({ name: 'rodzaj', values: ['dochody', 'wydatki'] }),
    ]);
    expect(enumValues('string')).toBeNull();
    expect(enumValues('"tak" | "nie"')).toEqual(['tak', 'nie']);
    expect(enumValues('"tak" | number')).toBeNull();
  });

  it('offers every theme token of src/ui/base.css, with that file’s defaults', () => {
    const css = readFileSync(join(root, 'src/ui/base.css'), 'utf8');
    expect(
      tokens(manifest)
        .map((t) => t.name)
        .sort(),
    ).toEqual(Object.keys(DOMYSLNE).sort());
    for (const [name, value] of Object.entries(DOMYSLNE)) {
      const first = new RegExp(`var\\(${name},\\s*([^)]+)\\)`).exec(css)?.[1];
      expect(first, name).toBe(value || 'inherit');
    }
  });
});

describe('descriptions in the configurator’s four languages', () => {
  const texts = { pl, en, de, uk };
  const declarations = manifest.modules.flatMap((m) => m.declarations!);

  it('describe every element of custom-elements.json and of the registry in pl, en, de and uk', () => {
    const all = new Set([...declarations.map((d) => d.tagName!), ...Object.keys(elementSources)]);
    for (const [lang, { konfigurator }] of Object.entries(texts)) {
      const opisy = konfigurator.opisy as Record<string, string | undefined>;
      for (const tag of all) expect(opisy[tag]?.trim(), `${lang} ${tag}`).toBeTruthy();
      // none left in English by mistake: each language's own text
      if (lang !== 'en')
        for (const tag of all)
          expect(opisy[tag], `${lang} ${tag}`).not.toBe(en.konfigurator.opisy[tag as 'gmina-budzet']);
    }
    expect(pl.konfigurator.opisy['gmina-budzet']).toMatch(/^Dochody budżetu albo Wydatki budżetu gminy/);
  });

  it('describe every attribute an editor sets, in each language', () => {
    for (const d of declarations) {
      for (const a of d.attributes ?? []) {
        if (['api', 'lang'].includes(a.name)) continue;
        for (const [lang, { konfigurator }] of Object.entries(texts)) {
          const own = konfigurator.opisyAtrybutow as Record<string, Record<string, string> | undefined>;
          expect(own[d.tagName!]?.[a.name]?.trim(), `${lang} ${d.tagName} ${a.name}`).toBeTruthy();
        }
      }
    }
  });

  it('name a service as the services list of that language does', () => {
    const names = nazwyUslug();
    for (const [lang, { konfigurator }] of Object.entries(texts)) {
      const opisy = konfigurator.opisy as Record<string, string>;
      for (const tag of new Set(services.map((s) => s.tag))) {
        if (!(tag in opisy)) continue;
        const own = services.filter((s) => s.tag === tag).map((s) => names[lang]!.uslugi[s.id]!);
        // an element of several services (the dues of each kind) names at least their common part
        const common = own.reduce((a, b) => {
          let i = 0;
          while (i < a.length && a[i] === b[i]) i++;
          return a.slice(0, i).replace(/[\s–]+$/, '');
        });
        expect(opisy[tag]!.toLowerCase(), `${lang} ${tag}`).toContain(common.toLowerCase());
      }
    }
  });
});

describe('contrast check (WCAG 2.1 contrast ratio)', () => {
  it('passes the default theme', () => {
    expect(sprawdz(DOMYSLNE).every((w) => w.ok)).toBe(true);
  });

  it('computes the ratios of the WCAG definition and fails below 4.5:1', () => {
    const r = (colors: Record<string, string>) => Object.fromEntries(sprawdz(colors).map((w) => [w.id, w]));
    expect(r({ '--gmina-color-text': '#000000', '--gmina-color-bg': '#ffffff' }).tekst!.ratio).toBeCloseTo(
      21,
      5,
    );
    // #777 on white is 4.48:1, a classic just-fail; #767676 is 4.54:1
    expect(r({ '--gmina-color-muted': '#777777' }).drugorzedny).toMatchObject({ ok: false });
    expect(r({ '--gmina-color-muted': '#767676' }).drugorzedny).toMatchObject({ ok: true });
    const pale = r({ '--gmina-color-primary': '#ffcc00' });
    expect(pale.przycisk).toMatchObject({ ok: false });
    expect(pale.przycisk!.ratio).toBeCloseTo(1.51, 2);
    expect(pale.link).toMatchObject({ ok: false });
  });
});

describe('the snippet', () => {
  const base: Ustawienia = {
    bundle: 'https://portal.gmina.example.pl/gmina.js',
    api: 'https://portal.gmina.example.pl/api',
    tag: 'gmina-budzet',
    attrs: { rodzaj: 'wydatki' },
    lang: '',
    tokens: {},
    forma: 'style',
  };

  it('is the script tag and the element when nothing else is set', () => {
    expect(snippet(base)).toBe(
      '<script type="module" src="https://portal.gmina.example.pl/gmina.js"></script>\n' +
        '<gmina-budzet rodzaj="wydatki"></gmina-budzet>\n',
    );
  });

  it('names the API only when it is elsewhere, holds only the changed tokens and the language', () => {
    const s = snippet({
      ...base,
      api: 'https://api.gmina.example.pl/v1/',
      lang: 'en',
      tokens: { '--gmina-color-primary': '#aa0000' },
    });
    expect(s).toBe(
      '<script type="module" src="https://portal.gmina.example.pl/gmina.js" data-api="https://api.gmina.example.pl/v1"></script>\n' +
        '<style>\n  gmina-budzet {\n    --gmina-color-primary: #aa0000;\n  }\n</style>\n' +
        '<gmina-budzet rodzaj="wydatki" lang="en"></gmina-budzet>\n',
    );
    expect(styleText(s)).toBe('\n  gmina-budzet {\n    --gmina-color-primary: #aa0000;\n  }\n');
  });

  it('puts the tokens in the JSON configuration block when asked: no <style> for a strict policy to drop', () => {
    const s = snippet({
      ...base,
      forma: 'json',
      tokens: { '--gmina-color-primary': '#aa0000', '--gmina-font-family': ' "Open Sans", sans-serif ' },
    });
    expect(s).toBe(
      '<script type="module" src="https://portal.gmina.example.pl/gmina.js"></script>\n' +
        '<script type="application/json" id="gmina-config">' +
        '{"motyw": {"--gmina-color-primary": "#aa0000", "--gmina-font-family": "\\"Open Sans\\", sans-serif"}}' +
        '</script>\n' +
        '<gmina-budzet rodzaj="wydatki"></gmina-budzet>\n',
    );
    expect(styleText(s)).toBeNull();
    const json = /<script type="application\/json" id="gmina-config">(.*)<\/script>/.exec(s)![1]!;
    expect(JSON.parse(json)).toEqual({
      motyw: { '--gmina-color-primary': '#aa0000', '--gmina-font-family': '"Open Sans", sans-serif' },
    });
    // the same tokens the widgets take from the block, and the same ones left out
    expect(snippet({ ...base, forma: 'json', tokens: { '--gmina-radius': 'url(x)' } })).not.toContain(
      'gmina-config',
    );
  });

  it('cannot be broken out of: attribute values escaped, bad tokens and empty attributes left out', () => {
    const s = snippet({
      ...base,
      attrs: { rodzaj: '"><script>alert(1)</script>', karta: '' },
      tokens: { '--gmina-radius': '1px}</style><script>', color: 'red' },
    });
    expect(s).toContain('rodzaj="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(s).not.toContain('<style>');
    expect(s).not.toContain('karta');
  });
});
