const uk = {
  wyborPodmiotu: {
    podmiot: 'Суб’єкт',
    wybierz: '– виберіть суб’єкт –',
    osoba: '{{nazwa}} (фізична особа)',
    instytucja: '{{nazwa}} (NIP {{nip}})',
  },
};

export default uk;
