/** Texts of this element in Polish: the product's own words; en, de and uk mirror the keys. */
const pl = {
  wyborPodmiotu: {
    podmiot: 'Podmiot',
    wybierz: '– wybierz podmiot –',
    osoba: '{{nazwa}} (osoba fizyczna)',
    instytucja: '{{nazwa}} (NIP {{nip}})',
  },
};

export default pl;
