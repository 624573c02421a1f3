const de = {
  wykres: {
    slupkowy: 'Balkendiagramm: {{tytul}}',
    kolowy: 'Kreisdiagramm: {{tytul}}',
  },
};

export default de;
