// Writes dist/custom-elements.json (schema 2.0.0) from the JSDoc of every src/widgets/*/element.ts and
// src/host/element.ts: @tag, @summary, @attr, @event, @csspart, @cssproperty, @example. The common attributes
// (api, lang), the root part and the theme properties of src/ui/base.css are added to every element.
// Given the registry's view (`gminaFields` of scripts/uslugi-manifest.ts), each declaration also carries
// `x-gmina` (its group on the services list, whether the reader logs in, its services) and the manifest the
// groups' names in every language, so that a CMS plugin reads one file. Run it with tsx (it imports the registry).
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const COMMON_ATTRIBUTES = [
  {
    name: 'api',
    type: { text: 'string' },
    description: 'Base address of the office API; overrides the page configuration.',
  },
  {
    name: 'lang',
    type: { text: '"pl" | "en" | "de" | "uk"' },
    description: 'Forces the interface language.',
  },
];

/** Theme properties, read from the comment at the top of src/ui/base.css. */
export function themeProperties(root = '.') {
  const css = readFileSync(join(root, 'src/ui/base.css'), 'utf8');
  const head = css.slice(0, css.indexOf('*/'));
  return [...head.matchAll(/(--gmina-[\w-]+)\s+([^-\n][^\n]*?)(?=\s{2,}--gmina-|\n|$)/g)].map((m) => ({
    name: m[1],
    description: m[2].trim(),
  }));
}

function parseDoc(file) {
  const src = readFileSync(file, 'utf8');
  const doc = /\/\*\*([\s\S]*?)\*\/\s*defineElement/.exec(src)?.[1];
  if (!doc) return null;
  const lines = doc.split('\n').map((l) => l.replace(/^\s*\* ?/, ''));
  const description = [];
  const tags = [];
  for (const line of lines) {
    const m = /^@(\w+)\s*(.*)$/.exec(line);
    if (m) tags.push([m[1], m[2]]);
    else if (tags.length) tags[tags.length - 1][1] += ' ' + line.trim();
    else description.push(line);
  }
  const decl = {
    kind: 'class',
    customElement: true,
    description: description.join('\n').trim(),
    attributes: [],
    events: [],
    cssParts: [],
    cssProperties: [],
  };
  for (const [tag, rest] of tags) {
    const typed = /^\{([^}]*)\}\s*([\w-]+)\s*(?:-\s*)?([\s\S]*)$/.exec(rest.trim());
    const named = /^([\w-]+)\s*(?:-\s*)?([\s\S]*)$/.exec(rest.trim());
    if (tag === 'tag') decl.tagName = rest.trim();
    else if (tag === 'summary') decl.summary = rest.trim();
    else if (tag === 'example') decl.example = rest.trim();
    else if (tag === 'attr' && typed)
      decl.attributes.push({ name: typed[2], type: { text: typed[1] }, description: typed[3].trim() });
    else if (tag === 'event' && named) decl.events.push({ name: named[1], description: named[2].trim() });
    else if (tag === 'csspart' && named) decl.cssParts.push({ name: named[1], description: named[2].trim() });
    else if (tag === 'cssproperty' && named)
      decl.cssProperties.push({ name: named[1], description: named[2].trim() });
  }
  return decl;
}

/**
 * @param {string} root
 * @param {{ grupy: unknown[], deklaracja: (tag: string) => object }} [gmina] the registry's fields (x-gmina)
 */
export function buildManifest(root = '.', gmina) {
  // one element per widget folder (named as its tag without gmina-), and the portal
  const files = readdirSync(join(root, 'src/widgets'))
    .map((d) => `src/widgets/${d}/element.ts`)
    .concat('src/host/element.ts')
    .filter((f) => existsSync(join(root, f)));
  const theme = themeProperties(root);
  const modules = [];
  for (const path of files) {
    const decl = parseDoc(join(root, path));
    if (!decl?.tagName) throw new Error(`${path}: JSDoc with @tag before defineElement() is missing`);
    decl.name = decl.tagName.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());
    decl.attributes.push(...COMMON_ATTRIBUTES);
    decl.cssParts.push({ name: 'root', description: 'The widget’s root box.' });
    decl.cssProperties.push(...theme);
    if (gmina) decl['x-gmina'] = gmina.deklaracja(decl.tagName);
    modules.push({
      kind: 'javascript-module',
      path,
      declarations: [decl],
      exports: [
        {
          kind: 'custom-element-definition',
          name: decl.tagName,
          declaration: { name: decl.name, module: path },
        },
      ],
    });
  }
  // by tag: a folder is named as its tag, so moving an element between folders changes no order
  modules.sort((a, b) => (a.declarations[0].tagName < b.declarations[0].tagName ? -1 : 1));
  return {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    ...(gmina ? { 'x-gmina': { grupy: gmina.grupy } } : {}),
    modules,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { gminaFields } = await import('./uslugi-manifest.ts');
  const text = JSON.stringify(buildManifest('.', gminaFields()), null, 2) + '\n';
  writeFileSync('dist/custom-elements.json', text);
  // and its compressed copies, as the build writes them for every file (scripts/vite-precompress.ts): a copy of
  // the build's own manifest would be served in its place
  writeFileSync('dist/custom-elements.json.gz', gzipSync(text, { level: 9 }));
  writeFileSync('dist/custom-elements.json.br', brotliCompressSync(text));
  console.log('dist/custom-elements.json written');
}
