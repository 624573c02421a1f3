import { useEffect, useState } from 'react';
import { captchaPytanieSchema, captchaSchema, kontoPaths } from '../../core/api/konto.ts';
import { Field } from '../../ui/Field.tsx';
import { useWidget } from '../../ui/context.ts';
import { useLatest } from '../../ui/useLatest.ts';

/** The challenge in use: its id goes back with the answer as `<id>:<answer>`. */
export interface CaptchaImage {
  id: string;
}

type Challenge = { id: string; obraz: string } | { id: string; pytanie: string };

/**
 * The server-drawn captcha (`GET /uzytkownicy/captcha`, no third-party service): the image, a button for
 * another one and the answer field. A button switches to a short text question in the widget's language
 * (`rodzaj=pytanie`, issue 11 item 8: WCAG 1.1.1 asks for an alternative a screen-reader user can solve) and
 * back; it stays in place, so keyboard focus stays on it. `version` changes when the parent wants a new
 * challenge (after a failed login).
 */
export function Captcha({
  version,
  answer,
  onAnswer,
  onImage,
  error,
}: {
  version: number;
  answer: string;
  onAnswer: (v: string) => void;
  onImage: (img: CaptchaImage | null) => void;
  error: string | null;
}) {
  const { t, api } = useWidget();
  const [question, setQuestion] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [failed, setFailed] = useState(false);
  const [own, setOwn] = useState(0);
  // a new challenge only when asked for one (the parent's callback is made anew on each of its renders)
  const image = useLatest(onImage);
  useEffect(() => {
    let live = true;
    setFailed(false);
    setChallenge(null);
    image.current(null);
    const ask: Promise<Challenge> = question
      ? api.json(kontoPaths.captcha, captchaPytanieSchema, { query: { rodzaj: 'pytanie' } })
      : api.json(kontoPaths.captcha, captchaSchema);
    ask.then(
      (c) => {
        if (!live) return;
        setChallenge(c);
        image.current(c);
      },
      () => {
        if (!live) return;
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [version, own, question, api, image]);
  const switchKind = () => {
    onAnswer('');
    setQuestion((q) => !q);
  };
  const text = challenge && 'pytanie' in challenge ? challenge.pytanie : null;
  const img = challenge && 'obraz' in challenge ? challenge.obraz : null;
  // one structure for both kinds, so the switch button keeps keyboard focus when pressed
  return (
    <div className="g-captcha">
      <div className="g-captcha-image">
        {failed ? (
          <p className="g-error">{t('wspolne.bladPobierania')}</p>
        ) : question ? null : img ? (
          <img src={img} alt={t('logowanie.captchaObraz')} width={200} height={70} />
        ) : (
          <span className="g-captcha-placeholder" aria-hidden="true" />
        )}
        <button
          key="inny"
          type="button"
          className="g-button g-secondary"
          onClick={() => setOwn((n) => n + 1)}
        >
          {question ? t('logowanie.innePytanie') : t('logowanie.nowyObraz')}
        </button>
        <button key="rodzaj" type="button" className="g-button g-secondary" onClick={switchKind}>
          {question ? t('logowanie.obrazekZamiastPytania') : t('logowanie.pytanieZamiastObrazka')}
        </button>
      </div>
      <Field
        t={t}
        label={question ? (text ?? t('logowanie.odpowiedzNaPytanie')) : t('logowanie.captcha')}
        hint={question ? t('logowanie.pytanieWskazowka') : undefined}
        value={answer}
        onValue={onAnswer}
        error={error}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
    </div>
  );
}
