/**
 * The water tariff and an invoice's lines (services 15, 16): the invoice PDF shows the lines and the list their
 * gross total; the demo's seed makes its invoices' totals with the same rule, so they always agree.
 */

/** Net prices per m³ and the monthly subscription, per year (the tariff rises each year), VAT 8 %. */
export function taryfa(rok: number) {
  const k = 1 + 0.06 * (rok - 2024);
  return { woda: 5.86 * k, scieki: 9.12 * k, abonament: 4.2 * k, vat: 0.08 };
}
export interface PozycjaFaktury {
  nazwa: string;
  ilosc: number;
  jednostka: string;
  cenaNetto: number;
  netto: number;
  vat: number;
  brutto: number;
}

/**
 * The lines of a period's invoice (water, sewage unless only water is supplied, the two months' subscription),
 * each rounded to grosze, and the gross total: the invoice PDF shows them and the list shows the total.
 */
export function pozycjeFaktury(zuzycie: number, rokWystawienia: number, dotyczy: string) {
  const t = taryfa(rokWystawienia);
  const grosze = (n: number) => Math.round(n * 100) / 100;
  // the tariff's prices are in grosze, and each line is its quantity times that price
  const pozycja = (nazwa: string, ilosc: number, jednostka: string, cena: number): PozycjaFaktury => {
    const cenaNetto = grosze(cena);
    const netto = grosze(ilosc * cenaNetto);
    const vat = grosze(netto * t.vat);
    return { nazwa, ilosc, jednostka, cenaNetto, netto, vat, brutto: grosze(netto + vat) };
  };
  const pozycje = [
    pozycja('Dostawa wody', zuzycie, 'm3', t.woda),
    ...(dotyczy === 'Woda' ? [] : [pozycja('Odprowadzanie ścieków', zuzycie, 'm3', t.scieki)]),
    pozycja('Opłata abonamentowa', 2, 'mies.', t.abonament),
  ];
  const brutto = Math.round(pozycje.reduce((s, p) => s + p.brutto * 100, 0)) / 100;
  return { pozycje, brutto };
}
