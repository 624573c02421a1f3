/**
 * Budget items of a rural gmina of ~10 000 inhabitants, in the Polish budget classification (rozdział,
 * paragraf). `plan` is the plan after changes in PLN for ROK_BAZOWY; later years grow from it.
 * `czestosc` < 1 marks items that appear only in some years (grants, investments, asset sales).
 */

export type RodzajDochodu = 'podatek' | 'dotacja' | 'majatek';
export type RodzajWydatku = 'biezacy' | 'placowy' | 'inwestycja' | 'rezerwa' | 'swiadczenie';

export interface PozycjaKatalogu<R extends string> {
  rozdzial: string;
  paragraf: string;
  nazwa: string;
  plan: number;
  rodzaj: R;
  czestosc?: number;
}

type D = PozycjaKatalogu<RodzajDochodu>;
type W = PozycjaKatalogu<RodzajWydatku>;

function pozycja<R extends string>(
  rozdzial: string,
  paragraf: string,
  nazwa: string,
  plan: number,
  rodzaj: R,
  czestosc?: number,
): PozycjaKatalogu<R> {
  return { rozdzial, paragraf, nazwa, plan, rodzaj, ...(czestosc === undefined ? {} : { czestosc }) };
}
const d = pozycja<RodzajDochodu>;
const w = pozycja<RodzajWydatku>;

export const ROK_BAZOWY = 2019;

// Tables read best one item per line.
// prettier-ignore
export const katalogDochodow: readonly D[] = [
  d('01095', '2010', 'Zwrot podatku akcyzowego zawartego w cenie oleju napędowego – dotacja celowa', 820_000, 'dotacja'),
  d('40002', '0830', 'Dostarczanie wody – wpływy z usług', 2_150_000, 'podatek'),
  d('60016', '6300', 'Drogi publiczne gminne – pomoc finansowa powiatu na inwestycje', 450_000, 'dotacja', 0.5),
  d('60016', '6370', 'Środki z Rządowego Funduszu Rozwoju Dróg na inwestycje', 1_900_000, 'dotacja', 0.6),
  d('70005', '0550', 'Wpływy z opłat z tytułu użytkowania wieczystego nieruchomości', 58_000, 'podatek'),
  d('70005', '0750', 'Wpływy z najmu i dzierżawy składników majątkowych gminy', 390_000, 'podatek'),
  d('70005', '0770', 'Wpływy ze sprzedaży nieruchomości gminnych', 760_000, 'majatek', 0.8),
  d('75011', '2010', 'Urzędy wojewódzkie – dotacja celowa na zadania zlecone z zakresu administracji rządowej', 92_000, 'dotacja'),
  d('75101', '2010', 'Prowadzenie i aktualizacja stałego rejestru wyborców – dotacja celowa', 1_900, 'dotacja'),
  d('75601', '0350', 'Podatek od działalności gospodarczej opłacany w formie karty podatkowej', 18_000, 'podatek'),
  d('75615', '0310', 'Podatek od nieruchomości – osoby prawne', 3_950_000, 'podatek'),
  d('75615', '0320', 'Podatek rolny – osoby prawne', 310_000, 'podatek'),
  d('75615', '0330', 'Podatek leśny – osoby prawne', 145_000, 'podatek'),
  d('75615', '0340', 'Podatek od środków transportowych – osoby prawne', 165_000, 'podatek'),
  d('75616', '0310', 'Podatek od nieruchomości – osoby fizyczne', 2_480_000, 'podatek'),
  d('75616', '0320', 'Podatek rolny – osoby fizyczne', 1_180_000, 'podatek'),
  d('75616', '0330', 'Podatek leśny – osoby fizyczne', 96_000, 'podatek'),
  d('75616', '0340', 'Podatek od środków transportowych – osoby fizyczne', 240_000, 'podatek'),
  d('75616', '0360', 'Podatek od spadków i darowizn', 82_000, 'podatek'),
  d('75616', '0500', 'Podatek od czynności cywilnoprawnych', 480_000, 'podatek'),
  d('75618', '0410', 'Wpływy z opłaty skarbowej', 61_000, 'podatek'),
  d('75618', '0480', 'Wpływy z opłat za zezwolenia na sprzedaż napojów alkoholowych', 245_000, 'podatek'),
  d('75618', '0490', 'Wpływy z innych lokalnych opłat (opłata za zajęcie pasa drogowego)', 72_000, 'podatek'),
  d('75621', '0010', 'Udział w podatku dochodowym od osób fizycznych', 10_200_000, 'dotacja'),
  d('75621', '0020', 'Udział w podatku dochodowym od osób prawnych', 410_000, 'podatek'),
  d('75801', '2920', 'Część oświatowa subwencji ogólnej dla gmin', 11_600_000, 'dotacja'),
  d('75807', '2920', 'Część wyrównawcza subwencji ogólnej dla gmin', 5_000_000, 'dotacja'),
  d('75814', '0920', 'Wpływy z pozostałych odsetek', 120_000, 'podatek'),
  d('75831', '2920', 'Część równoważąca subwencji ogólnej dla gmin', 380_000, 'dotacja'),
  d('80101', '0830', 'Szkoły podstawowe – wpływy z usług', 28_000, 'podatek'),
  d('80103', '2030', 'Oddziały przedszkolne w szkołach podstawowych – dotacja celowa na zadania własne', 190_000, 'dotacja'),
  d('80104', '0660', 'Wpływy z opłat za korzystanie z wychowania przedszkolnego', 118_000, 'podatek'),
  d('80104', '0670', 'Wpływy z opłat za korzystanie z wyżywienia w przedszkolach', 245_000, 'podatek'),
  d('85214', '2030', 'Zasiłki okresowe, celowe i pomoc w naturze – dotacja celowa na zadania własne', 290_000, 'dotacja'),
  d('85216', '2030', 'Zasiłki stałe – dotacja celowa na zadania własne', 240_000, 'dotacja'),
  d('85219', '2030', 'Ośrodki pomocy społecznej – dotacja celowa na zadania własne', 380_000, 'dotacja'),
  d('85228', '0830', 'Usługi opiekuńcze – wpływy z usług', 42_000, 'podatek'),
  d('85230', '2030', 'Pomoc w zakresie dożywiania – dotacja celowa', 145_000, 'dotacja'),
  d('85502', '2010', 'Świadczenia rodzinne i fundusz alimentacyjny – dotacja celowa na zadania zlecone', 5_300_000, 'dotacja'),
  d('90001', '0830', 'Gospodarka ściekowa i ochrona wód – wpływy z usług', 1_780_000, 'podatek'),
  d('90002', '0490', 'Wpływy z opłaty za gospodarowanie odpadami komunalnymi', 3_450_000, 'podatek'),
  d('90002', '0640', 'Wpływy z tytułu kosztów egzekucyjnych i upomnień', 9_500, 'podatek'),
  d('92109', '0750', 'Domy i ośrodki kultury, świetlice i kluby – wpływy z najmu', 31_000, 'podatek'),
  d('92601', '6257', 'Obiekty sportowe – dofinansowanie inwestycji ze środków Unii Europejskiej', 720_000, 'dotacja', 0.35),
];

// prettier-ignore
export const katalogWydatkow: readonly W[] = [
  w('01010', '6050', 'Infrastruktura wodociągowa i sanitacyjna wsi – wydatki inwestycyjne', 2_400_000, 'inwestycja', 0.85),
  w('01030', '2850', 'Izby rolnicze – wpłaty gmin w wysokości 2% wpływów z podatku rolnego', 29_000, 'biezacy'),
  w('01095', '4430', 'Zwrot podatku akcyzowego producentom rolnym – różne opłaty i składki', 805_000, 'swiadczenie'),
  w('40002', '4260', 'Dostarczanie wody – zakup energii', 430_000, 'biezacy'),
  w('40002', '4300', 'Dostarczanie wody – zakup usług pozostałych', 290_000, 'biezacy'),
  w('60004', '4300', 'Lokalny transport zbiorowy – zakup usług przewozowych', 380_000, 'biezacy'),
  w('60014', '6300', 'Drogi publiczne powiatowe – pomoc finansowa dla powiatu na inwestycje', 300_000, 'inwestycja', 0.6),
  w('60016', '4270', 'Drogi publiczne gminne – zakup usług remontowych', 620_000, 'biezacy'),
  w('60016', '6050', 'Drogi publiczne gminne – wydatki inwestycyjne', 5_200_000, 'inwestycja'),
  w('70005', '4300', 'Gospodarka gruntami i nieruchomościami – zakup usług pozostałych', 145_000, 'biezacy'),
  w('71004', '4300', 'Plany zagospodarowania przestrzennego – zakup usług pozostałych', 95_000, 'biezacy', 0.8),
  w('75011', '4010', 'Urzędy wojewódzkie – wynagrodzenia osobowe pracowników (zadania zlecone)', 92_000, 'placowy'),
  w('75022', '3030', 'Rady gmin – różne wydatki na rzecz osób fizycznych (diety radnych)', 310_000, 'placowy'),
  w('75023', '4010', 'Urzędy gmin – wynagrodzenia osobowe pracowników', 5_200_000, 'placowy'),
  w('75023', '4040', 'Urzędy gmin – dodatkowe wynagrodzenie roczne', 345_000, 'placowy'),
  w('75023', '4110', 'Urzędy gmin – składki na ubezpieczenia społeczne', 790_000, 'placowy'),
  w('75023', '4120', 'Urzędy gmin – składki na Fundusz Pracy oraz Fundusz Solidarnościowy', 98_000, 'placowy'),
  w('75023', '4210', 'Urzędy gmin – zakup materiałów i wyposażenia', 240_000, 'biezacy'),
  w('75023', '4260', 'Urzędy gmin – zakup energii', 118_000, 'biezacy'),
  w('75023', '4300', 'Urzędy gmin – zakup usług pozostałych', 460_000, 'biezacy'),
  w('75023', '4360', 'Urzędy gmin – opłaty z tytułu zakupu usług telekomunikacyjnych', 38_000, 'biezacy'),
  w('75023', '6060', 'Urzędy gmin – wydatki na zakupy inwestycyjne (sprzęt informatyczny)', 140_000, 'inwestycja', 0.5),
  w('75075', '4300', 'Promocja jednostek samorządu terytorialnego – zakup usług pozostałych', 78_000, 'biezacy'),
  w('75412', '4210', 'Ochotnicze straże pożarne – zakup materiałów i wyposażenia', 175_000, 'biezacy'),
  w('75412', '6230', 'Ochotnicze straże pożarne – dotacja na zakup samochodu ratowniczo-gaśniczego', 400_000, 'inwestycja', 0.3),
  w('75702', '8110', 'Obsługa kredytów i pożyczek – odsetki', 580_000, 'biezacy'),
  w('75818', '4810', 'Rezerwy ogólne i celowe', 320_000, 'rezerwa'),
  w('80101', '4010', 'Szkoły podstawowe – wynagrodzenia osobowe pracowników', 10_600_000, 'placowy'),
  w('80101', '4040', 'Szkoły podstawowe – dodatkowe wynagrodzenie roczne', 750_000, 'placowy'),
  w('80101', '4110', 'Szkoły podstawowe – składki na ubezpieczenia społeczne', 1_860_000, 'placowy'),
  w('80101', '4210', 'Szkoły podstawowe – zakup materiałów i wyposażenia', 295_000, 'biezacy'),
  w('80101', '4260', 'Szkoły podstawowe – zakup energii', 590_000, 'biezacy'),
  w('80101', '4300', 'Szkoły podstawowe – zakup usług pozostałych', 340_000, 'biezacy'),
  w('80101', '6050', 'Szkoły podstawowe – wydatki inwestycyjne (termomodernizacja)', 1_450_000, 'inwestycja', 0.45),
  w('80104', '4010', 'Przedszkola – wynagrodzenia osobowe pracowników', 3_100_000, 'placowy'),
  w('80104', '4220', 'Przedszkola – zakup środków żywności', 290_000, 'biezacy'),
  w('80113', '4300', 'Dowożenie uczniów do szkół – zakup usług pozostałych', 900_000, 'biezacy'),
  w('80146', '4700', 'Dokształcanie i doskonalenie nauczycieli – szkolenia pracowników', 48_000, 'biezacy'),
  w('80148', '4220', 'Stołówki szkolne i przedszkolne – zakup środków żywności', 410_000, 'biezacy'),
  w('85153', '4300', 'Zwalczanie narkomanii – zakup usług pozostałych', 28_000, 'biezacy'),
  w('85154', '4300', 'Przeciwdziałanie alkoholizmowi – zakup usług pozostałych', 195_000, 'biezacy'),
  w('85214', '3110', 'Zasiłki okresowe, celowe i pomoc w naturze – świadczenia społeczne', 410_000, 'swiadczenie'),
  w('85216', '3110', 'Zasiłki stałe – świadczenia społeczne', 295_000, 'swiadczenie'),
  w('85219', '4010', 'Ośrodki pomocy społecznej – wynagrodzenia osobowe pracowników', 1_080_000, 'placowy'),
  w('85228', '4010', 'Usługi opiekuńcze – wynagrodzenia osobowe pracowników', 245_000, 'placowy'),
  w('85230', '3110', 'Pomoc w zakresie dożywiania – świadczenia społeczne', 210_000, 'swiadczenie'),
  w('85502', '3110', 'Świadczenia rodzinne i fundusz alimentacyjny – świadczenia społeczne', 5_250_000, 'swiadczenie'),
  w('85504', '4300', 'Wspieranie rodziny – zakup usług pozostałych', 96_000, 'biezacy'),
  w('90001', '6050', 'Gospodarka ściekowa i ochrona wód – wydatki inwestycyjne', 2_900_000, 'inwestycja', 0.55),
  w('90002', '4300', 'Gospodarka odpadami komunalnymi – zakup usług pozostałych', 3_900_000, 'biezacy'),
  w('90003', '4300', 'Oczyszczanie miast i wsi – zakup usług pozostałych', 115_000, 'biezacy'),
  w('90004', '4210', 'Utrzymanie zieleni w miastach i gminach – zakup materiałów i wyposażenia', 58_000, 'biezacy'),
  w('90015', '4260', 'Oświetlenie ulic, placów i dróg – zakup energii', 480_000, 'biezacy'),
  w('90015', '4270', 'Oświetlenie ulic, placów i dróg – zakup usług remontowych', 140_000, 'biezacy'),
  w('92109', '2480', 'Domy i ośrodki kultury – dotacja podmiotowa dla Gminnego Ośrodka Kultury', 1_500_000, 'biezacy'),
  w('92116', '2480', 'Biblioteki – dotacja podmiotowa dla Gminnej Biblioteki Publicznej', 495_000, 'biezacy'),
  w('92601', '4270', 'Obiekty sportowe – zakup usług remontowych', 145_000, 'biezacy'),
  w('92601', '6050', 'Obiekty sportowe – wydatki inwestycyjne (boisko wielofunkcyjne)', 1_150_000, 'inwestycja', 0.4),
  w('92605', '2360', 'Zadania w zakresie kultury fizycznej – dotacje celowe dla stowarzyszeń sportowych', 240_000, 'biezacy'),
];
