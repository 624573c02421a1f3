/**
 * The transfer the payer left for (issue 13): kept in sessionStorage under `gmina:platnosc` before the browser
 * goes to the provider, read by the result page to ask the server for that transfer's state. Per tab, so two
 * payments in two tabs do not mix; storage that cannot be used (private modes, sandboxed frames) is no error:
 * the result page then says what the return address says.
 */
import { dostawcy, type Dostawca } from '../../core/api/platnosci.ts';

export const KLUCZ_PLATNOSCI = 'gmina:platnosc';

export type ZapisPlatnosci = { idPrzelewu: string; dostawca: Dostawca };

export function zapiszPlatnosc(zapis: ZapisPlatnosci): void {
  try {
    sessionStorage.setItem(KLUCZ_PLATNOSCI, JSON.stringify(zapis));
  } catch {
    // no storage: the result page falls back to the return address's wording
  }
}

export function odczytajPlatnosc(): ZapisPlatnosci | null {
  try {
    const z = JSON.parse(sessionStorage.getItem(KLUCZ_PLATNOSCI) ?? 'null') as Partial<ZapisPlatnosci> | null;
    // what another page of the site may have left there is no transfer of ours
    return typeof z?.idPrzelewu === 'string' && z.idPrzelewu && dostawcy.includes(z.dostawca as Dostawca)
      ? { idPrzelewu: z.idPrzelewu, dostawca: z.dostawca! }
      : null;
  } catch {
    return null;
  }
}
