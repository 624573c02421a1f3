import { useState } from 'react';
import { typyNaleznosci, type TypNaleznosci } from '../../core/api/naleznosci.ts';
import { formatDatePl, parseDateInput, toIsoDate } from '../../core/dates.ts';
import { formatAmount, parseAmount } from '../../core/format.ts';
import { SingleSelect } from '../../ui/Choices.tsx';
import { Field } from '../../ui/Field.tsx';
import { useWidget } from '../../ui/context.ts';
import { validateDateInput } from '../../core/rules/fields.ts';
import { type Filtry } from '../../core/rules/naleznosci.ts';

/** A field's text and its message; the filter takes the value only when it is right (nothing typed is lost). */
function useFiltrPola(start: string) {
  const [tekst, setTekst] = useState(start);
  const [blad, setBlad] = useState<string | null>(null);
  return { tekst, setTekst, blad, setBlad };
}

export function FiltryRat({ filtry, ustaw }: { filtry: Filtry; ustaw: (f: Filtry) => void }) {
  const { t } = useWidget();
  const od = useFiltrPola(formatDatePl(filtry.dataOd));
  const do_ = useFiltrPola(formatDatePl(filtry.dataDo));
  const kOd = useFiltrPola(formatAmount(filtry.kwotaOd));
  const kDo = useFiltrPola(formatAmount(filtry.kwotaDo));
  // a value taken clears its own message, and the other end's only when that said the range was reversed
  const przyjmij = (pole: typeof od, drugie: typeof od) => {
    pole.setBlad(null);
    if (drugie.blad === 'naleznosci.filtry.zakres') drugie.setBlad(null);
  };

  const data = (pole: typeof od, klucz: 'dataOd' | 'dataDo') => (tekst: string) => {
    pole.setTekst(tekst);
    // due dates lie ahead: the typed range may end in the future, as the default does (issue 26 item 6)
    const blad = validateDateInput(tekst, null);
    const p = blad ? null : parseDateInput(tekst);
    if (!p) return pole.setBlad(blad);
    const nowe = { ...filtry, [klucz]: toIsoDate(p) };
    if (nowe.dataOd > nowe.dataDo) return pole.setBlad('naleznosci.filtry.zakres');
    przyjmij(pole, pole === od ? do_ : od);
    ustaw(nowe);
  };
  const kwota = (pole: typeof od, klucz: 'kwotaOd' | 'kwotaDo') => (tekst: string) => {
    pole.setTekst(tekst);
    const v = parseAmount(tekst);
    if (v === null || v < 0) return pole.setBlad('naleznosci.filtry.kwotaBledna');
    const nowe = { ...filtry, [klucz]: v };
    if (nowe.kwotaOd > nowe.kwotaDo) return pole.setBlad('naleznosci.filtry.zakres');
    przyjmij(pole, pole === kOd ? kDo : kOd);
    ustaw(nowe);
  };
  return (
    <fieldset className="g-filters">
      <legend>{t('naleznosci.filtry.legenda')}</legend>
      <SingleSelect
        label={t('naleznosci.filtry.stan')}
        choices={typyNaleznosci.map((value) => ({ value, label: t(`naleznosci.filtry.stany.${value}`) }))}
        value={filtry.typ}
        onChange={(v) => ustaw({ ...filtry, typ: v as TypNaleznosci })}
      />
      {(
        [
          [od, 'dataOd', data(od, 'dataOd')],
          [do_, 'dataDo', data(do_, 'dataDo')],
          [kOd, 'kwotaOd', kwota(kOd, 'kwotaOd')],
          [kDo, 'kwotaDo', kwota(kDo, 'kwotaDo')],
        ] as const
      ).map(([pole, klucz, onValue]) => (
        <Field
          key={klucz}
          t={t}
          label={t(`naleznosci.filtry.${klucz}`)}
          hint={klucz.startsWith('data') ? t('naleznosci.filtry.wzorDaty') : undefined}
          value={pole.tekst}
          onValue={onValue}
          error={pole.blad}
          inputMode={klucz.startsWith('data') ? 'numeric' : 'decimal'}
          autoComplete="off"
        />
      ))}
    </fieldset>
  );
}
