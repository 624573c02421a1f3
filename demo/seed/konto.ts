/**
 * Demo accounts (README "Demo accounts"), all with the password `Gmina#2024`, and the registration consent
 * texts. The password is hashed once per process and the record shared, so seeding stays fast at N=2^17.
 */
import type { Db } from '../../server/db.ts';
import { hashPassword } from '../../server/konto/password.ts';
import { NAZWA_GMINY } from './powloka.ts';
import type { ZestawDemo } from './index.ts';

export const HASLO_DEMO = 'Gmina#2024';
/** RFC 6238's test secret ("12345678901234567890") in base32: marek.kaminski's authenticator key. */
export const SEKRET_TOTP_DEMO = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

let hashDemo: Promise<string> | undefined;
/** The scrypt record of HASLO_DEMO, computed once per process. */
export const hashHaslaDemo = () => (hashDemo ??= hashPassword(HASLO_DEMO));

interface KontoDemo {
  login: string;
  imie: string;
  nazwisko: string;
  pesel: string | null;
  nip: string | null;
  czyInstytucja?: boolean;
  aktywny?: boolean;
  niepotwierdzony?: boolean;
  niezweryfikowany?: boolean;
  czasSesjiMs?: number;
  totp?: string;
  liczbaLogowan?: number;
  podmioty: [nazwa: string, czyInstytucja: boolean, numer: string][];
}

export const kontaDemo: KontoDemo[] = [
  {
    login: 'jan.kowalski',
    imie: 'Jan',
    nazwisko: 'Kowalski',
    pesel: '85010112352',
    nip: null,
    podmioty: [['Jan Kowalski', false, '85010112352']],
  },
  {
    login: 'spoldzielnia',
    imie: 'Barbara',
    nazwisko: 'Zielińska',
    pesel: null,
    nip: '5252525259',
    czyInstytucja: true,
    // never logged in before: the first-login dialog shows
    liczbaLogowan: 0,
    podmioty: [[`Spółdzielnia Mieszkaniowa „${NAZWA_GMINY}”`, true, '5252525259']],
  },
  {
    login: 'anna.nowak',
    imie: 'Anna',
    nazwisko: 'Nowak',
    pesel: '78031545683',
    nip: null,
    podmioty: [
      ['Anna Nowak', false, '78031545683'],
      ['Kwiaciarnia „Pod Lipą” Anna Nowak', true, '7741001232'],
      ['Fundacja Zielone Serce', true, '9512004566'],
    ],
  },
  {
    login: 'piotr.wisniewski',
    imie: 'Piotr',
    nazwisko: 'Wiśniewski',
    pesel: '66071234573',
    nip: null,
    niepotwierdzony: true,
    podmioty: [['Piotr Wiśniewski', false, '66071234573']],
  },
  {
    login: 'tomasz.lewandowski',
    imie: 'Tomasz',
    nazwisko: 'Lewandowski',
    pesel: '82090908716',
    nip: null,
    niezweryfikowany: true,
    podmioty: [['Tomasz Lewandowski', false, '82090908716']],
  },
  {
    login: 'ewa.wojcik',
    imie: 'Ewa',
    nazwisko: 'Wójcik',
    pesel: '90112045628',
    nip: null,
    aktywny: false,
    liczbaLogowan: 0,
    podmioty: [['Ewa Wójcik', false, '90112045628']],
  },
  {
    login: 'marek.kaminski',
    imie: 'Marek',
    nazwisko: 'Kamiński',
    pesel: '71120156737',
    nip: null,
    totp: SEKRET_TOTP_DEMO,
    podmioty: [['Marek Kamiński', false, '71120156737']],
  },
  {
    login: 'katarzyna.zajac',
    imie: 'Katarzyna',
    nazwisko: 'Zając',
    pesel: '93042867845',
    nip: null,
    czasSesjiMs: 40_000,
    podmioty: [['Katarzyna Zając', false, '93042867845']],
  },
];

/** The demo accounts' notification consents: by e-mail (to the account's address), by SMS to this phone. */
const zgodyDemo: Record<string, { email: boolean; telefon?: string }> = {
  'jan.kowalski': { email: true },
  'anna.nowak': { email: true, telefon: '600100200' },
};

/** An identity of the simulated national node with no portal account (registration confirmation flow). */
export const tozsamoscBezKonta = { imie: 'Stanisław', nazwisko: 'Nowicki', pesel: '55050512371' };

export const zgodyRejestracji = {
  przetwarzanie: `Wyrażam zgodę na przetwarzanie moich danych osobowych przez Urząd Gminy ${NAZWA_GMINY} w celu założenia i prowadzenia konta w portalu oraz realizacji usług elektronicznych, zgodnie z art. 6 ust. 1 lit. a RODO. Zgodę mogę wycofać w każdej chwili, usuwając konto.`,
  regulamin: `Oświadczam, że zapoznałem(-am) się z Regulaminem portalu Urzędu Gminy ${NAZWA_GMINY} i akceptuję jego postanowienia. Konto jest bezpłatne; urząd może czasowo wyłączyć usługi na czas prac technicznych.`,
};

/** The same consents in the office's other languages (issue 12 item 3: the demo office has all four). */
export const zgodyRejestracjiJezyki = {
  en: {
    przetwarzanie: `I consent to the processing of my personal data by the ${NAZWA_GMINY} Municipal Office for setting up and keeping an account in the portal and providing electronic services, under Article 6(1)(a) GDPR. I may withdraw this consent at any time by deleting the account.`,
    regulamin: `I declare that I have read the Terms of use of the ${NAZWA_GMINY} Municipal Office portal and accept them. The account is free of charge; the office may switch services off for a time during technical work.`,
  },
  de: {
    przetwarzanie: `Ich willige in die Verarbeitung meiner personenbezogenen Daten durch das Gemeindeamt ${NAZWA_GMINY} zur Einrichtung und Führung eines Kontos im Portal und zur Erbringung elektronischer Dienste gemäß Art. 6 Abs. 1 lit. a DSGVO ein. Ich kann die Einwilligung jederzeit durch Löschen des Kontos widerrufen.`,
    regulamin: `Ich erkläre, dass ich die Nutzungsbedingungen des Portals des Gemeindeamts ${NAZWA_GMINY} gelesen habe und sie annehme. Das Konto ist kostenlos; das Amt kann Dienste während technischer Arbeiten vorübergehend abschalten.`,
  },
  uk: {
    przetwarzanie: `Я даю згоду на обробку моїх персональних даних Управлінням гміни ${NAZWA_GMINY} для створення й ведення облікового запису в порталі та надання електронних послуг відповідно до ст. 6 ч. 1 п. a GDPR. Я можу відкликати згоду будь-коли, видаливши обліковий запис.`,
    regulamin: `Я заявляю, що ознайомився(-лася) з Правилами порталу Управління гміни ${NAZWA_GMINY} і приймаю їх. Обліковий запис безкоштовний; управління може тимчасово вимикати послуги на час технічних робіт.`,
  },
};

export async function seedKonto(db: Db): Promise<void> {
  const haslo = await hashHaslaDemo();
  await db.exec('DELETE FROM uzytkownicy; DELETE FROM zgody_rejestracji');
  await db.query(
    `INSERT INTO zgody_rejestracji (id, czy_pytac_przetwarzanie, tresc_przetwarzanie, czy_pytac_regulamin, tresc_regulaminu)
     VALUES (1, true, $1, true, $2)`,
    [zgodyRejestracji.przetwarzanie, zgodyRejestracji.regulamin],
  );
  await db.exec('DELETE FROM zgody_rejestracji_jezyki');
  for (const [jezyk, z] of Object.entries(zgodyRejestracjiJezyki))
    await db.query(
      'INSERT INTO zgody_rejestracji_jezyki (jezyk, tresc_przetwarzanie, tresc_regulaminu) VALUES ($1, $2, $3)',
      [jezyk, z.przetwarzanie, z.regulamin],
    );
  const utworzono = '2024-03-01T09:00:00Z';
  for (const k of kontaDemo) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO uzytkownicy (login, email, haslo, imie, nazwisko, pesel, nip, czy_instytucja, czy_aktywny,
         czy_niepotwierdzony, czy_niezweryfikowany, liczba_logowan, czas_sesji_ms, totp_aktywne, totp_sekret,
         zgoda_przetwarzanie, zgoda_regulamin, utworzono)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $16) RETURNING id`,
      [
        k.login,
        `${k.login}@poczta.example.pl`,
        haslo,
        k.imie,
        k.nazwisko,
        k.pesel,
        k.nip,
        k.czyInstytucja ?? false,
        k.aktywny ?? true,
        k.niepotwierdzony ?? false,
        k.niezweryfikowany ?? false,
        k.liczbaLogowan ?? 5,
        k.czasSesjiMs ?? null,
        k.totp !== undefined,
        k.totp ?? null,
        utworzono,
      ],
    );
    const id = rows[0]!.id;
    // the demo office has confirmed the subjects of every account whose identity is confirmed (issue 11 item 3)
    for (const [i, [nazwa, instytucja, numer]] of k.podmioty.entries()) {
      await db.query(
        `INSERT INTO podmioty (uzytkownik_id, pozycja, nazwa, czy_instytucja, pesel, nip, czy_potwierdzony)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          i + 1,
          nazwa,
          instytucja,
          instytucja ? null : numer,
          instytucja ? numer : null,
          !k.niepotwierdzony,
        ],
      );
    }
    // consents (spec 01 §3): jan.kowalski by e-mail, anna.nowak by e-mail and SMS — the payment reminders of
    // the demo reach the outbox for them (docs/operation.md "Payment reminders")
    const zgody = zgodyDemo[k.login];
    await db.query(
      `INSERT INTO zgody_powiadomien (uzytkownik_id, powiadomienia_email, powiadomienia_sms, email, telefon)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        id,
        zgody?.email ?? false,
        zgody?.telefon !== undefined,
        zgody?.email ? `${k.login}@poczta.example.pl` : null,
        zgody?.telefon ?? null,
      ],
    );
  }
}

/** The demo's data sets of this module (demo/seed/index.ts). */
export const zestawy: readonly ZestawDemo[] = [{ nazwa: 'konto', po: [], generuj: (db) => seedKonto(db) }];
