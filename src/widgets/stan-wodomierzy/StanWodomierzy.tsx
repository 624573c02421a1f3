import { lazyForm, ProtectedForm } from '../../features/logowanie/ProtectedForm.tsx';
import './texts.ts';

const formularz = lazyForm(() => import('./Formularz.tsx').then((m) => m.Formularz));

/** Meter reading entry (service 25): logged out the login in place, then the form of the current subject. */
export const StanWodomierzy = () => (
  <ProtectedForm title="stanWodomierzy.tytul" className="g-stan-wodomierzy" form={formularz} />
);
