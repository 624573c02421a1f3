const uk = {
  wykres: {
    slupkowy: 'Стовпчикова діаграма: {{tytul}}',
    kolowy: 'Кругова діаграма: {{tytul}}',
  },
};

export default uk;
