const en = {
  wykres: {
    slupkowy: 'Bar chart: {{tytul}}',
    kolowy: 'Pie chart: {{tytul}}',
    liniowy: 'Line chart: {{tytul}}',
  },
};

export default en;
