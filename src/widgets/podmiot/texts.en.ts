const en = {
  wyborPodmiotu: {
    podmiot: 'Acting for',
    wybierz: '– choose an entity –',
    osoba: '{{nazwa}} (natural person)',
    instytucja: '{{nazwa}} (tax ID {{nip}})',
  },
};

export default en;
