import { describe, expect, it, vi } from 'vitest';
import { resolveConfig } from './config.ts';
import { sprawdzMotyw, wartoscTokenuOk } from './motyw.ts';

const opts = {
  base: 'https://gmina.example.pl/aktualnosci/budzet',
  defaultApi: 'https://cdn.example.pl/api',
};

describe('runtime configuration (DESIGN.md §4)', () => {
  it('takes each option from the highest layer that sets it', () => {
    const cfg = resolveConfig(
      [
        { lang: 'en' },
        { api: 'https://bip.example.pl/api/', lang: 'de' },
        { api: 'https://other.example.pl' },
      ],
      opts,
    );
    expect(cfg).toEqual({ api: 'https://bip.example.pl/api', lang: 'en' });
  });

  it('resolves a relative API address against the page and falls back to the default', () => {
    expect(resolveConfig([{ api: '/api' }], opts).api).toBe('https://gmina.example.pl/api');
    expect(resolveConfig([{}], opts)).toEqual({ api: 'https://cdn.example.pl/api' });
  });

  it('reports a bad value naming the element and the option, then uses the next layer', () => {
    const report = vi.fn();
    const cfg = resolveConfig([{ lang: 'fr' }, { lang: 'uk' }], {
      ...opts,
      names: ['<gmina-budzet> attribute', '#gmina-config option'],
      report,
    });
    expect(cfg.lang).toBe('uk');
    expect(report).toHaveBeenCalledWith(
      'gmina: <gmina-budzet> attribute "lang" must be one of pl, en, de, uk; got "fr"',
    );
  });

  it('takes the default language (langDefault) from the page layers and checks it like lang', () => {
    const report = vi.fn();
    const cfg = resolveConfig([{}, { langDefault: 'fr' }, { langDefault: 'de' }], {
      ...opts,
      names: ['<gmina-budzet> attribute', '#gmina-config option', 'loader data-* attribute'],
      report,
    });
    expect(cfg).toEqual({ api: opts.defaultApi, langDefault: 'de' });
    expect(report).toHaveBeenCalledWith(
      'gmina: #gmina-config option "langDefault" must be one of pl, en, de, uk; got "fr"',
    );
  });

  it('rejects an API address that is not a URL', () => {
    const report = vi.fn();
    expect(resolveConfig([{ api: 'http://[::1' }], { ...opts, report }).api).toBe(opts.defaultApi);
    expect(report.mock.calls[0]?.[0]).toMatch(/"api" must be a URL/);
  });
});

describe('theme tokens of the JSON block ("motyw")', () => {
  const source = '#gmina-config option';

  it('takes --gmina-* tokens with a colour, size or font list, trimmed', () => {
    const report = vi.fn();
    expect(
      sprawdzMotyw(
        {
          '--gmina-color-primary': ' #1e6b34 ',
          '--gmina-color-bg': 'rgb(255, 250, 240)',
          '--gmina-font-family': '"Source Serif 4", Georgia, serif',
          '--gmina-radius': 'calc(0.25em + 1px)',
          '--gmina-color-text': 'color-mix(in srgb, black 90%, navy)',
        },
        source,
        report,
      ),
    ).toEqual({
      '--gmina-color-primary': '#1e6b34',
      '--gmina-color-bg': 'rgb(255, 250, 240)',
      '--gmina-font-family': '"Source Serif 4", Georgia, serif',
      '--gmina-radius': 'calc(0.25em + 1px)',
      '--gmina-color-text': 'color-mix(in srgb, black 90%, navy)',
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('reports and leaves out other properties and unsafe values, naming the source and the token', () => {
    const report = vi.fn();
    const tokens = sprawdzMotyw(
      {
        '--gmina-color-primary': '#8b0000',
        color: 'red',
        '--other-color': 'red',
        '--gmina-color-bg': 'url(https://tracker.example/x.png)',
        '--gmina-radius': '1px; } :host { display: none',
        '--gmina-font-family': 'var(--page-font)',
        '--gmina-color-text': 'red !important',
        '--gmina-color-muted': 12,
        '--gmina-color-error': '',
      },
      source,
      report,
    );
    expect(tokens).toEqual({ '--gmina-color-primary': '#8b0000' });
    expect(report.mock.calls.map((c) => c[0])).toEqual([
      'gmina: #gmina-config option "motyw" takes only --gmina-* tokens; got "color"',
      'gmina: #gmina-config option "motyw" takes only --gmina-* tokens; got "--other-color"',
      'gmina: #gmina-config option "motyw" "--gmina-color-bg" must be a colour, size or font list; got "url(https://tracker.example/x.png)"',
      'gmina: #gmina-config option "motyw" "--gmina-radius" must be a colour, size or font list; got "1px; } :host { display: none"',
      'gmina: #gmina-config option "motyw" "--gmina-font-family" must be a colour, size or font list; got "var(--page-font)"',
      'gmina: #gmina-config option "motyw" "--gmina-color-text" must be a colour, size or font list; got "red !important"',
      'gmina: #gmina-config option "motyw" "--gmina-color-muted" must be a colour, size or font list; got 12',
      'gmina: #gmina-config option "motyw" "--gmina-color-error" must be a colour, size or font list; got ""',
    ]);
  });

  it('reports a "motyw" that is not an object; none at all is no theme and no error', () => {
    const report = vi.fn();
    expect(sprawdzMotyw(['#fff'], source, report)).toEqual({});
    expect(sprawdzMotyw('#fff', source, report)).toEqual({});
    expect(report).toHaveBeenCalledTimes(2);
    expect(report.mock.calls[0]![0]).toMatch(/^gmina: #gmina-config option "motyw" must be an object/);
    report.mockClear();
    expect(sprawdzMotyw(undefined, source, report)).toEqual({});
    expect(report).not.toHaveBeenCalled();
  });

  it('refuses any CSS function but those of colours and sizes, and the characters that end a rule', () => {
    for (const ok of ['#fff', 'hsl(210 50% 40%)', 'oklch(0.5 0.1 250)', 'min(2px, 0.2em)', '16px', 'inherit'])
      expect(wartoscTokenuOk(ok), ok).toBe(true);
    for (const bad of [
      'image-set("x.png" 1x)',
      'URL(x)',
      'url (x)',
      '(x)',
      'expression(alert(1))',
      'red}',
      'a</style>',
      'a\\66',
      'x'.repeat(201),
    ])
      expect(wartoscTokenuOk(bad), bad).toBe(false);
  });
});
