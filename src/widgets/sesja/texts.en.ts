const en = {
  licznikSesji: {
    sesja: 'Session',
    pozostalo: 'Session ends in',
  },
};

export default en;
