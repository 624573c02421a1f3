import { type RataZbiorcza } from '../../core/api/naleznosci.ts';
import { useWidget } from '../../ui/context.ts';
import { czyPoTerminie } from '../../core/rules/naleznosci.ts';
import { AnulujZlecenie } from './AnulujZlecenie.tsx';

export function StanRaty({ r, dzis }: { r: RataZbiorcza; dzis: string }) {
  const { t } = useWidget();
  if (r.czySplacona)
    return (
      <>
        {t(
          r.raty.some((x) => x.nrRaty === 'ANULOWANA')
            ? 'naleznosci.raty.anulowana'
            : 'naleznosci.raty.zaplacona',
        )}
      </>
    );
  const dostawca = r.zleconoPlatnoscZP24 ? 'p24' : r.zleconoPlatnoscZKIR ? 'kir' : null;
  return (
    <>
      {czyPoTerminie(r, dzis) ? (
        <strong className="g-overdue-marker">{t('naleznosci.raty.poTerminie')}</strong>
      ) : (
        t('naleznosci.raty.doZaplaty')
      )}
      {dostawca && (
        <span className={`g-provider g-provider-${dostawca}`}>
          {t('naleznosci.raty.zlecona', { dostawca: t(`naleznosci.dostawcy.${dostawca}`) })}
        </span>
      )}
      {/* a Przelewy24 order the resident may cancel (re-checked with P24); a KIR one ends with the bank's answer */}
      {dostawca === 'p24' && <AnulujZlecenie r={r} />}
      {r.jestTytulWykonawczy && <span className="g-hint">{t('naleznosci.raty.tytul')}</span>}
    </>
  );
}
