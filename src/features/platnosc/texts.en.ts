import type { TextsLike } from '../../core/i18n/index.ts';
import type pl from './texts.pl.ts';

const en: TextsLike<typeof pl> = {
  platnoscOnline: {
    zaplac: 'Pay',
    przekierowanie: 'Going to the payment page…',
    // the summary of the chosen instalments in the provider choice
    wybrano_one: '{{count, liczba}} instalment selected, totalling {{kwota, pln}}',
    wybrano_other: '{{count, liczba}} instalments selected, totalling {{kwota, pln}}',
    brakOpcji: 'No payment options are available.',
    wybor: {
      tytul: 'Choose how to pay',
      legenda: 'Payment method',
      prowizja: 'Commission: {{prowizja}}',
      prowizjaKwota: 'Commission: {{prowizja}} ({{kwota, pln}})',
      razem: 'Total to pay: {{kwota, pln}}',
      przejdz: 'Go to payment',
      anuluj: 'Cancel',
    },
    dostawcy: { kir: 'Bank transfer (KIR)', p24: 'Przelewy24' },
    juzZlecone: {
      tytul: 'Instalments already ordered',
      tresc:
        'A payment for at least one of the selected instalments has been ordered in the meantime. The list of instalments has been refreshed – check your selection and try again.',
    },
    blad: 'The payment could not be started. Please try again later.',
    anulowanie: {
      przycisk: 'Cancel the order',
      tytul: 'Cancel the payment order?',
      pytanie:
        'The Przelewy24 payment order for this instalment will be cancelled if the payment operator has not taken a payment. The instalments can then be selected for payment again at once.',
      tak: 'Yes, cancel the order',
      nie: 'Back',
      trwa: 'Cancelling…',
      ok: 'The order has been cancelled. The instalments can be selected for payment again.',
      blad: 'The order could not be cancelled. Please try again later.',
      zamknij: 'Close',
    },
    wynik: {
      naglowek: 'Payment result',
      ok: 'Payment accepted.',
      blad: 'Payment failed.',
      weryfikacja: 'The payment is being verified.',
      sprawdzanie: 'Checking the payment status…',
      ponawianie: 'The payment status is checked again every few seconds.',
      dlugo:
        'Verification is taking longer than usual. The online payment history will show the payment status.',
      info: 'The payment will show in your dues once it is posted, usually within 5 working days.',
      zaksiegowana: 'The payment has been posted and the instalments are paid.',
      wygasla: 'The payment was not completed in time. The instalments can be selected for payment again.',
      niepotwierdzona:
        'The payment operator has not confirmed a payment. The instalments stay ordered until {{czas}} – a payment made in that time is accepted; after it the instalments can be chosen again.',
      niepotwierdzonaP24:
        'The payment operator has not confirmed a payment. The instalments stay ordered until {{czas}} – a payment made in that time is accepted; after it the instalments can be chosen again. To choose them sooner, use “Cancel the order” at the instalment on the dues card.',
      odrzucona: 'The instalments can be selected for payment again.',
      nieznana:
        'This browser tab knows of no payment. The online payment history shows the state of your payments.',
      bezStanu: 'The payment status could not be checked. See it in the online payment history.',
      dane: 'Payment details',
      tytul: 'Title',
      kwota: 'Amount',
      kwotaWartosc: '{{kwota, pln}}',
      dostawca: 'Payment method',
      referencja: 'Transfer reference',
      historia: 'Online payment history',
      historiaUwaga:
        'The payment status and its details are in the “Online payment history” service of the residents’ portal.',
      wroc: 'Back to dues',
      potwierdzenie: 'Download the receipt (PDF)',
    },
  },
};

export default en;
