/**
 * The log of the providers' notifications keeps what a provider sends, bounded (issue 23 §4 item 4): only the
 * provider's known fields, each string cut to 200 characters, a number only when it is a number; anything else
 * is dropped, and a body that is not an object is stored as null. A 60 KB forged notification leaves a row of
 * under 2 KB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapiszPowiadomienie } from '../../server/platnosci/przelewy.ts';
import { openTestApi, type TestApi } from './helpers.ts';
import { PORTAL, SEKRET } from './konto-helpers.ts';

const P24 = { merchantId: 118_765, posId: 118_765, crc: '0123456789abcdef', apiKey: 'klucz-api-testowy' };
const KIR = { idClient: 'GMINA-TEST', haslo: 'haslo-sklepu-testowe' };

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi({
    portalUrl: PORTAL,
    tokenSecret: SEKRET,
    dostawcy: {
      p24: { url: 'http://127.0.0.1:9/p24', ...P24 },
      kir: { url: 'http://127.0.0.1:9/kir', ...KIR },
    },
  });
});
afterAll(() => api?.db.close());

/** The notifications logged since row `odId`, with the size of what each stores. */
async function wpisy(odId: number) {
  const { rows } = await api.db.query<{ id: number; tresc: unknown; bajty: number }>(
    'SELECT id, tresc, octet_length(tresc::text)::int AS bajty FROM platnosci_powiadomienia WHERE id > $1 ORDER BY id',
    [odId],
  );
  return rows;
}
const ostatniId = async () =>
  Number(
    (
      await api.db.query<{ id: number }>(
        'SELECT coalesce(max(id), 0)::int AS id FROM platnosci_powiadomienia',
      )
    ).rows[0]!.id,
  );

describe('the notification log', () => {
  it('stores a row of under 2 KB for a forged 60 KB P24 notification', async () => {
    const od = await ostatniId();
    const duzo = 'A'.repeat(10_000);
    const body = JSON.stringify({
      merchantId: P24.merchantId,
      posId: P24.posId,
      sessionId: duzo,
      amount: 100,
      originAmount: '1'.repeat(5000),
      currency: 'PLN',
      orderId: { zagniezdzone: duzo },
      methodId: 154,
      statement: duzo,
      sign: duzo,
      smieci: duzo + duzo,
    });
    expect(body.length).toBeGreaterThan(60_000);
    const res = await api.app.request('/platnosci/p24/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
    const [wpis, ...reszta] = await wpisy(od);
    expect(reszta).toEqual([]);
    expect(wpis!.bajty).toBeLessThan(2048);
    expect(wpis!.tresc).toEqual({
      merchantId: P24.merchantId,
      posId: P24.posId,
      sessionId: 'A'.repeat(200),
      amount: 100,
      originAmount: '1'.repeat(200),
      currency: 'PLN',
      methodId: 154,
      statement: 'A'.repeat(200),
      sign: 'A'.repeat(200),
    });
  });

  it("keeps only a provider's own fields, strings and finite numbers; a body that is no object as null", async () => {
    const od = await ostatniId();
    const zapisz = (dostawca: 'p24' | 'kir', tresc: unknown) =>
      zapiszPowiadomienie(api.db, { dostawca, przelewId: null, tresc, przyjete: false, powod: 'test' }, 0);
    await zapisz('p24', 'A'.repeat(50_000));
    await zapisz('p24', [1, 2, 3]);
    await zapisz('p24', null);
    await zapisz('p24', { amount: true, orderId: 7, currency: ['PLN'], newStatus: '2', hash: 'x' });
    await zapisz('kir', {
      newStatus: '2',
      transAmount: '12,34',
      paymentId: 'p'.repeat(300),
      hash: 'h'.repeat(64),
      sessionId: 'nie KIR-u',
    });
    expect((await wpisy(od)).map((w) => w.tresc)).toEqual([
      null,
      null,
      null,
      { orderId: 7 },
      { newStatus: '2', transAmount: '12,34', paymentId: 'p'.repeat(200), hash: 'h'.repeat(64) },
    ]);
  });
});
