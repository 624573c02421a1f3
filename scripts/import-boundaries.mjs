// The import boundary between widgets (STYLE.md §2: widgets never import each other), shared by the lint rule
// `gmina/no-cross-widget-import` (eslint.config.js) and tests/architecture.test.ts. An import is resolved before
// it is judged, so every way of writing it counts: `../x/…`, `../../widgets/x/…`, `./../x/…`, a root-relative
// `/src/widgets/x/…` (Vite), static, re-exported or dynamic.
import { posix } from 'node:path';

/**
 * The repository path an import names, from the importing file's repository path (both with `/`): a relative
 * import resolved however many `../` it climbs, a root-relative one (`/src/…`) without its slash; null for a
 * package.
 * @param {string} from
 * @param {string} spec
 * @returns {string | null}
 */
export function resolveImport(from, spec) {
  if (spec.startsWith('.')) return posix.normalize(posix.join(posix.dirname(from), spec));
  if (spec.startsWith('/')) return posix.normalize(spec.slice(1));
  return null;
}

/** The widget folder a repository path lies in (`src/widgets/<folder>/…`), else null. */
const widgetOf = (/** @type {string} */ path) => /^src\/widgets\/([^/]+)(?:\/|$)/.exec(path)?.[1] ?? null;

/**
 * Why `from` may not import `spec`: a file of one widget importing a file of another; null when it may.
 * @param {string} from the importing file, from the repository root (`src/widgets/kontakt/Kontakt.tsx`)
 * @param {string} spec the import as written
 * @returns {string | null}
 */
export function crossWidgetImport(from, spec) {
  const own = widgetOf(from);
  const path = resolveImport(from, spec);
  const other = path && widgetOf(path);
  return own && other && other !== own
    ? `widget ${own} imports widget ${other} (${path}): widgets never import each other; shared code belongs in src/ui or src/core`
    : null;
}

/**
 * The lint rule: every import, re-export, `import()` and `import('…')` type with a fixed path, judged by
 * `crossWidgetImport`.
 */
export const noCrossWidgetImport = {
  meta: {
    type: 'problem',
    docs: { description: 'A widget imports no other widget, through any path (STYLE.md §2).' },
    schema: [],
  },
  create(context) {
    const from = posix.relative(context.cwd.replaceAll('\\', '/'), context.filename.replaceAll('\\', '/'));
    const check = (source) => {
      const spec =
        source?.type === 'Literal'
          ? source.value
          : source?.type === 'TemplateLiteral' && source.expressions.length === 0
            ? source.quasis[0].value.cooked
            : null;
      const why = typeof spec === 'string' ? crossWidgetImport(from, spec) : null;
      if (why) context.report({ node: source, message: why });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source),
    };
  },
};

export default { rules: { 'no-cross-widget-import': noCrossWidgetImport } };
