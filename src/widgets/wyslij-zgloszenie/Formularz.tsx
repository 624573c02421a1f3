import { useEffect, useId, useRef, useState } from 'react';
import {
  dodajZgloszenie,
  getPunktyOdbioru,
  getTelefonPodmiotu,
  getTematy,
  getZgloszenia,
  getZgloszeniaPdf,
  type NoweZgloszenie,
  type PunktOdbioru,
  type Zgloszenie,
} from '../../core/api/woda.ts';
import { walidujZgloszenie, type BledyZgloszenia } from '../../core/rules/woda.ts';
import { formatDateTimePl } from '../../core/dates.ts';
import { limitText, requestTextLimit, validatePhone } from '../../core/rules/fields.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { CharacterCount } from '../../ui/CharacterCount.tsx';
import { useWidget } from '../../ui/context.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { Field } from '../../ui/Field.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { useForm } from '../../ui/FormFrame.tsx';
import { useLoaded } from '../../ui/useLoaded.tsx';

const m3 = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 3, useGrouping: 'always' });

type Pole = keyof BledyZgloszenia;
/** spec 02 §4 "Initial state: no topic, point 0, empty text" (the only point stands chosen: `punktOf`). */
const PUSTY = { punkt: 0, temat: 0, tresc: '', telefon: '', email: '' };

const zLicznikami = (punkty: readonly PunktOdbioru[]) =>
  punkty.filter((p) => p.liczniki.some((l) => l.dataWyjecia === null));

function kolumny(t: (k: string) => string): Column<Zgloszenie>[] {
  const k = (key: string) => t(`wyslijZgloszenie.kolumny.${key}`);
  const chwila = (s: string | null) => (s ? formatDateTimePl(s) : '—');
  return [
    {
      key: 'utworzono',
      header: k('utworzono'),
      value: (r) => r.kiedyUtworzono,
      render: (r) => chwila(r.kiedyUtworzono),
    },
    { key: 'temat', header: k('temat'), value: (r) => r.tematZgloszenia },
    { key: 'tresc', header: k('tresc'), value: (r) => r.trescZgloszenia, sortable: false },
    {
      key: 'stan',
      header: k('stan'),
      value: (r) => r.stanLicznika,
      render: (r) => (r.stanLicznika === null ? '—' : m3.format(r.stanLicznika)),
      numeric: true,
    },
    {
      key: 'obsluzono',
      header: k('obsluzono'),
      value: (r) => r.kiedyObsluzono,
      render: (r) => chwila(r.kiedyObsluzono),
    },
    {
      key: 'uwagi',
      header: k('uwagi'),
      value: (r) => r.uwagiDoZgloszenia,
      render: (r) => r.uwagiDoZgloszenia ?? '—',
    },
  ];
}

/**
 * Water requests (service 24, spec 02 §2, §4, §5): only for a subject with meters. A collection point, a topic
 * and the text (2000 characters, 1000 for an extra topic; typing past it is ignored; the remaining characters
 * counted); an extra topic asks for a phone (9 digits, checked while typing, prefilled from the subject's phone)
 * and an e-mail. Sent: the list reloads, a message, the form starts again; failed: the spec's message, nothing
 * typed lost. Below, the requests sent, with their PDF.
 */
export function Formularz({ subject }: { subject: Podmiot }) {
  const { t, api } = useWidget();
  const id = useId();
  const dane = useLoaded(
    (signal) =>
      Promise.all([
        getPunktyOdbioru(api, subject, signal),
        getTematy(api, subject, signal),
        getTelefonPodmiotu(api, subject, signal).catch(() => null),
      ]),
    [api, subject],
    // spec 02 §2: the form is for a subject with meters, otherwise the empty-state text
    {
      empty: ([punkty]) => zLicznikami(punkty).length === 0,
      emptyText: t('wyslijZgloszenie.brakWodomierzy'),
    },
  );
  const [wersjaListy, setWersjaListy] = useState(0);
  // the requests sent: a part of the screen, so a failure is a note (the form stays usable)
  const lista = useLoaded(
    (signal) => getZgloszenia(api, subject, signal),
    [api, subject, wersjaListy, dane.attempt],
    {
      onFailure: 'quiet',
      look: 'note',
      emptyLook: 'state',
      empty: (z) => z.length === 0,
      emptyText: t('wyslijZgloszenie.brakZgloszen'),
    },
  );
  const [telefonWpisany, setTelefonWpisany] = useState(false);
  // issue 27 item 10: once sent, the focus goes to the result in place (the button that had it is busy, then the
  // form starts again): a status the screen reader reads when it takes the focus
  const [wyslane, setWyslane] = useState(0);
  const sukces = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (wyslane) sukces.current?.focus();
  }, [wyslane]);
  const [punkty, tematy, nrTelefonu] = dane.data ?? [[], [], null];
  // issue 26 item 12: spec 02 §4 starts at "point 0" (none chosen); a subject with exactly one point with meters
  // has nothing to choose, so that point stands chosen (from the start and after a send), until another is picked
  const wybieralne = zLicznikami(punkty);
  const jedyny = wybieralne.length === 1 ? wybieralne[0]!.idPunktuOdbioru : 0;
  const punktOf = (v: typeof PUSTY) => v.punkt || jedyny;
  const tematOf = (v: typeof PUSTY) => tematy.find((x) => x.id === v.temat);
  const telefonOf = (v: typeof PUSTY) => (telefonWpisany ? v.telefon : v.telefon || (nrTelefonu ?? ''));
  const doWyslania = (v: typeof PUSTY): NoweZgloszenie => {
    const dodatkowy = tematOf(v)?.czyDodatkowy ?? false;
    return {
      idPunktuOdbioru: punktOf(v),
      tematZgloszenia: v.temat,
      trescZgloszenia: v.tresc.trim(),
      telefon: dodatkowy ? telefonOf(v).replace(/[\s-]/g, '') : null,
      email: dodatkowy ? v.email.trim() : null,
    };
  };
  const f = useForm({
    initial: PUSTY,
    guard: true,
    isDirty: (v) => v.tresc !== '',
    clearOnInput: true,
    focusErrors: true,
    validate: (v) => walidujZgloszenie(doWyslania(v), tematOf(v)),
    onFailure: () => ({ kind: 'snackbar', text: t('wyslijZgloszenie.blad') }),
  });

  if (!dane.data) return dane.fallback;
  const form = f.values;
  const temat = tematOf(form);
  const dodatkowy = temat?.czyDodatkowy ?? false;
  const limit = requestTextLimit(dodatkowy);
  const telefon = telefonOf(form);
  const set = (pole: Pole, v: string | number) => f.form.set(pole, v);
  const wybierzTemat = (v: number) => {
    const nowy = tematy.find((x) => x.id === v);
    // a shorter limit of an extra topic cuts what is already typed, as typing past it would
    const tresc = limitText(form.tresc, requestTextLimit(nowy?.czyDodatkowy ?? false));
    f.form.patch(tresc === form.tresc ? { temat: v } : { temat: v, tresc });
  };

  const wyslij = f.onSubmit(
    async (v) => {
      if (!(await dodajZgloszenie(api, subject, doWyslania(v)))) throw new Error('czyZapisano: false');
    },
    (r) => {
      if (!r.ok) return;
      showSnackbar(t('wyslijZgloszenie.wyslano'), { kind: 'confirmation' });
      setWyslane((n) => n + 1);
      f.form.reset();
      setTelefonWpisany(false);
      setWersjaListy((n) => n + 1);
    },
  );

  const err = (pole: Pole) => f.state.errors[pole] ?? null;
  const opis = (pole: Pole) => `${id}-${pole}-err`;
  const select = (pole: 'punkt' | 'temat', label: string, opcje: { value: number; label: string }[]) => (
    <span className="g-field g-form-field">
      <label htmlFor={`${id}-${pole}`}>{label}</label>
      <select
        id={`${id}-${pole}`}
        ref={f.ref<HTMLSelectElement>(pole)}
        value={String(pole === 'punkt' ? punktOf(form) : form[pole])}
        aria-invalid={err(pole) ? true : undefined}
        aria-describedby={opis(pole)}
        onChange={(e) =>
          pole === 'temat'
            ? wybierzTemat(Number(e.currentTarget.value))
            : set(pole, Number(e.currentTarget.value))
        }
      >
        <option value={0}>{t('wyslijZgloszenie.wybierz')}</option>
        {opcje.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <span id={opis(pole)} className="g-error g-field-error" aria-live="polite">
        {err(pole) ? t(err(pole)!) : ''}
      </span>
    </span>
  );

  return (
    <>
      {/* until a new request is typed: then it would speak of that one */}
      {wyslane > 0 && form.tresc === '' && (
        <p ref={sukces} className="g-zgloszenie-wyslane" role="status" tabIndex={-1}>
          {t('wyslijZgloszenie.wyslano')}
        </p>
      )}
      <form className="g-form g-zgloszenie-form" onSubmit={wyslij} noValidate>
        {select(
          'punkt',
          t('wyslijZgloszenie.punkt'),
          wybieralne.map((p) => ({ value: p.idPunktuOdbioru, label: p.adresPunktuOdbioru })),
        )}
        {select(
          'temat',
          t('wyslijZgloszenie.temat'),
          tematy.map((x) => ({ value: x.id, label: x.temat })),
        )}
        <span className="g-field g-form-field">
          <label htmlFor={`${id}-tresc`}>{t('wyslijZgloszenie.tresc')}</label>
          <textarea
            id={`${id}-tresc`}
            ref={f.ref<HTMLTextAreaElement>('tresc')}
            rows={6}
            value={form.tresc}
            placeholder={dodatkowy ? t('wyslijZgloszenie.podpowiedz') : undefined}
            aria-invalid={err('tresc') ? true : undefined}
            aria-describedby={`${id}-licznik ${opis('tresc')}`}
            // spec 02 §5: typing beyond the limit is ignored (code points, never half a character)
            onInput={(e) => {
              const v = limitText(e.currentTarget.value, limit);
              if (v !== e.currentTarget.value) e.currentTarget.value = v;
              set('tresc', v);
            }}
          />
          <CharacterCount id={`${id}-licznik`} max={limit} length={Array.from(form.tresc).length} />
          <span id={opis('tresc')} className="g-error g-field-error" aria-live="polite">
            {err('tresc') ? t(err('tresc')!) : ''}
          </span>
        </span>
        {dodatkowy && (
          <>
            <Field
              ref={f.ref<HTMLInputElement>('telefon')}
              label={t('wyslijZgloszenie.telefon')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={telefon}
              // spec 02 §5: the phone is checked while typing
              onValue={(v) => {
                setTelefonWpisany(true);
                f.form.set('telefon', v);
                f.form.setError('telefon', v === '' ? null : validatePhone(v));
              }}
              t={t}
              error={err('telefon')}
              hint={t('wyslijZgloszenie.telefonPodpowiedz')}
            />
            <Field
              ref={f.ref<HTMLInputElement>('email')}
              label={t('wyslijZgloszenie.email')}
              type="email"
              autoComplete="email"
              value={form.email}
              onValue={(v) => set('email', v)}
              t={t}
              error={err('email')}
            />
          </>
        )}
        <div className="g-form-actions">
          <button type="submit" className="g-button" disabled={f.busy}>
            {f.busy ? t('wyslijZgloszenie.wysylanie') : t('wyslijZgloszenie.wyslij')}
          </button>
        </div>
      </form>
      <section className="g-zgloszenia" aria-labelledby={`${id}-lista`}>
        <div className="g-toolbar">
          <h3 id={`${id}-lista`}>{t('wyslijZgloszenie.lista')}</h3>
          <span className="g-spacer" />
          {lista.data && (
            <FileButton label={t('wspolne.pobierzPdf')} fetchFile={() => getZgloszeniaPdf(api, subject)} />
          )}
        </div>
        {lista.fallback ??
          (lista.data && (
            <DataTable
              caption={t('wyslijZgloszenie.lista')}
              columns={kolumny(t)}
              rows={lista.data}
              rowKey={(r, i) => `${r.kiedyUtworzono}-${i}`}
            />
          ))}
      </section>
    </>
  );
}
