// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { ApiError, type Api, type RequestOptions } from '../../core/api/client.ts';
import { $userInfo } from '../../core/account.ts';
import { $serverConfig } from '../../core/api/konfiguracja.ts';
import { $dialog } from '../../core/stores/dialog.ts';
import { $loginTarget, $restrictedToken, $token, clearSession } from '../../core/stores/session.ts';
import type { UserInfo } from '../../core/api/konto.ts';
import type { Konfiguracja } from '../../core/api/konfiguracja.ts';
import { PanelUzytkownika } from './Panel.tsx';
import { ZmianaEmaila } from '../../features/panel/ZmianaEmaila.tsx';
import { ZmianaHasla } from '../../features/panel/ZmianaHasla.tsx';
import { mountNode, settle, unmountAll } from '../../../tests/widget-harness.tsx';
import { setNavigationHandler } from '../../core/navigation.ts';

useTestStorageEngine();

const user: UserInfo = {
  imie: 'Jan',
  nazwisko: 'Kowalski',
  login: 'jan.kowalski',
  email: 'jan@example.pl',
  pesel: '44051401359',
  nip: null,
  czasSesji: 600_000,
  czyInstytucja: false,
  czyPierwszeLogowanie: false,
  czyNiepotwierdzony: false,
  czyNiezweryfikowany: false,
};

type Answer = unknown | ((opts?: RequestOptions) => unknown);
function fakeApi(answers: Record<string, Answer>) {
  const calls: { path: string; method?: string; body?: unknown; query?: unknown }[] = [];
  const api: Api = {
    baseURL: 'https://api.test',
    async json(path, _schema, opts) {
      calls.push({ path, method: opts?.method, body: opts?.body, query: opts?.query });
      const a = answers[path];
      const v = typeof a === 'function' ? (a as (o?: RequestOptions) => unknown)(opts) : a;
      if (v instanceof Error) throw v;
      return (await v) as never;
    },
    async file() {
      throw new Error('no files here');
    },
  };
  return { api, calls };
}
const fail = (kod: number, opis: string) => new ApiError('http', '/x', 'HTTP 400', 400, kod, opis);

async function mount(node: ReactNode, api: Api) {
  const host = await mountNode(node, api);
  const inputs = () => [...host.querySelectorAll<HTMLInputElement>('input')];
  const byLabel = (text: string) => {
    const label = [...host.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
    if (!label!.htmlFor) return label!.querySelector('input')!;
    return host.querySelector<HTMLInputElement>(`#${CSS.escape(label!.htmlFor)}`)!;
  };
  return {
    host,
    inputs,
    byLabel,
    async type(input: HTMLInputElement, value: string) {
      await act(() => {
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    async submit() {
      await act(() => {
        host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
      await settle();
      await settle();
    },
    errorOf(input: HTMLInputElement) {
      const ids = input.getAttribute('aria-describedby')!.split(' ');
      return host.querySelector(`#${CSS.escape(ids[ids.length - 1]!)}`)!.textContent;
    },
    async click(text: string) {
      const b = [...host.querySelectorAll('button')].find((x) => x.textContent?.trim() === text)!;
      await act(() => b.click());
      await settle();
    },
  };
}

beforeEach(() => {
  cleanTestStorage();
  $token.set('full');
  $userInfo.set(user);
});
afterEach(() => {
  unmountAll();
  clearSession();
  $dialog.set(null);
  $serverConfig.set({});
});

/** The client's own texts of the account codes these forms meet (src/ui/konto/texts.pl.ts). */
const wlasne: Record<number, string> = {
  1105: 'Hasło powinno mieć co najmniej 8 znaków, cyfry, duże i małe litery oraz znak specjalny',
  1502: 'Nowe hasło musi się różnić od dotychczasowego',
  1511: 'Ten adres e-mail jest już używany przez inne konto',
  1519: 'Podane hasło jest nieprawidłowe',
};
describe('change password (spec 01 §8)', () => {
  const fill = async (m: Awaited<ReturnType<typeof mount>>) => {
    await m.type(m.byLabel('Aktualne hasło'), 'Stare#2024');
    await m.type(m.byLabel('Nowe hasło'), 'Nowe#20245');
    await m.type(m.byLabel('Powtórz nowe hasło'), 'Nowe#20245');
  };

  it('1519 at the old password; 1105 and 1502 at the new one', async () => {
    for (const [kod, pole] of [
      [1519, 'Aktualne hasło'],
      [1105, 'Nowe hasło'],
      [1502, 'Nowe hasło'],
    ] as const) {
      const { api, calls } = fakeApi({ '/uzytkownik/zmianaHasla': fail(kod, `opis ${kod}`) });
      const m = await mount(<ZmianaHasla onDone={() => undefined} />, api);
      await fill(m);
      await m.submit();
      expect(calls.at(-1)).toMatchObject({
        method: 'POST',
        body: { stareHaslo: 'Stare#2024', noweHaslo: 'Nowe#20245' },
      });
      // issue 12 item 3: a known code in the client's own words (the Polish ones are the server's)
      expect(m.errorOf(m.byLabel(pole))).toBe(wlasne[kod]);
      expect(m.byLabel(pole).getAttribute('aria-invalid')).toBe('true');
      const other = pole === 'Nowe hasło' ? 'Aktualne hasło' : 'Nowe hasło';
      expect(m.errorOf(m.byLabel(other))).toBe('');
    }
  });

  it('checks the spec rules before sending', async () => {
    const { api, calls } = fakeApi({});
    const m = await mount(<ZmianaHasla onDone={() => undefined} />, api);
    await m.type(m.byLabel('Nowe hasło'), 'slabe');
    await m.submit();
    expect(calls).toHaveLength(0);
    expect(m.errorOf(m.byLabel('Aktualne hasło'))).toBe('Hasło nie może być puste');
    expect(m.errorOf(m.byLabel('Nowe hasło'))).toBe(
      'Hasło powinno mieć co najmniej 8 znaków, cyfry, duże i małe litery oraz znak specjalny',
    );
  });
});

describe('change e-mail (spec 01 §8)', () => {
  it('shows the current address read-only; 1511 at the new e-mail, 1519 at the password', async () => {
    for (const [kod, pole] of [
      [1511, 'Nowy e-mail'],
      [1519, 'Hasło'],
    ] as const) {
      const { api } = fakeApi({ '/uzytkownik/zmianaEmaila': fail(kod, `opis ${kod}`) });
      const m = await mount(<ZmianaEmaila onDone={() => undefined} />, api);
      const current = m.byLabel('Aktualny e-mail');
      expect(current.value).toBe('jan@example.pl');
      expect(current.readOnly).toBe(true);
      await m.type(m.byLabel('Nowy e-mail'), 'nowy@example.pl');
      await m.type(m.byLabel('Powtórz nowy e-mail'), 'nowy@example.pl');
      await m.type(m.byLabel('Hasło'), 'Gmina#2024');
      await m.submit();
      expect(m.errorOf(m.byLabel(pole))).toBe(wlasne[kod]);
    }
  });

  it('the same address as the current one is refused before sending', async () => {
    const { api, calls } = fakeApi({});
    const m = await mount(<ZmianaEmaila onDone={() => undefined} />, api);
    await m.type(m.byLabel('Nowy e-mail'), 'JAN@example.pl');
    await m.type(m.byLabel('Hasło'), 'x');
    await m.submit();
    expect(calls).toHaveLength(0);
    expect(m.errorOf(m.byLabel('Nowy e-mail'))).toBe('Nowy i aktualny adres e-mail są takie same');
  });
});

describe('user panel (spec 01 §2, §6)', () => {
  const cfg = (over: Partial<Konfiguracja>) =>
    $serverConfig.setKey('https://api.test', {
      czyWidoczneDaneKorespondencyjne: true,
      czy2Fa: false,
      ...over,
    } as Konfiguracja);

  it('shows the data read-only and the correspondence button for a full login with the flag', async () => {
    cfg({});
    const { api } = fakeApi({});
    const m = await mount(<PanelUzytkownika />, api);
    expect(m.host.querySelector('dl')!.textContent).toContain('jan.kowalski');
    expect(m.inputs()).toHaveLength(0);
    expect(m.host.textContent).toContain('Dane korespondencyjne');
    expect(m.host.querySelector('.g-banner')).toBeNull();
  });

  it('in the portal the correspondence button leads to the correspondence data service (issue 17)', async () => {
    cfg({});
    const went: string[] = [];
    setNavigationHandler((to) => went.push(to));
    try {
      const { api } = fakeApi({});
      const host = await mountNode(<PanelUzytkownika />, api, true);
      const b = [...host.querySelectorAll('button')].find((x) => x.textContent === 'Dane korespondencyjne')!;
      await act(() => b.click());
      expect(went).toEqual(['/uslugi/dane-korespondencyjne']);
      expect(host.querySelector('dialog[open]')).toBeNull();
    } finally {
      setNavigationHandler(null);
    }
  });

  it('restricted: banners, no correspondence button', async () => {
    cfg({});
    $token.set(undefined);
    $restrictedToken.set('r');
    $userInfo.set({ ...user, czyNiepotwierdzony: true, czyNiezweryfikowany: true });
    const { api } = fakeApi({});
    const m = await mount(<PanelUzytkownika />, api);
    expect(m.host.querySelectorAll('.g-banner')).toHaveLength(2);
    expect(m.host.textContent).not.toContain('Dane korespondencyjne');
  });

  /** The open dialog of the panel, its password field, and a click on one of its buttons. */
  const otwarty = (m: Awaited<ReturnType<typeof mount>>) => {
    const d = m.host.querySelector('dialog[open]')!;
    return {
      d,
      pole: d.querySelector<HTMLInputElement>('input')!,
      async klik(text: string) {
        const b = [...d.querySelectorAll('button')].find((x) => x.textContent?.trim() === text)!;
        // the confirm button submits the dialog's form (form attribute), as a browser does
        await act(() => {
          if (b.type === 'submit') {
            const f = m.host.querySelector<HTMLFormElement>(`#${CSS.escape(b.getAttribute('form')!)}`)!;
            f.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
          } else b.click();
        });
        await settle();
        await settle();
      },
    };
  };

  it('deletes the account only with the password (issue 11 item 4), then logs out', async () => {
    cfg({ czyWidoczneDaneKorespondencyjne: false });
    let odpowiedz: unknown = fail(1519, 'Podane hasło jest nieprawidłowe');
    const { api, calls } = fakeApi({
      '/uzytkownik/usunKonto': () => odpowiedz,
      '/pi/wylogowanie': {},
    });
    const m = await mount(<PanelUzytkownika />, api);
    await m.click('Usuń konto');
    let o = otwarty(m);
    expect(o.d.textContent).toContain('Czy na pewno chcesz usunąć konto?');
    expect(o.pole.type).toBe('password');
    // empty: nothing is sent
    await o.klik('Usuń konto');
    expect(m.errorOf(o.pole)).toBe('Hasło nie może być puste');
    expect(calls.filter((c) => c.path === '/uzytkownik/usunKonto')).toHaveLength(0);
    // a wrong password: the server's description at the field, which is cleared; still logged in
    await m.type(o.pole, 'Zle#haslo1');
    await o.klik('Usuń konto');
    expect(calls.at(-1)).toMatchObject({
      path: '/uzytkownik/usunKonto',
      method: 'DELETE',
      body: { haslo: 'Zle#haslo1', totp: null },
    });
    o = otwarty(m);
    expect(m.errorOf(o.pole)).toBe('Podane hasło jest nieprawidłowe');
    expect(o.pole.value).toBe('');
    expect($token.get()).toBe('full');
    // cancel, then the right password
    await o.klik('Anuluj');
    expect(m.host.querySelector('dialog[open]')).toBeNull();
    await m.click('Usuń konto');
    o = otwarty(m);
    expect(m.errorOf(o.pole)).toBe('');
    odpowiedz = {};
    $loginTarget.set('/uslugi/historia-platnosci-internetowych');
    await m.type(o.pole, 'Gmina#2024');
    await o.klik('Usuń konto');
    expect(calls.filter((c) => c.path === '/uzytkownik/usunKonto').at(-1)).toMatchObject({
      body: { haslo: 'Gmina#2024' },
    });
    expect($token.get()).toBeUndefined();
    // issue 12 item 9: a remembered login target goes with the session (the skipped logout call is
    // session-clock.test.ts's: this page's clock belongs to the first mounted widget's API client)
    expect($loginTarget.get()).toBeUndefined();
    expect($dialog.get()?.title).toBe('Konto zostało usunięte');
  });

  it('turns two-factor off only with the password or a current code (issue 11 item 4)', async () => {
    cfg({ czy2Fa: true });
    let odpowiedz: unknown = fail(1012, 'Błędny kod TOTP');
    const { api, calls } = fakeApi({
      '/konfiguracja2fa': (o?: RequestOptions) =>
        o?.method === 'POST' ? odpowiedz : { czy2FaAktywne: true, qrCode: null, key: null },
    });
    const m = await mount(<PanelUzytkownika />, api);
    await settle();
    const sw = m.host.querySelector<HTMLInputElement>('input[role="switch"]')!;
    expect(sw.checked).toBe(true);
    await act(() => sw.click());
    await m.click('Zapisz');
    let o = otwarty(m);
    expect(o.d.textContent).toContain('Wyłączyć logowanie dwuetapowe?');
    expect(m.byLabel('Hasło lub kod z aplikacji')).toBe(o.pole);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // six digits go as a code; the refusal is shown at the field
    await m.type(o.pole, '123 456');
    await o.klik('Wyłącz');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { czy2FaAktywne: false, haslo: null, totp: '123456' },
    });
    o = otwarty(m);
    expect(m.errorOf(o.pole)).toBe('Błędny kod TOTP');
    // anything else goes as the password
    odpowiedz = {};
    await m.type(o.pole, 'Gmina#2024');
    await o.klik('Wyłącz');
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
      body: { czy2FaAktywne: false, haslo: 'Gmina#2024', totp: null },
    });
    expect(m.host.querySelector('dialog[open]')).toBeNull();
  });

  it('consents: phone checked only when SMS is on; a saved change closes the dialog', async () => {
    cfg({});
    const { api, calls } = fakeApi({
      '/uzytkownik/zgody': (o?: RequestOptions) =>
        o?.method === 'POST'
          ? { powiadomieniaEmail: false, powiadomieniaSms: true, email: null, telefon: '600100200' }
          : { powiadomieniaEmail: false, powiadomieniaSms: false, email: null, telefon: null },
    });
    const m = await mount(<PanelUzytkownika />, api);
    await m.click('Zgody na powiadomienia');
    await settle();
    // the consents are the payment reminders' (server/przypomnienia.ts), and unticking one stops them
    expect(m.host.querySelector('#g-zgody-form')?.textContent).toContain(
      'Przypomnienia o terminach płatności: 7 dni przed terminem i w dniu terminu',
    );
    expect(m.host.querySelector('#g-zgody-form')?.textContent).toContain(
      'Odznacz zgodę, aby przestać je otrzymywać.',
    );
    const sms = m.byLabel('Zgoda na powiadomienia SMS');
    await m.type(m.byLabel('Numer telefonu (9 cyfr)'), '12');
    await act(() => sms.click());
    await m.click('Zapisz');
    expect(m.errorOf(m.byLabel('Numer telefonu (9 cyfr)'))).toBe('Niepoprawny format numeru telefonu');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await m.type(m.byLabel('Numer telefonu (9 cyfr)'), '600 100 200');
    await m.click('Zapisz');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      powiadomieniaEmail: false,
      powiadomieniaSms: true,
      email: null,
      telefon: '600100200',
    });
    // the dialog's language goes with the save: the reminders are written in it
    expect(calls.find((c) => c.method === 'POST')?.query).toEqual({ jezyk: 'pl' });
    expect(m.host.querySelector('#g-zgody-form')).toBeNull();
  });

  it('consents: a failed save keeps the dialog open and says so (issue 12 item 2)', async () => {
    cfg({});
    const { api, calls } = fakeApi({
      '/uzytkownik/zgody': (o?: RequestOptions) =>
        o?.method === 'POST'
          ? fail(0, 'Błędny format e-mail')
          : { powiadomieniaEmail: true, powiadomieniaSms: false, email: 'jan@example', telefon: null },
    });
    const m = await mount(<PanelUzytkownika />, api);
    await m.click('Zgody na powiadomienia');
    await settle();
    const email = m.byLabel('Zgoda na powiadomienia e-mail');
    await act(() => email.click());
    await m.click('Zapisz');
    await settle();
    // with the consent off the address is not checked, so the call is made
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      powiadomieniaEmail: false,
      email: 'jan@example',
    });
    expect(m.host.querySelector('#g-zgody-form')).not.toBeNull();
    expect(m.host.querySelector('dialog[open] [role="alert"]')?.textContent).toBe('Błędny format e-mail');
    expect(m.byLabel('Zgoda na powiadomienia e-mail').checked).toBe(false);
  });
});
