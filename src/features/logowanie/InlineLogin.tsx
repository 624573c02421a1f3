import { useEffect, useId, useRef } from 'react';
import { useWidget } from '../../ui/context.ts';
import formCss from '../../ui/form.css?inline';
import { LoginForm } from './LoginForm.tsx';
import css from './logowanie.css?inline';

/** The stylesheets the inline login needs in the shadow root of the widget that hosts it. */
export const inlineLoginStyles: readonly string[] = [formCss, css];

/** The widget whose "Przejdź do formularza logowania" led to the form: after the login the focus returns there. */
let cameFrom: Element | null = null;

const hostOf = (node: Node | null | undefined) => {
  const root = node?.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
};

/**
 * Calls `act` with what `find` finds in `root` once it is there (now, or when the tree changes), or never: the
 * wait ends after 10 s. `act` returns false to go on waiting.
 */
function whenFound<T>(root: ShadowRoot, find: () => T | undefined | null, act: (found: T) => boolean | void) {
  const attempt = () => {
    const found = find();
    return found != null && act(found) !== false;
  };
  if (attempt()) return;
  const watch = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), 10_000);
  const stop = () => {
    watch.disconnect();
    clearTimeout(timer);
  };
  watch.observe(root, { childList: true, subtree: true });
}

/**
 * Issue 27 item 10 (WCAG 2.4.3): after the inline login the focus goes to the widget the resident was using, to
 * its first heading once its content is there (the login form that had the focus is gone by then). The content
 * may first wait for the account and subject; the focus stays where the resident has moved it meanwhile.
 */
function focusWidget(host: Element, form: Element | null): void {
  if (!host.shadowRoot) return;
  const root = host.shadowRoot;
  whenFound(
    root,
    () => [...root.querySelectorAll<HTMLElement>('h1, h2, h3')].find((h) => !h.closest('.g-login-gate')),
    (h) => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== host && active !== form) return;
      if (!h.hasAttribute('tabindex')) h.tabIndex = -1;
      h.focus();
    },
  );
}

/**
 * Login offered inside a protected widget (issue 4 "Embedded use"): the notice and the login form; no
 * navigation after success — the widget (and every other widget of the page, through the shared stores)
 * simply shows its content. With several protected widgets on one page only the first shows the form; the
 * others (`form` is the widget that shows it) say so and take the focus to it.
 */
export function InlineLogin({ form, usluga }: { form: HTMLElement | null; usluga?: string }) {
  const { t } = useWidget();
  const introId = useId();
  const box = useRef<HTMLDivElement>(null);
  // kept past unmount: the login's end (onDone) comes after the stores have swapped the form for the content
  const own = useRef<Element | null>(null);
  useEffect(() => {
    own.current = hostOf(box.current);
  }, []);
  // each gate names its service (issue 27 item 6): eight identical notices on one page say nothing
  const intro = usluga ? t('logowanie.wymagaLogowaniaUslugi', { usluga }) : t('logowanie.wymagaLogowania');
  if (form)
    return (
      <div className="g-inline-login" ref={box}>
        <p className="g-intro" id={introId} tabIndex={-1}>
          {intro}
        </p>
        <button
          type="button"
          aria-describedby={introId}
          className="g-button g-secondary"
          onClick={() => {
            cameFrom = own.current;
            form.scrollIntoView({ block: 'center' });
            // the form may still be on its way (its chunk, its texts): the focus goes to it once it is there
            if (form.shadowRoot)
              whenFound(
                form.shadowRoot,
                () => form.shadowRoot?.querySelector<HTMLInputElement>('input'),
                (input) => input.focus(),
              );
          }}
        >
          {t('logowanie.doFormularza')}
        </button>
      </div>
    );
  return (
    <div className="g-inline-login" ref={box}>
      <p className="g-intro" tabIndex={-1}>
        {intro}
      </p>
      <LoginForm
        onDone={() => {
          const target = cameFrom ?? own.current;
          cameFrom = null;
          if (target?.isConnected) focusWidget(target, own.current);
        }}
      />
    </div>
  );
}
