const en = {
  wykres: {
    slupkowy: 'Bar chart: {{tytul}}',
    kolowy: 'Pie chart: {{tytul}}',
  },
};

export default en;
