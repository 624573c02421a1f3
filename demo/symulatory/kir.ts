/**
 * A simulation of KIR Paybynet for the demo and the tests (demo mode only), an HTTP app that follows the real
 * provider's flow (server/platnosci/kir.ts): the payer's page of a hashed request with a choice of bank, hashed
 * status notifications repeated until the shop answers `OK`, and the hashed status query. State in memory.
 */
import { Hono, type Context } from 'hono';
import {
  czasKir,
  hashStatusu,
  hashZapytania,
  odczytajHashtrans,
  otaguj,
  type ZadanieKir,
} from '../../server/platnosci/kir.ts';
import { zgodnyPodpis } from '../../server/platnosci/p24.ts';
import { esc, providerPage } from '../../server/provider-page.ts';

/** The shop's account as KIR's panel holds it: its id, the password of the hashes, where notifications go. */
export interface SklepKir {
  idClient: string;
  haslo: string;
  urlStatusu: string;
}

interface TransakcjaKir {
  zadanie: ZadanieKir;
  /** 1 pending, 2 accepted, 3 rejected. */
  status: 1 | 2 | 3;
  bank?: string;
  potwierdzona: boolean;
  wyslane: number;
}

const BANKI = ['PKO Bank Polski', 'Bank Pekao', 'mBank', 'ING Bank Śląski', 'Santander Bank Polska'];

export interface OpcjeSymulatoraKir {
  sklep: SklepKir;
  teraz: () => number;
  /** Delivers a form-encoded notification to the shop; resolves to the answer's text. */
  dorecz: (url: string, body: string) => Promise<string>;
  ponowienia?: number[];
  celeFormularza: readonly string[];
}

export interface SymulatorKir {
  app: Hono;
  /**
   * Sets the bank's answer as the payer would; `powiadom: false` loses the notification (the status query
   * still tells it), e.g. a bank that accepted after the provider had said rejected.
   */
  ustaw(idTrans: string, status: 2 | 3, opcje?: { powiadom?: boolean }): Promise<void>;
  ponow(): Promise<void>;
}

export const PONOWIENIA_KIR_MS = [1, 5, 15, 60, 240].map((m) => m * 60_000);

export function symulatorKir(o: OpcjeSymulatoraKir): SymulatorKir {
  const { sklep } = o;
  const transakcje = new Map<string, TransakcjaKir>();
  const ponowienia = o.ponowienia ?? PONOWIENIA_KIR_MS;
  const app = new Hono();
  const strona = (c: Context, status: 200 | 400 | 404, tresc: string) =>
    providerPage(c, status, 'Paybynet — KIR', `<h1>Paybynet</h1>${tresc}`, o.celeFormularza);

  async function wyslij(t: TransakcjaKir): Promise<void> {
    if (t.status === 1 || t.potwierdzona) return;
    t.wyslane++;
    const pola = {
      newStatus: String(t.status),
      transAmount: t.zadanie.amount,
      paymentId: t.zadanie.id_trans,
    };
    const hash = hashStatusu(pola.newStatus, pola.transAmount, pola.paymentId, sklep.haslo);
    try {
      const odp = await o.dorecz(sklep.urlStatusu, new URLSearchParams({ ...pola, hash }).toString());
      if (odp.trim() === 'OK') t.potwierdzona = true;
    } catch {
      /* no answer: the next attempt is planned below */
    }
    const przerwa = ponowienia[t.wyslane - 1];
    if (!t.potwierdzona && przerwa !== undefined) setTimeout(() => void wyslij(t), przerwa).unref();
  }

  async function ustaw(idTrans: string, status: 2 | 3, { powiadom = true } = {}) {
    const t = transakcje.get(idTrans);
    if (!t) return;
    t.status = status;
    t.potwierdzona = false;
    t.wyslane = 0;
    if (powiadom) await wyslij(t);
  }

  /** The request of a valid hashtrans, registered on first sight; or a message for the payer. */
  function zadanie(wartosc: string | undefined): ZadanieKir | string {
    const z = wartosc ? odczytajHashtrans(wartosc, sklep.haslo) : null;
    if (!z || z.id_client !== sklep.idClient) return 'Nieprawidłowe zlecenie płatności.';
    if (!(czasKir(z.date_valid) >= o.teraz())) return 'Zlecenie płatności straciło ważność.';
    const t = transakcje.get(z.id_trans);
    if (t && otaguj(t.zadanie) !== otaguj(z)) return 'Nieprawidłowe zlecenie płatności.';
    if (!t) transakcje.set(z.id_trans, { zadanie: z, status: 1, potwierdzona: false, wyslane: 0 });
    return z;
  }

  const pokaz = async (c: Context, wartosc: string | undefined) => {
    const z = zadanie(wartosc);
    if (typeof z === 'string') return strona(c, 400, `<p>${esc(z)}</p>`);
    const t = transakcje.get(z.id_trans)!;
    if (t.status !== 1)
      return strona(
        c,
        200,
        `<p>To zlecenie zostało już ${t.status === 2 ? 'przyjęte' : 'odrzucone'}.</p><p><a href="${esc(t.status === 2 ? z.backpage : z.backpagereject)}">Wróć do serwisu</a></p>`,
      );
    const [odbiorca] = z.accname.split('^');
    // the request carries no free-text title: the bank's transfer is titled with the shop's id_trans, the same
    // reference the portal's result page and payment history give (issue 26 item 7)
    const banki = BANKI.map(
      (b, i) =>
        `<label><input type="radio" name="bank" value="${i}"${i === 0 ? ' checked' : ''}> ${esc(b)}</label>`,
    ).join('');
    const rachunek = z.account.replace(
      /^(\d{2})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})(\d{4})$/,
      '$1 $2 $3 $4 $5 $6 $7',
    );
    return strona(
      c,
      200,
      `<p>Symulacja płatności Paybynet (KIR) na serwerze demonstracyjnym: żadne pieniądze nie są przekazywane.</p>
<dl><dt>Odbiorca</dt><dd>${esc(odbiorca ?? '')}</dd><dt>Rachunek odbiorcy</dt><dd>${esc(rachunek)}</dd>
<dt>Tytuł przelewu</dt><dd>Płatność ${esc(z.id_trans)}</dd>
<dt>Kwota</dt><dd>${esc(z.amount)} ${esc(z.currency)}</dd><dt>Zlecenie ważne do</dt><dd>${esc(z.date_valid)}</dd></dl>
<form method="post" action="pbl">
<input type="hidden" name="hashtrans" value="${esc(wartosc!)}">
<fieldset><legend>Wybierz bank</legend>${banki}</fieldset>
<button type="submit" name="akcja" value="akceptuj">Zatwierdź przelew</button>
<button type="submit" name="akcja" value="odrzuc">Odrzuć</button>
</form>`,
    );
  };

  app.get('/pbl', (c) => pokaz(c, c.req.query('hashtrans')));
  app.post('/pbl', async (c) => {
    const f = await c.req.parseBody();
    const wartosc = typeof f['hashtrans'] === 'string' ? f['hashtrans'] : undefined;
    if (f['akcja'] === undefined) return pokaz(c, wartosc);
    const z = zadanie(wartosc);
    if (typeof z === 'string') return strona(c, 400, `<p>${esc(z)}</p>`);
    const t = transakcje.get(z.id_trans)!;
    if (t.status === 1) {
      t.bank = BANKI[Number(f['bank'])] ?? BANKI[0];
      await ustaw(z.id_trans, f['akcja'] === 'akceptuj' ? 2 : 3);
    }
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(t.status === 2 ? z.backpage : z.backpagereject, 303);
  });

  app.get('/status', (c) => {
    const { id_client: idClient = '', id_trans: idTrans = '', hash = '' } = c.req.query();
    if (idClient !== sklep.idClient || !zgodnyPodpis(hash, hashZapytania(idClient, idTrans, sklep.haslo)))
      return c.json({ error: 'Nieprawidłowe zapytanie' }, 400);
    const t = transakcje.get(idTrans);
    return c.json({ status: t?.status ?? 0, transAmount: t?.zadanie.amount ?? null });
  });

  return {
    app,
    ustaw,
    async ponow() {
      for (const t of transakcje.values()) if (t.status !== 1 && !t.potwierdzona) await wyslij(t);
    },
  };
}
