/** Texts of the login elements in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  logowanie: {
    tytul: 'Logowanie',
    wstep: 'Zaloguj się, aby korzystać z usług wymagających logowania.',
    login: 'Login',
    haslo: 'Hasło',
    zaloguj: 'Zaloguj się',
    logowanieTrwa: 'Logowanie…',
    captcha: 'Przepisz tekst z obrazka',
    captchaObraz: 'Obrazek z tekstem do przepisania',
    nowyObraz: 'Inny obrazek',
    nieaktywne:
      'Konto jest nieaktywne. Aby się zalogować, aktywuj je linkiem z wiadomości e-mail wysłanej po rejestracji.',
    wyslijLink: 'Wyślij link aktywacyjny ponownie',
    przypomnijHaslo: 'Nie pamiętasz hasła? Ustaw nowe',
    zarejestruj: 'Nie masz konta? Zarejestruj się',
    wyslijLinkPonownie: 'Nie otrzymałeś linku aktywacyjnego? Wyślij go ponownie',
    innySposob: 'Możesz też zalogować się przez',
    wezelKrajowy: 'login.gov.pl (węzeł krajowy)',
    epuap: 'Profil zaufany (ePUAP)',
    totpTytul: 'Kod jednorazowy',
    totpOpis: 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej i naciśnij Enter lub spację.',
    totpKod: 'Kod jednorazowy (TOTP)',
    potwierdz: 'Potwierdź',
    anuluj: 'Anuluj',
    zalogowanyJako: 'Jesteś zalogowany jako {{kto}}.',
    przejdzDoUslug: 'Przejdź do listy usług',
    niepotwierdzone:
      'Twoja tożsamość nie została jeszcze potwierdzona, więc możesz korzystać tylko z części usług. Potwierdź ją w urzędzie lub logując się profilem zaufanym albo przez login.gov.pl.',
    niezweryfikowane:
      'Dane Twojego konta nie zostały jeszcze zweryfikowane przez urząd, więc możesz korzystać tylko z części usług. Zweryfikuj je w urzędzie lub logując się profilem zaufanym albo przez login.gov.pl.',
    wymagaLogowania: 'Ta usługa jest dostępna po zalogowaniu.',
    zewnetrzne: 'Logowanie zewnętrzne',
    zalogowano: 'Zalogowano.',
    brakTokenu: 'W adresie brakuje danych logowania. Spróbuj zalogować się ponownie.',
    bladZewnetrzny: 'Logowanie nie powiodło się. Spróbuj ponownie.',
    doLogowania: 'Przejdź do logowania',
  },
  mojeKonto: {
    tytul: 'Moje konto',
    imieNazwisko: 'Imię i nazwisko',
    login: 'Login',
    podmiot: 'Bieżący podmiot',
    brakPodmiotu: 'Nie wybrano podmiotu',
    osoba: 'osoba fizyczna',
    instytucja: 'instytucja',
  },
};

export default pl;
