// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { ApiError, type Api } from '../core/api/client.ts';
import { setNavigationHandler } from '../core/navigation.ts';
import { $restrictedToken, $token } from '../core/stores/session.ts';
import { $snackbar, closeSnackbar } from '../core/stores/snackbar.ts';
import { $subjects, chooseSubject, subjectQuery, type Podmiot } from '../core/stores/subject.ts';
import { mountNode, settle, unmountAll } from '../../tests/widget-harness.tsx';
import { CharacterCount } from './CharacterCount.tsx';
import { yearChoices } from './Choices.tsx';
import { fileColumn } from './FileButton.tsx';
import { ListFrame, type ListSpec } from './ListFrame.tsx';
import { ProtectedList } from '../features/logowanie/ProtectedList.tsx';

const api = { baseURL: 'https://api.test' } as Api;
type Row = { id: number; nazwa: string; kwota: number };
const rows = (n: number, from = 1): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: from + i,
    nazwa: `Pozycja ${from + i}`,
    kwota: (from + i) * 10,
  }));
const columns = [
  { key: 'nazwa', header: 'Nazwa', value: (r: Row) => r.nazwa },
  { key: 'kwota', header: 'Kwota', value: (r: Row) => r.kwota, numeric: true },
];

useTestStorageEngine();

afterEach(() => {
  unmountAll();
  cleanTestStorage();
  closeSnackbar();
  setNavigationHandler(null);
  $token.set(undefined);
  $restrictedToken.set(undefined);
  $subjects.set([]);
});

const click = async (el: Element | null) => {
  await act(() => (el as HTMLElement).click());
  await settle();
};

describe('ListFrame', () => {
  it('loads the years, preselects the latest in a multi-select, and calls again when the choice changes', async () => {
    const calls: unknown[] = [];
    const spec: ListSpec<Row[]> = {
      title: 'wspolne.razem',
      selects: [
        {
          name: 'lata',
          label: 'wspolne.razem',
          multiple: true,
          choices: async () => yearChoices([2025, 2023, 2024]),
        },
      ],
      load: async (_, { lata }) => {
        calls.push(lata);
        return rows((lata as number[]).length);
      },
      tables: (data) => [{ caption: 'Tabela', columns, rows: data, rowKey: (r: Row) => String(r.id) }],
    };
    const host = await mountNode(<ListFrame {...spec} />, api);
    expect(calls).toEqual([[2025]]);
    const button = host.querySelector<HTMLButtonElement>('.g-multi-button')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('2025');
    await click(button);
    const boxes = [...host.querySelectorAll<HTMLInputElement>('.g-multi-group input[type=checkbox]')];
    expect(boxes.map((b) => b.parentElement!.textContent)).toEqual(['2023', '2024', '2025']);
    await click(boxes[0]!);
    expect(calls.at(-1)).toEqual([2023, 2025]);
    expect(host.querySelectorAll('tbody tr')).toHaveLength(2);
    await click(boxes[0]!);
    await click(boxes[2]!);
    expect(host.textContent).toContain('Nic nie wybrano');
    expect(calls).toHaveLength(3);
  });

  it("a select's choices follow the selects before it: each loads again only when those change, and one with no choices for them is hidden", async () => {
    const asked: string[] = [];
    const calls: unknown[] = [];
    const spec: ListSpec<Row[]> = {
      title: 'wspolne.razem',
      selects: [
        {
          name: 'punkt',
          label: 'wspolne.razem',
          choices: () => {
            asked.push('punkty');
            return Promise.resolve(yearChoices([1, 2]));
          },
        },
        {
          name: 'licznik',
          label: 'wspolne.razem',
          choices: (_, { punkt }) => {
            asked.push(`liczniki ${String(punkt)}`);
            return Promise.resolve(punkt === 2 ? yearChoices([21, 22]) : null);
          },
        },
      ],
      load: (_, chosen) => {
        calls.push(chosen);
        return Promise.resolve(rows(1));
      },
      tables: (data) => [{ caption: 'Tabela', columns, rows: data, rowKey: (r: Row) => String(r.id) }],
    };
    const host = await mountNode(<ListFrame {...spec} />, api);
    await settle();
    expect(asked).toEqual(['punkty', 'liczniki 2']);
    expect(calls).toEqual([{ punkt: 2, licznik: 22 }]);
    const choose = async (select: HTMLSelectElement, value: string) => {
      select.value = value;
      await act(() => {
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await settle();
      await settle();
    };
    const [punkt, licznik] = [...host.querySelectorAll('select')];
    await choose(licznik!, '21');
    expect(asked).toEqual(['punkty', 'liczniki 2']);
    expect(calls.at(-1)).toEqual({ punkt: 2, licznik: 21 });
    await choose(punkt!, '1');
    expect(asked).toEqual(['punkty', 'liczniki 2', 'liczniki 1']);
    expect(calls.at(-1)).toEqual({ punkt: 1 });
    expect(host.querySelectorAll('select')).toHaveLength(1);
    expect(host.querySelectorAll('tbody tr')).toHaveLength(1);
  });

  it('the multi-select closes on Escape (focus back on its button) and when the focus leaves it', async () => {
    const spec: ListSpec<Row[]> = {
      title: 'wspolne.razem',
      selects: [{ name: 'lata', label: 'wspolne.razem', multiple: true, choices: yearChoices([2024, 2025]) }],
      load: async () => rows(1),
      tables: (data) => [{ caption: 'Tabela', columns, rows: data, rowKey: (r: Row) => String(r.id) }],
    };
    const host = await mountNode(<ListFrame {...spec} />, api);
    const button = host.querySelector<HTMLButtonElement>('.g-multi-button')!;
    const group = host.querySelector<HTMLFieldSetElement>('.g-multi-group')!;
    await click(button);
    expect(group.hidden).toBe(false);
    const box = group.querySelector('input')!;
    await act(() => void box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(group.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    await click(button);
    const outside = host.querySelector('.g-toolbar')!.parentElement!.querySelector('h2')!;
    await act(
      () => void box.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: outside })),
    );
    expect(group.hidden).toBe(true);
  });

  it('says how many are chosen with the Polish plural when more than three are', async () => {
    const spec: ListSpec<Row[]> = {
      title: 'wspolne.razem',
      selects: [
        {
          name: 'lata',
          label: 'wspolne.razem',
          multiple: true,
          choices: yearChoices([2020, 2021, 2022, 2023, 2024, 2025]),
        },
      ],
      load: async () => [],
      tables: () => [],
    };
    const host = await mountNode(<ListFrame {...spec} />, api);
    await click(host.querySelector('.g-multi-button'));
    const boxes = [...host.querySelectorAll<HTMLInputElement>('.g-multi-group input')];
    for (const b of boxes.slice(0, 4)) await click(b);
    expect(host.querySelector('.g-multi-button')!.textContent).toContain('Wybrano 5 pozycji');
    await click(boxes[0]!);
    expect(host.querySelector('.g-multi-button')!.textContent).toContain('Wybrano 4 pozycje');
  });

  it('shows several tables, each with its own fallback text, totals, and the PDF only when there are rows', async () => {
    const spec: ListSpec<{ a: Row[]; b: Row[] }> = {
      title: 'wspolne.razem',
      load: async () => ({ a: rows(2), b: [] }),
      tables: (d) => [
        {
          heading: 'Grunty',
          caption: 'Grunty',
          columns,
          rows: d.a,
          rowKey: (r: Row) => String(r.id),
          totals: { nazwa: 'Razem', kwota: '30' },
        },
        {
          heading: 'Budynki',
          caption: 'Budynki',
          columns,
          rows: d.b,
          rowKey: (r: Row) => String(r.id),
          empty: 'Brak budynków',
        },
      ],
      pdf: async () => ({ blob: new Blob(['%PDF']), fileName: 'x.pdf' }),
    };
    const host = await mountNode(<ListFrame {...spec} />, api);
    expect([...host.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Grunty', 'Budynki']);
    expect(host.querySelectorAll('table')).toHaveLength(1);
    expect(host.querySelector('tfoot')!.textContent).toContain('30');
    expect(host.textContent).toContain('Brak budynków');
    expect(host.querySelector('.g-toolbar')!.textContent).toContain('Pobierz PDF');
  });

  it('a per-row download shows loading on its own row until the file arrives; a row without a file shows a dash', async () => {
    let arrive!: () => void;
    const file = vi.fn(
      () =>
        new Promise<{ blob: Blob; fileName: string }>(
          (r) => (arrive = () => r({ blob: new Blob(['x']), fileName: 'd.pdf' })),
        ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const spec: ListSpec<Row[]> = {
      title: 'wspolne.razem',
      load: async () => rows(3),
      tables: (data) => [
        {
          caption: 'Decyzje',
          columns: [
            ...columns,
            fileColumn<Row>({
              key: 'pdf',
              header: 'Decyzja',
              label: 'Pobierz PDF',
              name: (r) => `Decyzja ${r.nazwa}`,
              file: (r) => (r.id === 2 ? null : file),
            }),
          ],
          rows: data,
          rowKey: (r: Row) => String(r.id),
        },
      ],
    };
    const host = await mountNode(<ListFrame {...spec} />, api);
    const cells = [...host.querySelectorAll('tbody tr')].map((tr) => tr.lastElementChild!);
    expect(cells[1]!.textContent).toBe('—');
    const first = cells[0]!.querySelector('button')!;
    expect(first.getAttribute('aria-label')).toBe('Decyzja Pozycja 1');
    await click(first);
    expect(first.getAttribute('aria-busy')).toBe('true');
    expect(first.textContent).toBe('Pobieranie…');
    expect(cells[2]!.querySelector('button')!.getAttribute('aria-busy')).toBe('false');
    await act(async () => arrive());
    await settle();
    expect(first.getAttribute('aria-busy')).toBe('false');
  });

  it('opens one detail row at a time, and a page change hides it (spec 02 §4)', async () => {
    const onToggle = vi.fn();
    const spec: ListSpec<Row[]> = {
      title: 'wspolne.razem',
      load: async () => rows(8),
      tables: (data) => [
        {
          caption: 'Płatności',
          columns,
          rows: data,
          rowKey: (r: Row) => String(r.id),
          detail: {
            label: (r: Row) => `Szczegóły: ${r.nazwa}`,
            render: (r: Row) => <p>Szczegóły {r.id}</p>,
            onToggle,
          },
        },
      ],
    };
    const host = await mountNode(<ListFrame {...spec} />, api);
    const toggles = () => [...host.querySelectorAll<HTMLButtonElement>('.g-detail-toggle')];
    await click(toggles()[0]!);
    expect(host.querySelectorAll('.g-detail-row')).toHaveLength(1);
    expect(toggles()[0]!.getAttribute('aria-expanded')).toBe('true');
    await click(toggles()[1]!);
    expect([...host.querySelectorAll('.g-detail-row')].map((r) => r.textContent)).toEqual(['Szczegóły 2']);
    expect(onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    await click(host.querySelector('[aria-label="Następna strona"]'));
    expect(host.querySelectorAll('.g-detail-row')).toHaveLength(0);
    expect(onToggle).toHaveBeenLastCalledWith(null);
  });

  it('a disabled PDF button stays in the toolbar and fetches nothing', async () => {
    const pdf = vi.fn(async () => ({ fileName: 'x.pdf', blob: new Blob() }));
    const spec: ListSpec<Row[]> = {
      title: 'wspolne.razem',
      load: async () => rows(2),
      tables: (data) => [{ caption: 'Płatności', columns, rows: data, rowKey: (r: Row) => String(r.id) }],
      pdf,
    };
    const host = await mountNode(<ListFrame {...spec} pdfDisabled />, api);
    const button = [...host.querySelectorAll<HTMLButtonElement>('.g-toolbar button')].find(
      (b) => b.textContent === 'Pobierz PDF',
    )!;
    expect(button.disabled).toBe(true);
    await click(button);
    expect(pdf).not.toHaveBeenCalled();
  });

  it('a "quiet" failure only says so inside the widget; a "service" failure also gives the snackbar and leaves in the portal', async () => {
    const nav = vi.fn();
    setNavigationHandler(nav);
    const failing = (onFailure: 'quiet' | 'service'): ListSpec<Row[]> => ({
      title: 'wspolne.razem',
      onFailure,
      load: async () => {
        throw new ApiError('http', '/x', 'HTTP 500', 500);
      },
      tables: () => [],
    });
    const quiet = await mountNode(<ListFrame {...failing('quiet')} />, api, true);
    expect(quiet.textContent).toContain('Wystąpił błąd podczas pobierania danych z API');
    expect(quiet.querySelector('.g-loader')).toBeNull();
    expect($snackbar.get()).toBeNull();
    expect(nav).not.toHaveBeenCalled();
    await mountNode(<ListFrame {...failing('service')} />, api, true);
    expect($snackbar.get()?.text).toBe('Usługa chwilowo niedostępna. Spróbuj ponownie później');
    expect(nav).toHaveBeenCalledWith('/lista-uslug');
  });

  it("a service's own break (503 of that service) shows the break notice in place, whose retry calls again", async () => {
    const nav = vi.fn();
    setNavigationHandler(nav);
    let n = 0;
    const spec: ListSpec<Row[]> = {
      title: 'wspolne.razem',
      load: async () => {
        if (n++ === 0) throw new ApiError('http', '/x', 'HTTP 503', 503, 503, undefined, 'service');
        return rows(2);
      },
      tables: (data) => [{ caption: 'Tabela', columns, rows: data, rowKey: (r: Row) => String(r.id) }],
    };
    const el = await mountNode(<ListFrame {...spec} />, api, true);
    expect(el.querySelector('h3')?.textContent).toBe('Przepraszamy - trwa przerwa techniczna');
    expect(el.textContent).toContain('Aktualnie prowadzone są prace techniczne');
    expect($snackbar.get()).toBeNull();
    expect(nav).not.toHaveBeenCalled();
    await click([...el.querySelectorAll('button')].find((b) => b.textContent === 'Spróbuj ponownie')!);
    expect(el.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(el.textContent).not.toContain('Przepraszamy - trwa przerwa techniczna');
  });
});

describe('ProtectedList', () => {
  const osoba: Podmiot = { nazwa: 'Jan Kowalski', czyInstytucja: false, nip: null, pesel: '85010112352' };
  const firma: Podmiot = { nazwa: 'Spółdzielnia', czyInstytucja: true, nip: '5252525259', pesel: null };

  it('calls nothing until a subject is current, then carries it, and calls again for another subject', async () => {
    const calls: Record<string, string>[] = [];
    const spec: ListSpec<Row[]> = {
      title: 'wspolne.razem',
      load: async ({ subject }) => {
        calls.push(subjectQuery(subject));
        return rows(1);
      },
      tables: (data) => [{ caption: 'Pojazdy', columns, rows: data, rowKey: (r: Row) => String(r.id) }],
    };
    $token.set('pelny');
    const userInfo = { json: vi.fn(() => new Promise(() => undefined)) };
    const host = await mountNode(<ProtectedList {...spec} />, { ...api, ...userInfo } as unknown as Api);
    expect(calls).toEqual([]);
    await act(() => {
      $subjects.set([osoba, firma]);
      chooseSubject(osoba);
    });
    await settle();
    expect(calls).toEqual([{ pesel: '85010112352' }]);
    expect(host.querySelectorAll('tbody tr')).toHaveLength(1);
    await act(() => chooseSubject(firma));
    await settle();
    expect(calls.at(-1)).toEqual({ nip: '5252525259' });
  });

  it('with only a restricted token asks for nothing and says why', async () => {
    const load = vi.fn(async () => rows(1));
    $restrictedToken.set('ograniczony');
    $subjects.set([osoba]);
    chooseSubject(osoba);
    const userInfo = { json: vi.fn(() => new Promise(() => undefined)) };
    const host = await mountNode(<ProtectedList title="wspolne.razem" load={load} tables={() => []} />, {
      ...api,
      ...userInfo,
    } as unknown as Api);
    expect(load).not.toHaveBeenCalled();
    expect(host.textContent).toContain('Ta usługa będzie dostępna po potwierdzeniu tożsamości');
  });

  it('a service for the other kind of subject asks for nothing and says so in place (spec 02 §6)', async () => {
    const load = vi.fn(async () => rows(1));
    $token.set('pelny');
    $subjects.set([osoba, firma]);
    chooseSubject(osoba);
    const userInfo = { json: vi.fn(() => new Promise(() => undefined)) };
    const mounted = { ...api, ...userInfo } as unknown as Api;
    const host = await mountNode(
      <ProtectedList title="wspolne.razem" wymagany="instytucja" load={load} tables={() => []} />,
      mounted,
    );
    expect(load).not.toHaveBeenCalled();
    expect(host.textContent).toContain('Wybrany podmiot nie ma dostępu do tej usługi');
    await act(() => chooseSubject(firma));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.textContent).not.toContain('Wybrany podmiot nie ma dostępu');
  });
});

describe('CharacterCount', () => {
  it('counts the characters left with the Polish plural forms', async () => {
    const texts = await Promise.all(
      [1, 3, 5, 2000].map(
        async (left) =>
          (await mountNode(<CharacterCount id="c" max={2000} length={2000 - left} />, api)).textContent,
      ),
    );
    expect(texts).toEqual([
      'Pozostał 1 znak',
      'Pozostały 3 znaki',
      'Pozostało 5 znaków',
      'Pozostało 2\u00a0000 znaków',
    ]);
  });
});
