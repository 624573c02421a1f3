/// <reference types="mocha" />
/**
 * Interface language with the office's internationalisation on: the `lang` attribute wins, else the page's
 * `<html lang>`, else Polish; en, de and uk are fetched as chunks when first needed.
 */
import { expect } from 'chai';
import { dochody } from './budzet.fixtures.ts';
import { installFakeApi } from './fake-api.ts';
import {
  $,
  cleanup,
  eventually,
  heading,
  loadBundle,
  mount,
  pagerRange,
  untilRows,
  until,
} from './helpers.ts';

const api = installFakeApi();
const rootLang = (el: Element) => $(el, '.g-root')?.lang;

describe('language', () => {
  const htmlLang = document.documentElement.lang;

  before(() => loadBundle());
  afterEach(() => {
    document.documentElement.lang = htmlLang;
    cleanup();
    api.reset();
  });

  it('lang="en" shows English', async () => {
    const el = mount('<gmina-budzet rodzaj="dochody" lang="en"></gmina-budzet>');
    await until(() => heading(el) === 'Budget income', 'the English heading');
    await untilRows(el);
    expect(rootLang(el)).to.equal('en');
    expect($(el, 'caption')!.textContent).to.equal('Budget income – 2025');
  });

  it('lang="de" shows German', async () => {
    const el = mount('<gmina-budzet rodzaj="dochody" lang="de"></gmina-budzet>');
    await until(() => heading(el) === 'Haushaltseinnahmen', 'the German heading');
    expect(rootLang(el)).to.equal('de');
  });

  it('with no attribute, <html lang="uk"> gives Ukrainian', async () => {
    document.documentElement.lang = 'uk';
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await until(() => heading(el) === 'Доходи бюджету', 'the Ukrainian heading');
    expect(rootLang(el)).to.equal('uk');
  });

  it('with no attribute and no page language, Polish', async () => {
    document.documentElement.lang = '';
    const el = mount('<gmina-budzet rodzaj="dochody"></gmina-budzet>');
    await untilRows(el);
    expect(heading(el)).to.equal('Dochody budżetu');
    expect(rootLang(el)).to.equal('pl');
  });

  it('two widgets in different languages share a page; changing lang switches in place', async () => {
    const en = mount('<gmina-budzet rodzaj="dochody" lang="en"></gmina-budzet>');
    const pl = mount('<gmina-budzet rodzaj="dochody" lang="pl"></gmina-budzet>');
    await until(() => heading(en) === 'Budget income', 'the English heading');
    await until(() => heading(pl) === 'Dochody budżetu', 'the Polish heading');
    en.setAttribute('lang', 'de');
    await eventually(() => expect(heading(en)).to.equal('Haushaltseinnahmen'));
    expect(heading(pl)).to.equal('Dochody budżetu');
  });

  it('table texts follow the language (paging range)', async () => {
    api.dochody[2025] = structuredClone(dochody.wieleWierszy);
    const el = mount('<gmina-budzet rodzaj="dochody" lang="en"></gmina-budzet>');
    await until(() => pagerRange(el), 'the pager');
    expect(pagerRange(el)).to.equal('1–5 of 23');
  });

  it('removing the lang attribute falls back to the page language', async () => {
    document.documentElement.lang = 'uk';
    const el = mount('<gmina-budzet rodzaj="dochody" lang="en"></gmina-budzet>');
    await until(() => heading(el) === 'Budget income', 'the English heading');
    el.removeAttribute('lang');
    await eventually(() => expect(heading(el)).to.equal('Доходи бюджету'), 1500);
  });
});
