import { useEffect, useState } from 'react';
import { captchaSchema, kontoPaths } from '../../core/api/konto.ts';
import { Field } from '../../ui/Field.tsx';
import { useWidget } from '../../ui/context.ts';

export interface CaptchaImage {
  id: string;
  obraz: string;
}

/**
 * The server-drawn captcha (`GET /uzytkownicy/captcha`, no third-party service): the image, a button for
 * another one and the answer field. `version` changes when the parent wants a new image (after a failed login).
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
  const [img, setImg] = useState<CaptchaImage | null>(null);
  const [failed, setFailed] = useState(false);
  const [own, setOwn] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    api.json(kontoPaths.captcha, captchaSchema).then(
      (c) => {
        if (!live) return;
        setImg(c);
        onImage(c);
      },
      () => {
        if (!live) return;
        setImg(null);
        onImage(null);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [version, own, api]);
  return (
    <div className="g-captcha">
      <div className="g-captcha-image">
        {img ? (
          <img src={img.obraz} alt={t('logowanie.captchaObraz')} width={200} height={70} />
        ) : failed ? (
          <p className="g-error">{t('wspolne.bladPobierania')}</p>
        ) : (
          <span className="g-captcha-placeholder" aria-hidden="true" />
        )}
        <button type="button" className="g-button g-secondary" onClick={() => setOwn((n) => n + 1)}>
          {t('logowanie.nowyObraz')}
        </button>
      </div>
      <Field
        t={t}
        label={t('logowanie.captcha')}
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
