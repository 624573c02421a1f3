// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $userInfo } from '../../core/account.ts';
import { $serverConfig } from '../../core/api/konfiguracja.ts';
import type { RequestOptions } from '../../core/api/client.ts';
import { kontoPaths } from '../../core/api/konto.ts';
import { setNavigationHandler } from '../../core/navigation.ts';
import {
  $loginTarget,
  $pesel,
  $restrictedToken,
  $sessionEnd,
  $token,
  clearSession,
} from '../../core/stores/session.ts';
import { $subject } from '../../core/stores/subject.ts';
import { Logowanie } from './Logowanie.tsx';
import { logowanieFixtures as f } from '../../features/logowanie/logowanie.fixtures.ts';
import { apiError, fakeApi, mount, settle, unmountAll, type Answer } from '../../../tests/konto-harness.tsx';

const base = (more: Record<string, Answer> = {}) =>
  fakeApi({
    [kontoPaths.getToken]: f.pelny,
    [kontoPaths.userInfo]: f.jan,
    [kontoPaths.listaPodmiotow]: f.podmioty,
    ...more,
  });

useTestStorageEngine();

let went: string[] = [];
beforeEach(() => {
  went = [];
  $serverConfig.setKey('https://api.test', f.flagi);
});
afterEach(() => {
  unmountAll();
  clearSession();
  $loginTarget.set(undefined);
  $userInfo.set(null);
  setNavigationHandler(null);
  history.replaceState(null, '', '/');
  cleanTestStorage();
});
const inPortal = () => setNavigationHandler((to) => went.push(to));

async function fill(w: Awaited<ReturnType<typeof mount>>, login = 'jan.kowalski', haslo = 'Gmina#2024') {
  await w.type('Login', login);
  await w.type('Hasło', haslo);
}

describe('<Logowanie>', () => {
  it("empty fields → 'Puste pole' and 'Hasło nie może być puste', nothing sent", async () => {
    const { api, calls } = base();
    const w = await mount(api, <Logowanie />);
    await w.submit();
    expect(w.error('Login')).toBe('Puste pole');
    expect(w.error('Hasło')).toBe('Hasło nie może być puste');
    expect(w.field('Login').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('success stores token and session end, loads the subjects and goes to the remembered target, once', async () => {
    inPortal();
    $loginTarget.set('/uslugi/wykaz-pojazdow');
    const { api, calls } = base();
    const w = await mount(api, <Logowanie />, true);
    await fill(w, ' jan.kowalski ');
    await w.submit();
    expect(calls[0]).toEqual({
      path: kontoPaths.getToken,
      method: 'POST',
      body: { login: 'jan.kowalski', haslo: 'Gmina#2024', recaptcha: null },
      query: undefined,
    });
    expect(calls.map((c) => c.path)).toEqual([
      kontoPaths.getToken,
      kontoPaths.userInfo,
      kontoPaths.listaPodmiotow,
    ]);
    expect($token.get()).toBe('T-full');
    expect($restrictedToken.get()).toBeUndefined();
    expect($sessionEnd.get()).toBeGreaterThan(Date.now());
    expect($subject.get()?.nazwa).toBe('Jan Kowalski');
    expect($pesel.get()).toBe('44051401359');
    expect(went).toEqual(['/uslugi/wykaz-pojazdow']);
    expect($loginTarget.get()).toBeUndefined();
  });

  it('without a remembered target goes to the services list', async () => {
    inPortal();
    const w = await mount(base().api, <Logowanie />, true);
    await fill(w);
    await w.submit();
    expect(went).toEqual(['/lista-uslug']);
  });

  it('a restricted account goes to a remembered target only when it is one of its routes', async () => {
    inPortal();
    $loginTarget.set('/zmiana-hasla');
    const { api } = base({ [kontoPaths.getToken]: f.ograniczony });
    const w = await mount(api, <Logowanie />, true);
    await fill(w);
    await w.submit();
    expect(went).toEqual(['/zmiana-hasla']);
  });

  it('a restricted token is kept apart and leads to the user panel, not to a protected service', async () => {
    $loginTarget.set('/uslugi/wykaz-pojazdow');
    inPortal();
    const { api } = base({
      [kontoPaths.getToken]: f.ograniczony,
      [kontoPaths.userInfo]: { ...f.jan, czyNiepotwierdzony: true },
    });
    const w = await mount(api, <Logowanie />, true);
    await fill(w);
    await w.submit();
    expect($restrictedToken.get()).toBe('T-restr');
    expect($token.get()).toBeUndefined();
    expect(went).toEqual(['/panel-uzytkownika']);
  });

  it('on a CMS page a restricted login stays and explains the restriction', async () => {
    const { api } = base({
      [kontoPaths.getToken]: f.ograniczony,
      [kontoPaths.userInfo]: { ...f.jan, czyNiepotwierdzony: true },
    });
    const w = await mount(api, <Logowanie />);
    await fill(w);
    await w.submit();
    expect(w.text()).toContain('Jesteś zalogowany jako Jan Kowalski.');
    expect(w.text()).toContain('Twoja tożsamość nie została jeszcze potwierdzona');
  });

  it('1009 → the account-inactive message; what was typed stays', async () => {
    inPortal();
    const { api } = base({ [kontoPaths.getToken]: apiError(1009, 'Konto nieaktywne') });
    const w = await mount(api, <Logowanie />, true);
    await fill(w, 'ewa.wojcik');
    await w.submit();
    expect(w.alert()).toContain('Konto jest nieaktywne.');
    expect(w.alert()).toContain('Wyślij link aktywacyjny ponownie');
    expect(w.field('Login').value).toBe('ewa.wojcik');
    expect(w.field('Hasło').value).toBe('Gmina#2024');
    expect($token.get()).toBeUndefined();
    expect(went).toEqual([]);
  });

  it("other errors → the server's description; what was typed stays", async () => {
    const { api } = base({ [kontoPaths.getToken]: apiError(1001, 'Nieprawidłowy login lub hasło', 401) });
    const w = await mount(api, <Logowanie />);
    await fill(w, 'jan.kowalski', 'zle');
    await w.submit();
    expect(w.alert()).toBe('Nieprawidłowy login lub hasło');
    expect(w.field('Hasło').value).toBe('zle');
  });

  it("an overloaded server's 429 → its 'try again in N s', in the form, not a break; what was typed stays", async () => {
    inPortal();
    const opis = 'Serwer jest teraz bardzo obciążony. Spróbuj ponownie za 3 s.';
    const { api } = base({ [kontoPaths.getToken]: apiError(429, opis, 429) });
    const w = await mount(api, <Logowanie />, true);
    await fill(w);
    await w.submit();
    expect(w.alert()).toBe(opis);
    expect(w.field('Login').value).toBe('jan.kowalski');
    expect(w.field('Hasło').value).toBe('Gmina#2024');
    expect($token.get()).toBeUndefined();
    expect(went).toEqual([]);
  });

  it('links to password reset, registration and activation-link resend in the portal only', async () => {
    const w = await mount(base().api, <Logowanie />, true);
    const hrefs = [...w.host.querySelectorAll('.g-login-links a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/reset-haslo', '/rejestracja', '/reset-link']);
    unmountAll();
    const cms = await mount(base().api, <Logowanie />);
    expect(cms.host.querySelector('.g-login-links')).toBeNull();
  });

  describe('two-factor', () => {
    const twoFa = (login2Fa: Answer) =>
      base({ [kontoPaths.getToken]: f.dwaEtapy, [kontoPaths.login2Fa]: login2Fa });

    it("opens the code dialog; a wrong code → 'Błędny kod TOTP' and the field cleared; a good one logs in", async () => {
      inPortal();
      let n = 0;
      const { api, calls } = twoFa(() => (n++ === 0 ? apiError(1012, 'Błędny kod') : f.pelny));
      const w = await mount(api, <Logowanie />, true);
      await fill(w, 'marek.kaminski');
      await w.submit();
      expect(w.q('dialog h2')?.textContent).toBe('Kod jednorazowy');
      expect($token.get()).toBeUndefined();
      await w.type('Kod jednorazowy (TOTP)', '123456');
      await w.submit('Potwierdź');
      expect(w.error('Kod jednorazowy (TOTP)')).toBe('Błędny kod TOTP');
      expect(w.field('Kod jednorazowy (TOTP)').value).toBe('');
      await w.type('Kod jednorazowy (TOTP)', '654321');
      // space submits as Enter does
      await act(() => {
        w.field('Kod jednorazowy (TOTP)').dispatchEvent(
          new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }),
        );
      });
      await settle();
      await settle();
      await settle();
      expect(calls.filter((c) => c.path === kontoPaths.login2Fa).map((c) => c.body)).toEqual([
        { token: 'T-2fa', totp: '123456' },
        { token: 'T-2fa', totp: '654321' },
      ]);
      expect($token.get()).toBe('T-full');
      expect(went).toEqual(['/lista-uslug']);
    });

    it("a code that is not six digits → 'Błędny kod TOTP' without a call", async () => {
      const { api, calls } = twoFa(f.pelny);
      const w = await mount(api, <Logowanie />);
      await fill(w);
      await w.submit();
      await w.type('Kod jednorazowy (TOTP)', '12a');
      await w.submit('Potwierdź');
      expect(w.error('Kod jednorazowy (TOTP)')).toBe('Błędny kod TOTP');
      expect(calls.some((c) => c.path === kontoPaths.login2Fa)).toBe(false);
    });
  });

  describe('captcha', () => {
    it('shows the server image, sends id:answer and takes a new image after a failure, keeping login and password', async () => {
      $serverConfig.setKey('https://api.test', { ...f.flagi, czyCaptcha: true });
      let img = 0;
      const { api, calls } = base({
        [kontoPaths.captcha]: () => ({ id: `c${++img}`, obraz: `data:image/svg+xml,${img}` }),
        [kontoPaths.getToken]: apiError(1011, 'Błędnie przepisany tekst z obrazka'),
      });
      const w = await mount(api, <Logowanie />);
      expect(w.q<HTMLImageElement>('.g-captcha img')?.getAttribute('src')).toBe('data:image/svg+xml,1');
      expect(w.q<HTMLImageElement>('.g-captcha img')?.alt).toBe('Obrazek z tekstem do przepisania');
      await fill(w);
      await w.submit();
      expect(w.error('Przepisz tekst z obrazka')).toBe('Puste pole');
      await w.type('Przepisz tekst z obrazka', 'AB12');
      await w.submit();
      expect(calls.find((c) => c.path === kontoPaths.getToken)?.body).toMatchObject({ recaptcha: 'c1:AB12' });
      // issue 12 item 3: a known code in the client's own words
      expect(w.alert()).toBe('Niepoprawna odpowiedź zabezpieczenia (tekst z obrazka lub wynik pytania)');
      expect(w.q<HTMLImageElement>('.g-captcha img')?.getAttribute('src')).toBe('data:image/svg+xml,2');
      expect(w.field('Przepisz tekst z obrazka').value).toBe('');
      expect(w.field('Login').value).toBe('jan.kowalski');
      expect(w.field('Hasło').value).toBe('Gmina#2024');
    });

    it('switches to the text question and back with a labelled button that keeps focus; the answer goes as id:answer', async () => {
      $serverConfig.setKey('https://api.test', { ...f.flagi, czyCaptcha: true });
      let n = 0;
      const { api, calls } = base({
        [kontoPaths.captcha]: (o?: RequestOptions) =>
          o?.query?.['rodzaj'] === 'pytanie'
            ? { id: `p${++n}`, pytanie: 'Ile to jest siedem dodać dwa?' }
            : { id: `c${++n}`, obraz: `data:image/svg+xml,${n}` },
        [kontoPaths.getToken]: apiError(1011, 'Niepoprawna odpowiedź'),
      });
      const w = await mount(api, <Logowanie />);
      const button = (text: string) =>
        [...w.host.querySelectorAll<HTMLButtonElement>('.g-captcha button')].find(
          (b) => b.textContent === text,
        );
      const toQuestion = button('Pytanie tekstowe zamiast obrazka');
      expect(toQuestion?.type).toBe('button');
      await w.type('Przepisz tekst z obrazka', 'AB');
      toQuestion!.focus();
      await act(() => toQuestion!.click());
      await settle();
      expect(calls.at(-1)).toMatchObject({ path: kontoPaths.captcha, query: { rodzaj: 'pytanie' } });
      expect(w.q('.g-captcha img')).toBeNull();
      // the question is the answer field's label, with how to answer tied to it
      const field = w.field('Ile to jest siedem dodać dwa?');
      expect(field.value).toBe('');
      const hint = (field.getAttribute('aria-describedby') ?? '').split(' ').find((i) => i.endsWith('-hint'));
      expect(w.q(`[id="${hint}"]`)?.textContent).toBe('Wpisz wynik cyframi lub słownie.');
      // the same button, now for the way back, still has the focus
      expect(toQuestion!.isConnected).toBe(true);
      expect(toQuestion!.textContent).toBe('Obrazek zamiast pytania');
      expect(document.activeElement).toBe(toQuestion);
      expect(button('Inne pytanie')).toBeDefined();

      await fill(w);
      await w.type('Ile to jest siedem dodać dwa?', '9');
      await w.submit();
      expect(calls.find((c) => c.path === kontoPaths.getToken)?.body).toMatchObject({ recaptcha: 'p2:9' });
      // a failure brings a new question, not the image
      expect(calls.at(-1)).toMatchObject({ path: kontoPaths.captcha, query: { rodzaj: 'pytanie' } });
      expect(w.field('Ile to jest siedem dodać dwa?').value).toBe('');

      await act(() => toQuestion!.click());
      await settle();
      expect(w.q<HTMLImageElement>('.g-captcha img')?.getAttribute('src')).toBe(`data:image/svg+xml,${n}`);
      expect(w.field('Przepisz tekst z obrazka')).toBeDefined();
      expect(toQuestion!.textContent).toBe('Pytanie tekstowe zamiast obrazka');
    });
  });

  it('identity buttons appear when the office enables them', async () => {
    $serverConfig.setKey('https://api.test', {
      ...f.flagi,
      czyLogowaniePrzezWezelKrajowy: true,
      czyLogowaniePrzezEpuap: true,
    });
    const w = await mount(base().api, <Logowanie />, true);
    const names = [...w.host.querySelectorAll('.g-identity button')].map((b) => b.textContent);
    expect(names).toEqual(['login.gov.pl (węzeł krajowy)', 'Profil zaufany (ePUAP)']);
    unmountAll();
    // on a CMS page there is no portal page for the provider to return to
    const cms = await mount(base().api, <Logowanie />);
    expect(cms.host.querySelector('.g-identity')).toBeNull();
  });

  it('without czyLogowaniePrzezPortal only the identity providers are offered', async () => {
    $serverConfig.setKey('https://api.test', {
      ...f.flagi,
      czyLogowaniePrzezPortal: false,
      czyLogowaniePrzezEpuap: true,
    });
    const w = await mount(base().api, <Logowanie />, true);
    expect(w.host.querySelector('form')).toBeNull();
    expect(w.host.querySelectorAll('.g-identity button')).toHaveLength(1);
  });
});

describe('a login whose account cannot be loaded', () => {
  it('is undone: no token stays, the error is shown, the typed values stay', async () => {
    const { api } = base({ [kontoPaths.listaPodmiotow]: apiError(500, 'Błąd serwera', 500) });
    const w = await mount(api, <Logowanie />);
    await fill(w);
    await w.submit();
    expect($token.get()).toBeUndefined();
    expect(w.alert()).toBe('Błąd serwera');
    expect(w.field('Login').value).toBe('jan.kowalski');
  });
});
