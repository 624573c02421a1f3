import { lazyForm, ProtectedForm } from '../../features/logowanie/ProtectedForm.tsx';
import './texts.ts';

const formularz = lazyForm(() => import('./Formularz.tsx').then((m) => m.Formularz));

/** Correspondence data (service 39): logged out the login in place, then the form of the current subject. */
export const DaneKorespondencyjne = () => (
  <ProtectedForm title="daneKorespondencyjne.tytul" className="g-dane-korespondencyjne" form={formularz} />
);
