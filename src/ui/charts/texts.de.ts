const de = {
  wykres: {
    slupkowy: 'Balkendiagramm: {{tytul}}',
    kolowy: 'Kreisdiagramm: {{tytul}}',
    liniowy: 'Liniendiagramm: {{tytul}}',
  },
};

export default de;
