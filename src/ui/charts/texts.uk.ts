const uk = {
  wykres: {
    slupkowy: 'Стовпчикова діаграма: {{tytul}}',
    kolowy: 'Кругова діаграма: {{tytul}}',
    liniowy: 'Лінійний графік: {{tytul}}',
  },
};

export default uk;
