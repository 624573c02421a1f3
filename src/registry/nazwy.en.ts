/**
 * The services list in English: group names and service names (Polish in uslugi.ts). Shared by
 * the portal's texts (src/host/i18n) and the contract server's tiles, which both import it from here.
 */
export const grupy = {
  budzet: 'Municipal budget',
  mieszkancy: 'Residents and elections',
  pojazdy: 'Vehicles',
  naleznosci: 'Dues and payments',
  woda: 'Water and sewage',
  podatki: 'Local taxes and fees',
};

export const nazwyUslug = {
  u1: 'Budget income',
  u2: 'Budget expenditure',
  u3: 'Resident statuses',
  u4: 'Electoral register check',
  u5: 'Vehicles by taxation method',
  u7: 'Residents and voters',
  u10: 'Registrations by sex and age',
  u11: 'Vehicle tax rates',
  u12: 'Most popular first names',
  u13: 'Most popular first names by birth year',
  u14: 'Vehicle list',
  u15: 'Meter readings',
  u16: 'Water invoices',
  u17: 'Dues – municipal taxes',
  u18: 'Dues – non-tax records',
  u19: 'Dues – alcohol licences',
  u20: 'Dues to pay',
  u21: 'Online payment history',
  u22: 'Dues – waste',
  u23: 'Dues – water and sewage',
  u24: 'Send a report',
  u25: 'Water meter readings',
  u26: 'Dues – means of transport',
  u27: 'Current registration',
  u29: 'Tax assessment',
  u30: 'Real estate',
  u32: 'Local fees',
  u33: 'Permit fees',
  u34: 'Waste fee parameters',
  u35: 'Diesel excise refunds',
  u36: 'Diesel excise refund applications',
  u39: 'Correspondence data',
  u40: 'Water meter replacement report',
  u50: 'My liabilities',
};
