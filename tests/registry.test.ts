/**
 * The widgets' declarations (`src/widgets/<folder>/declaration.ts`) are the one place where an element's tag,
 * services, routes and kind of subject are written (issue 25 §1): everything else — the registry, the loader's
 * map, the portal's pages, the manifest and the contract server's guards — is derived from them. These tests
 * read the declarations, the folders and the server's guards and compare.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { deklaracje, PLIK_DEKLARACJI } from '../src/registry/deklaracje.ts';
import { builtTags, elementSources } from '../src/registry/elements.ts';
import { stronyElementow, uslugi } from '../src/registry/uslugi.ts';
import { uslugiSciezek, wymaganyWywolania } from '../src/registry/wywolania.ts';
import { shellPaths } from '../src/host/routes.tsx';
// @ts-expect-error -- plain JS build script without type declarations
import { buildManifest } from '../scripts/manifest.mjs';

const root = join(import.meta.dirname, '..');
const WIDGETS = join(root, 'src/widgets');
const folders = readdirSync(WIDGETS).filter((f) => statSync(join(WIDGETS, f)).isDirectory());
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx|mjs)$/.test(f) ? [p] : [];
  });
}
const duplicates = <T>(xs: readonly T[]) => xs.filter((x, i) => xs.indexOf(x) !== i);

/** What the server's guards ask for, recorded while the app is built: guarded call → kind of subject. */
const straznicy = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../src/registry/wywolania.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../src/registry/wywolania.ts')>();
  return {
    ...orig,
    wymaganyWywolania: (sciezka: string) => {
      const wymagany = orig.wymaganyWywolania(sciezka);
      straznicy.set(sciezka, wymagany);
      return wymagany;
    },
  };
});

describe('one tag, one folder, one declaration', () => {
  it('every widget folder holds one element: its declaration.ts, named as its tag, and its element.ts', () => {
    expect(folders.length).toBeGreaterThan(30);
    for (const folder of folders) {
      const own = readdirSync(join(WIDGETS, folder));
      expect(
        own.filter((f) => f.endsWith(PLIK_DEKLARACJI)),
        folder,
      ).toEqual([PLIK_DEKLARACJI]);
      expect(
        own.filter((f) => f.endsWith('element.ts')),
        folder,
      ).toEqual(['element.ts']);
    }
    expect(deklaracje.map((d) => d.tag).sort()).toEqual(folders.map((f) => `gmina-${f}`).sort());
    for (const d of deklaracje)
      expect(d.element, d.tag).toBe(`src/widgets/${d.tag.slice('gmina-'.length)}/element.ts`);
  });

  it('every declared element is built: an entry of the build defining that tag, in the manifest', () => {
    expect(Object.keys(elementSources).sort()).toEqual(
      ['gmina-portal', ...deklaracje.map((d) => d.tag)].sort(),
    );
    for (const d of deklaracje) {
      const src = elementSources[d.tag]!;
      expect(existsSync(join(root, src)), src).toBe(true);
      expect(readFileSync(join(root, src), 'utf8'), src).toMatch(
        new RegExp(`defineElement\\(\\{\\s*tag: '${d.tag}'`),
      );
    }
    const manifest = buildManifest(root) as {
      modules: { path: string; declarations: { tagName: string }[] }[];
    };
    expect(manifest.modules.map((m) => m.declarations[0]!.tagName).sort()).toEqual([...builtTags].sort());
    for (const m of manifest.modules) expect(elementSources[m.declarations[0]!.tagName]).toBe(m.path);
    // every service's element is built
    for (const u of uslugi) expect(builtTags, `service ${u.id}`).toContain(u.tag);
  });
});

describe('nothing written twice', () => {
  it('no service id and no route is declared twice, nor collides with a page of the shell', () => {
    expect(duplicates(uslugi.map((u) => u.id))).toEqual([]);
    const declared = [
      ...uslugi.map((u) => u.route),
      ...deklaracje.flatMap((d) => (d.strony ?? []).map((s) => s.route)),
    ];
    expect(duplicates(declared)).toEqual([]);
    const shellOwn = shellPaths.filter((p) => !(p in stronyElementow));
    expect(declared.filter((r) => shellOwn.includes(r))).toEqual([]);
    expect(Object.keys(stronyElementow).sort()).toEqual(
      deklaracje.flatMap((d) => (d.strony ?? []).map((s) => s.route)).sort(),
    );
  });

  it('outside the declarations, no code writes a service route, and no widget or server code a kind of subject', () => {
    // links from one service to another, kept until their screens move (issue 25 §2)
    const LINKS = ['src/features/platnosc/WynikPlatnosci.tsx', 'src/widgets/panel-uzytkownika/Panel.tsx'];
    const kod = [...files(join(root, 'src')), ...files(join(root, 'server'))]
      .map((f) => relative(root, f))
      .filter((f) => !/\.test\.tsx?$|\.fixtures\.ts$/.test(f) && !f.endsWith('/' + PLIK_DEKLARACJI));
    expect(kod.length).toBeGreaterThan(200);
    for (const f of kod) {
      const text = readFileSync(join(root, f), 'utf8');
      if (!LINKS.includes(f))
        for (const u of uslugi) expect(text.includes(`'${u.route}'`), `${f} writes ${u.route}`).toBe(false);
      if (/^src\/widgets\/|^server\//.test(f)) {
        expect(text, f).not.toMatch(/wymagany(=|: )["'](osoba|instytucja)["']/);
        expect(text, f).not.toMatch(/chronione\([^)]*["'](osoba|instytucja)["']/);
      }
      // service ids per call: derived from the declarations (src/registry/wywolania.ts), not listed on the server
      if (f.startsWith('server/')) expect(text, f).not.toMatch(/: UslugiSciezek = /);
    }
  });
});

describe("the server's guards and break follow the declarations", () => {
  it('guards exactly the calls of the protected services, each with the kind of subject they declare', async () => {
    const { createApiApp } = await import('../server/app.ts');
    const db = { query: () => Promise.resolve({ rows: [] }) } as unknown as Parameters<
      typeof createApiApp
    >[0]['db'];
    createApiApp({ db, allowedOrigins: [], adminToken: 'x', demo: false });
    expect(straznicy.size).toBeGreaterThan(30);
    const chronione = uslugi.filter((u) => u.chroniona);
    const declared = new Set(chronione.flatMap((u) => u.api));
    expect([...straznicy.keys()].filter((p) => !declared.has(p))).toEqual([]);
    expect([...declared].filter((p) => !straznicy.has(p))).toEqual([]);
    for (const u of chronione)
      for (const p of u.api) expect(straznicy.get(p), `${p} (service ${u.id})`).toBe(u.wymagany);
    // the two services for one kind of subject (spec 02 §6)
    expect(straznicy.get('/el/dajAktualneZameldowanie')).toBe('osoba');
    expect(straznicy.get('/alkohole/dajOplatyZaZezwolenia')).toBe('instytucja');
    // public services' calls are not guarded
    for (const u of uslugi.filter((u) => !u.chroniona))
      for (const p of u.api) expect(straznicy.has(p), p).toBe(false);
  });

  it('refuses a protected call that no service declares', () => {
    expect(() => wymaganyWywolania('/nieznane/dajCos')).toThrow(/no service declares/);
  });

  it('blocks a call in the per-service break by the ids of the services declaring it', () => {
    expect(uslugiSciezek['/fk/gmina/dajLataBudzetowe']).toEqual([1, 2]);
    expect(uslugiSciezek['/fk/gmina/dajDochodyBudzetu']).toEqual([1]);
    expect(uslugiSciezek['/paliwa/dajWnioskiOZwrotAkcyzy']).toEqual([35, 36]);
    for (const u of uslugi) {
      expect(u.api.length, `service ${u.id} declares its calls`).toBeGreaterThan(0);
      for (const p of u.api) expect(uslugiSciezek[p], p).toContain(u.id);
    }
  });
});
