const uk = {
  licznikSesji: {
    sesja: 'Сеанс',
    pozostalo: 'Сеанс завершиться через',
  },
};

export default uk;
