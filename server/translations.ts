/**
 * The contract server's messages (`opis`) in the portal's other languages (issue 12 item 3). Calls carry the
 * language parameter (`jezyk`, spec 01 §7); an error answer is said in it, in Polish when the language is not one
 * of the portal's or a message has no translation. Handlers keep throwing the Polish text (it is the product's
 * text, spec 01 verbatim); `http.ts` translates at the one place every error answer passes.
 */
import type { Context } from 'hono';
import { isLanguage, type Language } from '../src/core/i18n/languages.ts';

export type OtherLanguage = 'en' | 'de' | 'uk';
type Translation = Record<OtherLanguage, string>;

/** Polish message → its translations. */
export const TRANSLATIONS: Record<string, Translation> = {
  'Nieprawidłowy login lub hasło': {
    en: 'Incorrect login or password',
    de: 'Falscher Benutzername oder falsches Passwort',
    uk: 'Неправильний логін або пароль',
  },
  'Konto nie zostało aktywowane. Użyj linku aktywacyjnego z wiadomości e-mail.': {
    en: 'The account has not been activated. Use the activation link from the e-mail.',
    de: 'Das Konto wurde nicht aktiviert. Verwenden Sie den Aktivierungslink aus der E-Mail.',
    uk: 'Обліковий запис не активовано. Скористайтеся посиланням для активації з листа.',
  },
  'Niepoprawna odpowiedź zabezpieczenia (tekst z obrazka lub wynik pytania)': {
    en: 'Wrong security answer (the text in the picture or the result of the question)',
    de: 'Falsche Sicherheitsantwort (Text im Bild oder Ergebnis der Frage)',
    uk: 'Неправильна відповідь захисту (текст із зображення або результат запитання)',
  },
  'Błędny kod TOTP': { en: 'Wrong TOTP code', de: 'Falscher TOTP-Code', uk: 'Неправильний код TOTP' },
  'Logowanie wygasło. Zaloguj się ponownie.': {
    en: 'The login has expired. Log in again.',
    de: 'Die Anmeldung ist abgelaufen. Melden Sie sich erneut an.',
    uk: 'Час входу минув. Увійдіть знову.',
  },
  'Potwierdzenie tożsamości wygasło. Zaloguj się ponownie.': {
    en: 'The identity confirmation has expired. Log in again.',
    de: 'Die Identitätsbestätigung ist abgelaufen. Melden Sie sich erneut an.',
    uk: 'Підтвердження особи минуло. Увійдіть знову.',
  },
  'Ten sposób logowania jest wyłączony': {
    en: 'This way of logging in is switched off',
    de: 'Diese Anmeldeart ist deaktiviert',
    uk: 'Цей спосіб входу вимкнено',
  },
  'Dane nie zgadzają się z potwierdzoną tożsamością': {
    en: 'The data do not match the confirmed identity',
    de: 'Die Daten stimmen nicht mit der bestätigten Identität überein',
    uk: 'Дані не збігаються з підтвердженою особою',
  },
  'Hasło powinno mieć co najmniej 8 znaków, cyfry, duże i małe litery oraz znak specjalny': {
    en: 'The password should have at least 8 characters, digits, upper- and lower-case letters and a special character',
    de: 'Das Passwort muss mindestens 8 Zeichen, Ziffern, Groß- und Kleinbuchstaben und ein Sonderzeichen enthalten',
    uk: 'Пароль має містити щонайменше 8 символів, цифри, великі й малі літери та спеціальний символ',
  },
  'Nowe hasło musi się różnić od dotychczasowego': {
    en: 'The new password must differ from the current one',
    de: 'Das neue Passwort muss sich vom bisherigen unterscheiden',
    uk: 'Новий пароль має відрізнятися від поточного',
  },
  'Podane hasło jest nieprawidłowe': {
    en: 'The password given is incorrect',
    de: 'Das angegebene Passwort ist falsch',
    uk: 'Вказаний пароль неправильний',
  },
  'Podaj hasło': { en: 'Enter the password', de: 'Geben Sie das Passwort ein', uk: 'Введіть пароль' },
  'Konto nie ma hasła. Ustaw je przez „Nie pamiętasz hasła?”.': {
    en: 'The account has no password. Set one with “Forgot your password?”.',
    de: 'Das Konto hat kein Passwort. Legen Sie es über „Passwort vergessen?“ fest.',
    uk: 'Обліковий запис не має пароля. Встановіть його через «Забули пароль?».',
  },
  'Ten adres e-mail jest już używany przez inne konto': {
    en: 'This e-mail address is already used by another account',
    de: 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet',
    uk: 'Ця адреса електронної пошти вже використовується іншим обліковим записом',
  },
  'Nowy i aktualny adres e-mail są takie same': {
    en: 'The new and the current e-mail address are the same',
    de: 'Die neue und die aktuelle E-Mail-Adresse sind gleich',
    uk: 'Нова й поточна адреси електронної пошти однакові',
  },
  'Link jest nieprawidłowy, został już użyty lub wygasł': {
    en: 'The link is invalid, has already been used or has expired',
    de: 'Der Link ist ungültig, wurde bereits verwendet oder ist abgelaufen',
    uk: 'Посилання недійсне, вже використане або його термін минув',
  },
  'Ten login jest już zajęty. Wybierz inny.': {
    en: 'This login is already taken. Choose another.',
    de: 'Dieser Benutzername ist bereits vergeben. Wählen Sie einen anderen.',
    uk: 'Цей логін уже зайнятий. Виберіть інший.',
  },
  'Wymagana zgoda': { en: 'Consent required', de: 'Zustimmung erforderlich', uk: 'Потрібна згода' },
  'Niedozwolony adres powrotu': {
    en: 'Return address not allowed',
    de: 'Unzulässige Rücksprungadresse',
    uk: 'Недозволена адреса повернення',
  },
  'Sesja wygasła lub token jest nieprawidłowy': {
    en: 'The session has expired or the token is invalid',
    de: 'Die Sitzung ist abgelaufen oder das Token ist ungültig',
    uk: 'Сеанс завершився або токен недійсний',
  },
  'Wybrany podmiot nie ma dostępu do tej usługi': {
    en: 'The selected entity has no access to this service',
    de: 'Die gewählte Stelle hat keinen Zugang zu diesem Dienst',
    uk: 'Вибраний суб’єкт не має доступу до цієї послуги',
  },
  'Podaj numer PESEL albo NIP podmiotu': {
    en: 'Give the entity’s PESEL or NIP number',
    de: 'Geben Sie die PESEL- oder NIP-Nummer der Stelle an',
    uk: 'Вкажіть номер PESEL або NIP суб’єкта',
  },
  'Błędny format e-mail': {
    en: 'Wrong e-mail format',
    de: 'Falsches E-Mail-Format',
    uk: 'Неправильний формат електронної пошти',
  },
  'błędny numer PESEL': {
    en: 'wrong PESEL number',
    de: 'falsche PESEL-Nummer',
    uk: 'неправильний номер PESEL',
  },
  'Błędny numer NIP': { en: 'Wrong NIP number', de: 'Falsche NIP-Nummer', uk: 'Неправильний номер NIP' },
  'Niepoprawny format numeru telefonu': {
    en: 'Wrong phone number format',
    de: 'Falsches Format der Telefonnummer',
    uk: 'Неправильний формат номера телефону',
  },
  'Login może mieć 3–50 znaków: litery, cyfry, kropka, myślnik lub podkreślnik': {
    en: 'A login may have 3–50 characters: letters, digits, dot, hyphen or underscore',
    de: 'Ein Benutzername darf 3–50 Zeichen haben: Buchstaben, Ziffern, Punkt, Bindestrich oder Unterstrich',
    uk: 'Логін може мати 3–50 символів: літери, цифри, крапку, дефіс або підкреслення',
  },
  'Niepoprawne dane żądania': {
    en: 'Invalid request data',
    de: 'Ungültige Anfragedaten',
    uk: 'Неправильні дані запиту',
  },
  'Niepoprawne parametry żądania': {
    en: 'Invalid request parameters',
    de: 'Ungültige Anfrageparameter',
    uk: 'Неправильні параметри запиту',
  },
  'Niepoprawne dane żądania: niedozwolony znak sterujący': {
    en: 'Invalid request data: a control character is not allowed',
    de: 'Ungültige Anfragedaten: unzulässiges Steuerzeichen',
    uk: 'Неправильні дані запиту: недозволений керівний символ',
  },
  'Treść żądania jest za duża': {
    en: 'The request body is too large',
    de: 'Der Anfrageinhalt ist zu groß',
    uk: 'Тіло запиту завелике',
  },
  'Treść żądania musi być w formacie JSON (Content-Type: application/json)': {
    en: 'The request body must be JSON (Content-Type: application/json)',
    de: 'Der Anfrageinhalt muss JSON sein (Content-Type: application/json)',
    uk: 'Тіло запиту має бути у форматі JSON (Content-Type: application/json)',
  },
  'Przepraszamy - trwa przerwa techniczna': {
    en: 'Sorry - technical maintenance is in progress',
    de: 'Entschuldigung - es finden Wartungsarbeiten statt',
    uk: 'Вибачте - тривають технічні роботи',
  },
  'Wystąpił nieoczekiwany błąd serwera': {
    en: 'An unexpected server error occurred',
    de: 'Ein unerwarteter Serverfehler ist aufgetreten',
    uk: 'Сталася неочікувана помилка сервера',
  },
  'Nie znaleziono zasobu': {
    en: 'Resource not found',
    de: 'Ressource nicht gefunden',
    uk: 'Ресурс не знайдено',
  },
  'Nie znaleziono sekcji': {
    en: 'Section not found',
    de: 'Abschnitt nicht gefunden',
    uk: 'Розділ не знайдено',
  },
  'Nie znaleziono strony': { en: 'Page not found', de: 'Seite nicht gefunden', uk: 'Сторінку не знайдено' },
  'Nie znaleziono pliku': { en: 'File not found', de: 'Datei nicht gefunden', uk: 'Файл не знайдено' },
  'Niepoprawna nazwa pliku': {
    en: 'Invalid file name',
    de: 'Ungültiger Dateiname',
    uk: 'Неправильна назва файлу',
  },
  'Serwer przygotowuje teraz wiele dokumentów. Spróbuj ponownie za chwilę.': {
    en: 'The server is preparing many documents now. Try again in a moment.',
    de: 'Der Server erstellt gerade viele Dokumente. Versuchen Sie es gleich noch einmal.',
    uk: 'Сервер зараз готує багато документів. Спробуйте ще раз за мить.',
  },
  'Nie znaleziono organizacji o podanym identyfikatorze': {
    en: 'No organisation with this identifier was found',
    de: 'Keine Organisation mit dieser Kennung gefunden',
    uk: 'Організацію з таким ідентифікатором не знайдено',
  },
  'Niepoprawny numer PESEL': {
    en: 'Invalid PESEL number',
    de: 'Ungültige PESEL-Nummer',
    uk: 'Неправильний номер PESEL',
  },
  'Niepoprawna data wyborów (oczekiwano rrrr-mm-dd)': {
    en: 'Invalid election date (expected yyyy-mm-dd)',
    de: 'Ungültiges Wahldatum (erwartet jjjj-mm-tt)',
    uk: 'Неправильна дата виборів (очікується рррр-мм-дд)',
  },
  'W podanym dniu nie odbywają się wybory': {
    en: 'No election takes place on this day',
    de: 'An diesem Tag findet keine Wahl statt',
    uk: 'У цей день вибори не відбуваються',
  },
  'Osoby o podanym numerze PESEL nie ma w spisie wyborców': {
    en: 'No person with this PESEL number is in the register of voters',
    de: 'Keine Person mit dieser PESEL-Nummer steht im Wählerverzeichnis',
    uk: 'Особи з таким номером PESEL немає в списку виборців',
  },
  'Dowodu wpłaty nie można wystawić dla wybranych rat (tytuł wykonawczy lub zlecona już płatność)': {
    en: 'No proof of payment can be issued for the chosen instalments (enforcement title or payment already ordered)',
    de: 'Für die gewählten Raten kann kein Zahlungsbeleg ausgestellt werden (Vollstreckungstitel oder bereits beauftragte Zahlung)',
    uk: 'Для вибраних внесків не можна видати підтвердження оплати (виконавчий документ або вже замовлений платіж)',
  },
  'Potwierdzenie jest dostępne dla płatności przyjętej przez operatora lub zaksięgowanej': {
    en: 'A receipt is available for a payment accepted by the payment operator or posted',
    de: 'Eine Bestätigung gibt es für eine vom Zahlungsanbieter angenommene oder verbuchte Zahlung',
    uk: 'Підтвердження доступне для платежу, прийнятого оператором або зарахованого',
  },
  'Wybierz raty do kodu płatności': {
    en: 'Choose the instalments for the payment code',
    de: 'Wählen Sie die Raten für den Zahlungscode',
    uk: 'Виберіть внески для платіжного коду',
  },
  'Brak uprawnień administratora': {
    en: 'No administrator rights',
    de: 'Keine Administratorrechte',
    uk: 'Немає прав адміністратора',
  },
};

/** Messages with a part that is not words (a field's or parameter's name, seconds): Polish pattern → others. */
const PATTERNS: { pl: RegExp; inne: Record<OtherLanguage, (m: RegExpMatchArray) => string> }[] = [
  {
    pl: /^Uzupełnij pole: (.+)$/,
    inne: {
      en: (m) => `Fill in the field: ${m[1]}`,
      de: (m) => `Füllen Sie das Feld aus: ${m[1]}`,
      uk: (m) => `Заповніть поле: ${m[1]}`,
    },
  },
  {
    pl: /^Niepoprawny parametr (\w+)$/,
    inne: {
      en: (m) => `Invalid parameter ${m[1]}`,
      de: (m) => `Ungültiger Parameter ${m[1]}`,
      uk: (m) => `Неправильний параметр ${m[1]}`,
    },
  },
  {
    pl: /^Zbyt wiele żądań\. Spróbuj ponownie za (\d+) s\.$/,
    inne: {
      en: (m) => `Too many requests. Try again in ${m[1]} s.`,
      de: (m) => `Zu viele Anfragen. Versuchen Sie es in ${m[1]} s erneut.`,
      uk: (m) => `Забагато запитів. Спробуйте ще раз через ${m[1]} с.`,
    },
  },
  {
    pl: /^Serwer jest teraz bardzo obciążony\. Spróbuj ponownie za (\d+) s\.$/,
    inne: {
      en: (m) => `The server is very busy right now. Try again in ${m[1]} s.`,
      de: (m) => `Der Server ist gerade stark ausgelastet. Versuchen Sie es in ${m[1]} s erneut.`,
      uk: (m) => `Сервер зараз дуже завантажений. Спробуйте ще раз через ${m[1]} с.`,
    },
  },
  {
    pl: /^Logowanie zablokowane po kilku nieudanych próbach\. Spróbuj ponownie za (\d+) s\.$/,
    inne: {
      en: (m) => `Login blocked after several failed attempts. Try again in ${m[1]} s.`,
      de: (m) => `Anmeldung nach mehreren Fehlversuchen gesperrt. Versuchen Sie es in ${m[1]} s erneut.`,
      uk: (m) => `Вхід заблоковано після кількох невдалих спроб. Спробуйте ще раз через ${m[1]} с.`,
    },
  },
];

const inny = (jezyk: string | undefined): jezyk is OtherLanguage =>
  jezyk === 'en' || jezyk === 'de' || jezyk === 'uk';

/** The message in `jezyk`; Polish for pl, an unknown language or a message without a translation. */
export function translateOpis(opis: string, jezyk: string | undefined): string {
  if (!inny(jezyk)) return opis;
  const stale = TRANSLATIONS[opis];
  if (stale) return stale[jezyk];
  for (const w of PATTERNS) {
    const m = opis.match(w.pl);
    if (m) return w.inne[jezyk](m);
  }
  return opis;
}

/** The language the call asks for: `?jezyk=`, the client's LANGUAGE_PARAM (src/core/api/client.ts). */
export const requestLanguage = (c: Context): string | undefined => c.req.query('jezyk');

/**
 * The portal language the call names, or null (absent, or not one of the portal's): what an account records as
 * its language at login and when its consents are saved (the language of its payment reminders).
 */
export function portalLanguage(c: Context): Language | null {
  const jezyk = requestLanguage(c);
  return isLanguage(jezyk) ? jezyk : null;
}
