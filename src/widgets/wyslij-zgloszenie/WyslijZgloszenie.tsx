import { lazyForm, ProtectedForm } from '../../features/logowanie/ProtectedForm.tsx';
import './texts.ts';

const formularz = lazyForm(() => import('./Formularz.tsx').then((m) => m.Formularz));

/** Water requests (service 24): logged out the login in place, then the form of the current subject. */
export const WyslijZgloszenie = () => (
  <ProtectedForm title="wyslijZgloszenie.tytul" className="g-wyslij-zgloszenie" form={formularz} />
);
