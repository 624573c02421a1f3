import { describe, expect, it, vi } from 'vitest';
import { resolveConfig } from './config.ts';

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

  it('rejects an API address that is not a URL', () => {
    const report = vi.fn();
    expect(resolveConfig([{ api: 'http://[::1' }], { ...opts, report }).api).toBe(opts.defaultApi);
    expect(report.mock.calls[0]?.[0]).toMatch(/"api" must be a URL/);
  });
});
