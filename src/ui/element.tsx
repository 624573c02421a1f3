/**
 * The element helper: wraps a widget component as a custom element (open shadow root, r2wc), adopts the
 * shared and the widget's stylesheets, and surrounds the component with what every widget needs —
 * configuration, API client, language, contrast and font size, the technical-break notice, attribute
 * checks and an error boundary — so a widget file holds only its own screen.
 */
import r2wc from '@r2wc/react-to-web-component';
import {
  Component,
  createElement,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useStore } from '@nanostores/react';
import { getApi, recheckStoredBreak, type Api } from '../core/api/client.ts';
import { $serverConfig, loadServerConfig } from '../core/api/konfiguracja.ts';
import { configFor } from '../core/config.ts';
import { $texts, fixedT, isLanguageLoaded, loadLanguage } from '../core/i18n/index.ts';
import { resolveLanguage, type Language } from '../core/i18n/languages.ts';
import { hasNavigationHandler } from '../core/navigation.ts';
import { $maintenance } from '../core/stores/maintenance.ts';
import { $contrast, $fontSize, $language } from '../core/stores/settings.ts';
import { WidgetContext, type WidgetEnv } from './context.ts';
import { ensureMessagesHost } from './messages-host.ts';
import { TechnicalBreak } from './TechnicalBreak.tsx';
import { Loader } from './Loader.tsx';
import { useLatest } from './useLatest.ts';
import { adoptStyles } from './sheets.ts';
import baseCss from './base.css?inline';

export interface AttributeSpec {
  /** Allowed values; anything else is reported and the widget shows a configuration message. */
  values?: readonly string[];
  required?: boolean;
}

export interface ElementDefinition<P extends object> {
  tag: string;
  component: ComponentType<P>;
  /** The widget's own attributes (besides the common `api` and `lang`). */
  attributes: { [K in keyof P & string]: AttributeSpec };
  styles?: readonly string[];
  /** The component shows the technical break itself (the portal's break page) instead of the notice. */
  handlesBreak?: boolean;
}

type CommonProps = { api?: string; lang?: string };

/** r2wc's own keys for the element's props and its render method (@r2wc/core). */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
interface R2wcElement {
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}

/** Checks attributes against their spec; returns console-ready messages naming element and attribute. */
export function attributeErrors(
  tag: string,
  spec: Record<string, AttributeSpec>,
  props: Record<string, unknown>,
) {
  const errors: string[] = [];
  for (const [name, s] of Object.entries(spec)) {
    const v = props[name];
    if (v === undefined || v === '') {
      if (s.required)
        errors.push(`<${tag}> attribute "${name}" is required (one of: ${s.values?.join(', ')})`);
    } else if (s.values && !s.values.includes(String(v))) {
      errors.push(`<${tag}> attribute "${name}" must be one of ${s.values.join(', ')}; got "${String(v)}"`);
    }
  }
  return errors;
}

/**
 * A widget that fails to render says so in its box, with a retry that renders it anew: a failure that passes (a
 * part of its code that could not be fetched, which the loader fetches again) needs no reload of the page.
 */
class Boundary extends Component<
  { message: string; retry: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('gmina: a widget failed to render', error);
  }
  override render() {
    return this.state.failed ? (
      <div className="g-error-box">
        <p role="alert" className="g-error">
          {this.props.message}
        </p>
        <button type="button" className="g-button" onClick={() => this.setState({ failed: false })}>
          {this.props.retry}
        </button>
      </div>
    ) : (
      this.props.children
    );
  }
}

/** API addresses whose stored break flag this page has re-checked: once per page load, not per element. */
const rechecked = new Set<string>();
function recheckOnce(api: Api): void {
  if (rechecked.has(api.baseURL)) return;
  rechecked.add(api.baseURL);
  void recheckStoredBreak(api);
}

function Shell<P extends object>({ def, props }: { def: ElementDefinition<P>; props: P & CommonProps }) {
  const contrast = useStore($contrast);
  const size = useStore($fontSize);
  const stored = useStore($language);
  const maintenance = useStore($maintenance);
  const serverConfigs = useStore($serverConfig);
  // texts that came for a language on screen after it was shown (a lazily fetched part's): render with them
  // (fixedT then gives a new `t`)
  useStore($texts);

  const config = useMemo(
    () => configFor(def.tag, { api: props.api, lang: props.lang }),
    [def.tag, props.api, props.lang],
  );
  const api = getApi(config.api);
  useEffect(() => void loadServerConfig(api), [api]);
  // a break flag stored by an earlier page is asked about again (spec 01 §4), so an ended break is not shown:
  // the flag as it is when the API is known, not a break that starts later
  const storedBreak = useLatest(maintenance);
  useEffect(() => {
    // the portal asks /status itself at start (handlesBreak): one call, and one place that decides
    if (storedBreak.current && !def.handlesBreak && !hasNavigationHandler()) recheckOnce(api);
  }, [api, def.handlesBreak, storedBreak]);
  const i18nEnabled = serverConfigs[api.baseURL]?.czyInternacjonalizacja ?? true;
  const lang = resolveLanguage({
    attr: config.lang,
    stored,
    langDefault: config.langDefault,
    htmlLang: document.documentElement.lang,
    i18nEnabled,
  });

  const [, setLoaded] = useState(0);
  const [failedLang, setFailedLang] = useState<string | null>(null);
  // while another language loads, the widget keeps its current one: switching never unmounts what is on
  // screen (a typed value or a chosen year survives); only a first render waits for its language
  const lastShown = useRef<Language | null>(null);
  const shownLang = isLanguageLoaded(lang) ? lang : (lastShown.current ?? 'pl');
  const waiting = !isLanguageLoaded(lang) && failedLang !== lang && lastShown.current === null;
  if (!waiting) lastShown.current = shownLang;
  // after every render, not only when `lang` changes: texts of a chunk loaded meanwhile (addTexts) make the
  // language incomplete again, and this element must then wait for them too (loadLanguage shares one fetch)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render on purpose: addTexts makes a language incomplete with no store change; setLoaded runs only while the shown language is not the one asked for, so it settles
  useEffect(() => {
    if (isLanguageLoaded(lang)) {
      // another element's load completed between this render and this effect: show the language now
      if (shownLang !== lang) setLoaded((n) => n + 1);
    } else if (failedLang !== lang) {
      // a language chunk that cannot be fetched leaves the widget in Polish; the user's choice is kept
      loadLanguage(lang).then(
        () => setLoaded((n) => n + 1),
        () => setFailedLang(lang),
      );
    }
  });
  const inPortal = hasNavigationHandler();
  const t = fixedT(shownLang);
  const env: WidgetEnv = useMemo(
    () => ({ tag: def.tag, t, lang: shownLang, api, config, inPortal }),
    [def.tag, t, shownLang, api, config, inPortal],
  );

  const errors = attributeErrors(def.tag, def.attributes, props);
  const errorKey = errors.join('\n');
  // reported once per distinct misconfiguration, not on every render
  const latestErrors = useLatest(errors);
  useEffect(
    () => latestErrors.current.forEach((e) => console.error(`gmina: ${e}`)),
    [errorKey, latestErrors],
  );

  let body: ReactNode;
  if (errors.length) {
    body = (
      <p role="alert" className="g-error">
        {env.t('wspolne.bladKonfiguracji', { szczegoly: errors.join('; ') })}
      </p>
    );
  } else if (maintenance && !env.inPortal && !def.handlesBreak) {
    body = <TechnicalBreak />;
  } else if (waiting) {
    body = <Loader />;
  } else {
    body = (
      <Boundary message={env.t('wspolne.bladWidzetu')} retry={env.t('wspolne.ponow')}>
        {createElement(def.component, props)}
      </Boundary>
    );
  }
  // once it shows something, the element marks its host (light DOM) `data-ready`: a sandboxed preview that
  // resizes only on light-DOM changes (WordPress's block editor) grows to the rendered height, and a page may
  // style `gmina-…:not([data-ready])` as a placeholder
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (waiting) return;
    const host = (root.current?.getRootNode() as ShadowRoot | null)?.host;
    if (host && !host.hasAttribute('data-ready')) host.setAttribute('data-ready', '');
  }, [waiting]);
  return (
    <WidgetContext.Provider value={env}>
      <div
        className={`g-root g-size-${size}${contrast ? ' g-hc' : ''}`}
        lang={shownLang}
        part="root"
        ref={root}
      >
        {body}
      </div>
    </WidgetContext.Provider>
  );
}

/** Defines the custom element once; a tag already defined (a second copy of the bundle) is left alone. */
export function defineElement<P extends object>(def: ElementDefinition<P>): void {
  if (customElements.get(def.tag)) return;
  const styles = [baseCss, ...(def.styles ?? [])];
  const props = Object.fromEntries(
    ['api', 'lang', ...Object.keys(def.attributes)].map((name) => [name, 'string' as const]),
  );
  // r2wc hands over one mutable props object; a copy per render lets memoised values see changes.
  const Wrapper = (p: object) => <Shell def={def} props={{ ...p } as P & CommonProps} />;
  const Base = r2wc(Wrapper, { shadow: 'open', props });
  customElements.define(
    def.tag,
    class extends Base {
      constructor() {
        super();
        const root = this.shadowRoot!;
        adoptStyles(root, styles);
        // theme tokens in the page's JSON block (for pages whose policy drops an inline <style>): their code is
        // fetched only by pages that set them, and it reads the block (a malformed one is reported by configFor)
        if (document.getElementById('gmina-config')?.textContent?.includes('"motyw"'))
          void import('./motyw.ts').then((m) => m.default(root));
      }
      connectedCallback() {
        (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
        ensureMessagesHost();
      }
      /** r2wc ignores a removed attribute (DESIGN.md §4): removing one resets its prop to the default. */
      attributeChangedCallback(name: string, old: string | null, value: string | null) {
        if (value !== null)
          return (Base.prototype as unknown as R2wcElement).attributeChangedCallback.call(
            this,
            name,
            old,
            value,
          );
        const own = this as unknown as Record<symbol, unknown>;
        const current = own[R2WC_PROPS] as Record<string, unknown>;
        delete current[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())];
        (own[R2WC_RENDER] as () => void).call(this);
      }
    },
  );
}
