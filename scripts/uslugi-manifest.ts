/**
 * What the build knows of the registry beyond the widgets' JSDoc: each service's element, group and protection,
 * and the services list's names in each language. The configurator page gets them as `virtual:gmina-uslugi`
 * (scripts/vite-konfigurator.ts), `custom-elements.json` as its `x-gmina` fields (scripts/manifest.mjs). Its own
 * module: manifest.mjs imports it, and it imports nothing of manifest.mjs.
 */
import { elementSources } from '../src/registry/elements.ts';
import { grupyUslug, uslugi } from '../src/registry/uslugi.ts';
import de from '../src/host/i18n/de.ts';
import en from '../src/host/i18n/en.ts';
import pl from '../src/host/i18n/pl.ts';
import uk from '../src/host/i18n/uk.ts';
import konfiguratorDe from '../src/konfigurator/texts.de.ts';
import konfiguratorEn from '../src/konfigurator/texts.en.ts';
import konfiguratorPl from '../src/konfigurator/texts.pl.ts';
import konfiguratorUk from '../src/konfigurator/texts.uk.ts';

/** Each service's element, group key (grupyUslug) and protection: what the configurator knows of the registry. */
export function uslugiElementow() {
  const klucz = new Map(Object.entries(grupyUslug).map(([k, nazwa]) => [nazwa as string, k]));
  return uslugi.map((u) => ({
    id: u.id,
    tag: u.tag,
    grupa: klucz.get(u.grupa) ?? u.grupa,
    chroniona: u.chroniona,
    ...(u.attrs ? { attrs: u.attrs } : {}),
  }));
}

/**
 * The services list's names in each language, as the portal shows them: its group names, and each service's name
 * (the portal's translation, else the registry's Polish name), for the built elements' services only (the page
 * lists built elements). Copied in at build time, not imported, for the reason above.
 */
export function nazwyUslug(): Record<
  string,
  { grupy: Record<string, string>; uslugi: Record<string, string> }
> {
  return Object.fromEntries(
    Object.entries({ pl, en, de, uk }).map(([lang, texts]) => {
      const own = (texts.portal as { nazwyUslug?: Record<string, string> }).nazwyUslug ?? {};
      const names = Object.fromEntries(
        uslugi
          .filter((u) => u.tag in elementSources)
          .map((u) => [u.id, lang === 'pl' ? u.nazwa : (own[`u${u.id}`] ?? u.nazwa)]),
      );
      return [lang, { grupy: texts.portal.grupy, uslugi: names }];
    }),
  );
}

const JEZYKI = ['pl', 'en', 'de', 'uk'] as const;

/**
 * The registry's fields of `custom-elements.json` (`x-gmina`): the groups of the services list in its order, named
 * in every language as the portal names them (elements that are no service go last, under `inne`, named as the
 * configurator names them), and per element its group, whether the reader logs in inside it, its services with
 * their names and attributes, and its and its attributes' descriptions in every language. A CMS plugin groups,
 * labels and describes its blocks from this one file.
 */
export function gminaFields() {
  const services = uslugiElementow();
  const names = nazwyUslug();
  const inne = { pl: konfiguratorPl, en: konfiguratorEn, de: konfiguratorDe, uk: konfiguratorUk };
  const order = [...new Set(services.map((u) => u.grupa)), 'inne'];
  const byLang = (name: (lang: (typeof JEZYKI)[number]) => string | undefined) =>
    Object.fromEntries(JEZYKI.map((lang) => [lang, name(lang)]));
  return {
    grupy: order.map((klucz) => ({
      klucz,
      nazwy: byLang((l) => (klucz === 'inne' ? inne[l].konfigurator.inneElementy : names[l]?.grupy[klucz])),
    })),
    deklaracja: (tag: string) => {
      const own = services.filter((u) => u.tag === tag);
      const opisyAtrybutow = (l: (typeof JEZYKI)[number]) =>
        (inne[l].konfigurator.opisyAtrybutow as Record<string, Record<string, string> | undefined>)[tag] ??
        {};
      const atrybuty = [...new Set(JEZYKI.flatMap((l) => Object.keys(opisyAtrybutow(l))))];
      return {
        grupa: own[0]?.grupa ?? 'inne',
        chroniony: own.some((u) => u.chroniona),
        // the element's and its attributes' descriptions in every language, as the configurator shows them (the
        // manifest's own `summary` and `description` are the JSDoc's English)
        opisy: byLang((l) => (inne[l].konfigurator.opisy as Record<string, string | undefined>)[tag]),
        ...(atrybuty.length
          ? {
              opisyAtrybutow: Object.fromEntries(
                atrybuty.map((a) => [a, byLang((l) => opisyAtrybutow(l)[a])]),
              ),
            }
          : {}),
        uslugi: own.map((u) => ({
          id: u.id,
          nazwy: byLang((l) => names[l]?.uslugi[u.id]),
          ...(u.attrs ? { attrs: u.attrs } : {}),
        })),
      };
    },
  };
}
