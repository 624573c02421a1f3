import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, isServiceBreak } from '../../core/api/client.ts';
import {
  getDatyWyborow,
  getObwodWyborcy,
  getObwodWyborcyPdf,
  type ObwodQuery,
  type ObwodWyborcy,
} from '../../core/api/wybory.ts';
import { formatDatePl } from '../../core/dates.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import { isValidPesel, msg, sanitizePeselInput } from '../../core/rules/fields.ts';
import { useWidget } from '../../ui/context.ts';
import { FileButton } from '../../ui/FileButton.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { ServiceBreak } from '../../ui/TechnicalBreak.tsx';
import { handledElsewhere } from '../../ui/ServiceError.tsx';
import { useLeaveGuard } from '../../ui/useLeaveGuard.ts';
import { useLoaded } from '../../ui/useLoaded.tsx';
import './texts.ts';

type Sprawdzenie =
  | { stan: 'brak' }
  | { stan: 'trwa' }
  | { stan: 'wynik'; q: ObwodQuery; wynik: ObwodWyborcy }
  | { stan: 'nieZnaleziono' }
  | { stan: 'blad' }
  | { stan: 'przerwa' };

/** Keeps only digits, at most 11 (spec 01 §5, §9): a typed letter is never inserted. */
function blockNonDigits(e: FormEvent<HTMLInputElement>) {
  const data = (e.nativeEvent as InputEvent).data;
  if (data && /\D/.test(data)) e.preventDefault();
}

/**
 * Voter-list check, service 4 (spec 01 §2, §4, §5): election date from the current elections, PESEL (digits only,
 * under 12 characters), "Sprawdź" validates (no date → nothing happens; bad PESEL → 'błędny numer PESEL' at the
 * field, the typed value stays) and asks the register; the result card shows PESEL, precinct, district, number on
 * the list and polling address, with its PDF. Changing the date or the PESEL hides the result.
 */
export function ListyWyborcze() {
  const { t, api } = useWidget();
  const id = useId();
  // as the budget (spec 01 §8): a failure's snackbar, and in the portal back to the services list (nothing
  // typed yet)
  const daty = useLoaded(() => getDatyWyborow(api), [api], {
    empty: (d) => d.length === 0,
    emptyText: t('listyWyborcze.brakWyborow'),
  });
  const [data, setData] = useState('');
  const [pesel, setPesel] = useState('');
  const [blad, setBlad] = useState(false);
  const [sprawdzenie, setSprawdzenie] = useState<Sprawdzenie>({ stan: 'brak' });
  const numer = useRef(0);
  const peselRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // spec 01 §4: leaving a partly filled form asks first; a form whose answer is on screen has nothing to lose
  useLeaveGuard((data !== '' || pesel !== '') && sprawdzenie.stan !== 'wynik');

  /** spec 01 §4: changing the date or the PESEL hides the result (and any answer still on its way). */
  const reset = () => {
    numer.current++;
    setSprawdzenie({ stan: 'brak' });
  };

  const onPesel = (e: FormEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const clean = sanitizePeselInput(el.value);
    // pasted or autofilled text: drop what is not a digit (the DOM is fixed too, the state may not change)
    if (el.value !== clean) el.value = clean;
    if (clean !== pesel) {
      setPesel(clean);
      setBlad(false);
      reset();
    }
  };

  const sprawdz = async (e: FormEvent) => {
    e.preventDefault();
    if (!data) return; // spec 01 §5: no election date chosen → nothing happens
    if (!isValidPesel(pesel)) {
      setBlad(true);
      reset();
      peselRef.current?.focus();
      return;
    }
    setBlad(false);
    const n = ++numer.current;
    const q = { pesel, dataWyborow: data };
    setSprawdzenie({ stan: 'trwa' });
    try {
      const wynik = await getObwodWyborcy(api, q);
      if (n === numer.current) setSprawdzenie({ stan: 'wynik', q, wynik });
    } catch (err) {
      if (n !== numer.current) return;
      // our contract: a PESEL not on the register of that election answers 404 (README)
      if (err instanceof ApiError && err.status === 404) return setSprawdzenie({ stan: 'nieZnaleziono' });
      // service 4 in maintenance: its break notice under the form, whose retry sends the check again
      if (isServiceBreak(err)) return setSprawdzenie({ stan: 'przerwa' });
      setSprawdzenie({ stan: 'blad' });
      // the typed input is kept: no move to the services list here, only the spec's snackbar
      if (!handledElsewhere(err)) showSnackbar(t('wspolne.uslugaNiedostepna'));
    }
  };

  const title = t('listyWyborcze.tytul');
  let content;
  if (!daty.data) {
    content = daty.fallback;
  } else {
    const errId = `${id}-err`;
    content = (
      <>
        <p className="g-intro">{t('listyWyborcze.wstep')}</p>
        <form ref={formRef} className="g-wybory-form" onSubmit={sprawdz} noValidate>
          <span className="g-field">
            <label htmlFor={`${id}-data`}>{t('listyWyborcze.dataWyborow')}</label>
            <select
              id={`${id}-data`}
              value={data}
              onChange={(e) => {
                setData(e.currentTarget.value);
                reset();
              }}
            >
              <option value="">{t('listyWyborcze.wybierzDate')}</option>
              {daty.data.map((d) => (
                <option key={d} value={d}>
                  {formatDatePl(d)}
                </option>
              ))}
            </select>
          </span>
          <span className="g-field">
            <label htmlFor={`${id}-pesel`}>{t('listyWyborcze.pesel')}</label>
            <input
              ref={peselRef}
              id={`${id}-pesel`}
              name="pesel"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={11}
              value={pesel}
              onBeforeInput={blockNonDigits}
              onInput={onPesel}
              aria-invalid={blad}
              aria-describedby={blad ? errId : undefined}
            />
            {blad && (
              <span id={errId} className="g-field-error">
                {t(msg.peselInvalid)}
              </span>
            )}
          </span>
          <button type="submit" className="g-button" disabled={sprawdzenie.stan === 'trwa'}>
            {t('listyWyborcze.sprawdz')}
          </button>
        </form>
        <div aria-live="polite" className="g-wybory-wynik">
          {sprawdzenie.stan === 'trwa' && <Loader label={t('listyWyborcze.sprawdzanie')} />}
          {sprawdzenie.stan === 'nieZnaleziono' && (
            <p className="g-notice">{t('listyWyborcze.brakWSpisie')}</p>
          )}
          {sprawdzenie.stan === 'blad' && <p className="g-error">{t('wspolne.uslugaNiedostepna')}</p>}
          {sprawdzenie.stan === 'przerwa' && (
            <ServiceBreak onRetry={() => formRef.current?.requestSubmit()} />
          )}
          {sprawdzenie.stan === 'wynik' && <Wynik q={sprawdzenie.q} wynik={sprawdzenie.wynik} />}
        </div>
      </>
    );
  }

  return (
    <section className="g-wybory" aria-label={title}>
      <h2>{title}</h2>
      {content}
    </section>
  );
}

function Wynik({ q, wynik }: { q: ObwodQuery; wynik: ObwodWyborcy }) {
  const { t, api } = useWidget();
  const id = useId();
  return (
    <section className="g-card" aria-labelledby={id}>
      <h3 id={id}>
        {t('listyWyborcze.wynik')} – {formatDatePl(q.dataWyborow)}
      </h3>
      <dl>
        <dt>{t('listyWyborcze.pesel')}</dt>
        <dd>{wynik.pesel}</dd>
        <dt>{t('listyWyborcze.obwod')}</dt>
        <dd>{wynik.obwod}</dd>
        <dt>{t('listyWyborcze.okreg')}</dt>
        <dd>{wynik.okreg}</dd>
        <dt>{t('listyWyborcze.nrNaLiscie')}</dt>
        <dd>{wynik.nrNaLiscie}</dd>
        <dt>{t('listyWyborcze.adres')}</dt>
        <dd>{wynik.adresWyborcy}</dd>
      </dl>
      <FileButton label={t('wspolne.pobierzPdf')} fetchFile={() => getObwodWyborcyPdf(api, q)} />
    </section>
  );
}
