import type { TextsLike } from '../../core/i18n/index.ts';
import type pl from './texts.pl.ts';

const en: TextsLike<typeof pl> = {
  zobowiazania: {
    tytul: 'My liabilities',
    wstep:
      'Every unpaid instalment of all your dues cards. Select the instalments you want to pay – even from several cards – and pay them in one transfer.',
    sumy: {
      etykieta: 'Summary of liabilities',
      zaleglosci: 'Arrears',
      doKoncaRoku: 'To pay by the end of the year',
      kwota: '{{kwota, pln}}',
      stanNa: 'Amounts with interest as of {{dzien}}.',
    },
    grupy: {
      PO_TERMINIE: 'Overdue',
      W_30_DNI: 'Within 30 days',
      W_TYM_ROKU: 'Later this year',
      POZNIEJ: 'In the following years',
    },
    grupaOpis_one: '{{count, liczba}} instalment totalling {{kwota, pln}}',
    grupaOpis_other: '{{count, liczba}} instalments totalling {{kwota, pln}}',
    podpis: 'Instalments – {{grupa}}',
    pustaGrupa: 'No instalments in this group.',
    brak: 'You have no unpaid instalments.',
    kolumny: {
      wybor: 'Select',
      karta: 'Card',
      rodzaj: 'Type of dues',
      rata: 'Instalment',
      termin: 'Due date',
      kwota: 'Amount to pay',
      stan: 'Status',
    },
    rodzaje: {
      PODATKI_GMINNE: 'Municipal taxes',
      SRODKI_TRANSPORTU: 'Tax on means of transport',
      OPLATY_LOKALNE: 'Local fees',
      OPLATY_PSY: 'Dog ownership fee',
      WODA_SCIEKI: 'Water and sewage',
      ODPADY: 'Municipal waste management',
    },
    nrRaty: {
      CALOSC: 'in full',
      ZALEGLOSC: 'arrears',
      ANULOWANA: 'cancelled',
      rata: 'instalment {{nr}}',
    },
    otworz: 'Details of card {{symbol}}',
    zaznacz: 'Select: card {{symbol}}, {{rata}}, due {{termin}}',
    poTerminie: 'overdue',
    stany: {
      doZaplaty: 'To pay – can be paid online',
      zlecona: 'Payment ordered ({{dostawca}}) – awaiting confirmation',
      tytul: 'Cannot be paid online: an enforcement title was issued – pay to the enforcement authority',
    },
    dostawcy: { kir: 'KIR bank transfer', p24: 'Przelewy24' },
    wybrano_one: '{{count, liczba}} instalment selected, totalling {{kwota, pln}}',
    wybrano_other: '{{count, liczba}} instalments selected, totalling {{kwota, pln}}',
    kalendarz: 'Add the due dates to your calendar (.ics)',
    kalendarzOpis:
      'A file with the due dates of all unpaid instalments, with a reminder the day before and on the day at 9:00.',
    nicNieWybrano: 'No instalment selected. Select the instalments you want to pay in one transfer.',
    zaplac: 'Pay',
    wroc: 'Back to my liabilities',
  },
};

export default en;
