/**
 * The portal's few icons, drawn inline (no icon font, nothing fetched; CSP-safe). Decorative: the text
 * next to each says what it means.
 */
const paths: Record<string, string> = {
  uslugi: 'M4 5h16v3H4zm0 5.5h16v3H4zM4 16h16v3H4z',
  platnosci: 'M3 6h18v12H3zm0 3h18M6 14h5',
  budzet: 'M5 19V11m5 8V5m5 14v-6m5 6V8',
  wybory: 'M5 11h14v9H5zm4-7h6v7H9zm1 3h4',
  informacje: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 6v8m0-11v1',
  procedury: 'M6 3h9l4 4v14H6zm3 7h7m-7 4h7m-7 4h4',
  odpady: 'M5 7h14l-1.5 13h-11zM9 7V4h6v3M3 7h18',
  kontakt: 'M4 5h16v14H4zm0 0 8 7 8-7',
  bip: 'M4 20h16M6 17V9m4 8V9m4 8V9m4 8V9M3 9l9-5 9 5z',
  strona: 'M6 3h9l4 4v14H6zm9 0v4h4',
  folder: 'M3 6h7l2 2h9v11H3z',
  plik: 'M6 3h9l4 4v14H6zm9 0v4h4M9 13h6m-6 4h6',
  wstecz: 'M15 5l-7 7 7 7',
  zamek: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z',
  otwarte: 'M7 11V8a5 5 0 0 1 9.6-2M5 11h14v10H5z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  zamknij: 'M6 6l12 12M18 6L6 18',
  uzytkownik: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21a8 8 0 0 1 16 0',
  kontrast: 'M12 3a9 9 0 1 0 0 18zM12 3a9 9 0 0 1 0 18',
  rozwin: 'M6 9l6 6 6-6',
  dom: 'M3 11l9-7 9 7M6 9v11h12V9M10 20v-6h4v6',
  ustawienia: 'M4 7h9m4 0h3M4 17h3m4 0h9M13 4v6M7 14v6',
};

export function Icon({ name, className = 'g-icon' }: { name: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name] ?? paths['strona']} />
    </svg>
  );
}
