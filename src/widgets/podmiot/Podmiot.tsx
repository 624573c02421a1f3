import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { $subject, $subjects, chooseSubject, type Podmiot as PodmiotT } from '../../core/stores/subject.ts';
import { useWidget } from '../../ui/context.ts';
import { useAccountSession } from '../../ui/session.ts';
import './texts.ts';

/** Stable key of a subject in the list: its kind and identifier. */
export const subjectKey = (p: PodmiotT) => (p.czyInstytucja ? `nip:${p.nip}` : `pesel:${p.pesel}`);

/**
 * The current subject (spec 01 §4 "Subject context"): the list of the account's subjects from
 * `/lista-podmiotow`; choosing one stores its NIP or PESEL and removes the other. Whether the new subject may use
 * the service on screen is the portal's rule (snackbar and services list). Logged out: nothing.
 */
export function Podmiot() {
  const { t } = useWidget();
  const { loggedIn } = useAccountSession();
  const list = useStore($subjects);
  const current = useStore($subject);
  const id = useId();
  if (!loggedIn || list.length === 0) return null;
  const label = (p: PodmiotT) =>
    p.czyInstytucja
      ? t('wyborPodmiotu.instytucja', { nazwa: p.nazwa, nip: p.nip ?? '' })
      : t('wyborPodmiotu.osoba', { nazwa: p.nazwa });
  if (list.length === 1)
    return (
      <p className="g-podmiot">
        <span className="g-podmiot-label">{t('wyborPodmiotu.podmiot')}:</span> {label(list[0]!)}
      </p>
    );
  // a radio group, not a select: a select's closed box cuts long names on a phone; labels wrap (issue 12 item 8)
  return (
    <fieldset className="g-podmiot g-podmiot-lista">
      <legend className="g-podmiot-label">{t('wyborPodmiotu.podmiot')}</legend>
      {list.map((p) => {
        const key = subjectKey(p);
        return (
          <label key={key} className="g-podmiot-opcja">
            <input
              type="radio"
              name={id}
              value={key}
              checked={current ? subjectKey(current) === key : false}
              onChange={() => chooseSubject(p)}
            />
            <span>{label(p)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
