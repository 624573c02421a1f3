import { grupyUslug } from '../registry/uslugi.ts';
import { useWidget } from '../ui/context.ts';

const groupKeys = new Map<string, string>(Object.entries(grupyUslug).map(([k, v]) => [v, k]));

/**
 * Service and group names in the widget's language. In Polish the office's own wording from the server wins;
 * other languages use our translation of a known service, else the server's text.
 */
export function useServiceName() {
  const { t, lang } = useWidget();
  return (id: number, fallback: string): string =>
    lang === 'pl' ? fallback : t(`portal.nazwyUslug.u${id}`, { defaultValue: fallback });
}

export function useGroupName() {
  const { t, lang } = useWidget();
  return (name: string): string => {
    const key = groupKeys.get(name);
    return lang === 'pl' || !key ? name : t(`portal.grupy.${key}`, { defaultValue: name });
  };
}
