const de = {
  wyborPodmiotu: {
    podmiot: 'Handeln für',
    wybierz: '– Rechtsträger wählen –',
    osoba: '{{nazwa}} (natürliche Person)',
    instytucja: '{{nazwa}} (Steuernummer NIP {{nip}})',
  },
};

export default de;
