/**
 * Theme tokens of the page's JSON configuration block (config.ts), for pages whose Content-Security-Policy
 * drops an inline `<style>` (`style-src 'self'`):
 * `<script type="application/json" id="gmina-config">{"motyw": {"--gmina-color-primary": "#1e6b34"}}</script>`.
 * Only `--gmina-*` custom properties with the value of a colour, size or font list are taken; anything else is
 * reported like any bad option and left out. Its own module: only pages that set a theme this way load it.
 */

/** A theme token's name: a custom property of the widgets' own prefix. */
export const TOKEN = /^--gmina-[a-z0-9-]+$/;
/** The characters of a colour, size or font list: no `;`, braces, `<`, `\`, `/`, `:`, `@` or `*`. */
const ZNAKI = /^[\w\s#.,%()'"+-]{1,200}$/;
/** CSS functions a colour or a size may use; any other (`url(`, `image-set(`, `var(`…) is refused. */
const FUNKCJE = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|calc|min|max|clamp)$/i;

/** Whether a value is safe as a theme token's: a colour, size or font list, no address, no escape. */
export function wartoscTokenuOk(value: string): boolean {
  if (!ZNAKI.test(value)) return false;
  for (const m of value.matchAll(/([\w-]*)\s*\(/g)) if (!FUNKCJE.test(m[1]!)) return false;
  return true;
}

/**
 * The valid tokens of a `motyw` option (an object of token → value); each bad entry is reported, naming the
 * source (e.g. `#gmina-config option`) and the token, and skipped.
 */
export function sprawdzMotyw(
  motyw: unknown,
  source: string,
  report: (message: string) => void = (m) => console.error(m),
): Record<string, string> {
  const out: Record<string, string> = {};
  if (motyw === undefined || motyw === null) return out;
  const prefix = `gmina: ${source} "motyw"`;
  if (typeof motyw !== 'object' || Array.isArray(motyw)) {
    report(`${prefix} must be an object of --gmina-* tokens, e.g. {"--gmina-color-primary": "#1e6b34"}`);
    return out;
  }
  for (const [name, value] of Object.entries(motyw)) {
    if (!TOKEN.test(name)) report(`${prefix} takes only --gmina-* tokens; got "${name}"`);
    else if (typeof value !== 'string' || !wartoscTokenuOk(value.trim()))
      report(`${prefix} "${name}" must be a colour, size or font list; got ${JSON.stringify(value)}`);
    else out[name] = value.trim();
  }
  return out;
}
