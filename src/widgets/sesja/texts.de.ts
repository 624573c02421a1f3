const de = {
  licznikSesji: {
    sesja: 'Sitzung',
    pozostalo: 'Sitzung endet in',
  },
};

export default de;
