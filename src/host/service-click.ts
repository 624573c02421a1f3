/**
 * Where a click on a service leads (spec 01 §4 "Service click"): a service in the maintenance list goes to the
 * per-service maintenance page; a protected one, when logged out, to login (remembering the target); any
 * other to its route. The same rule guards a typed or bookmarked address of the service.
 */
export interface ServiceClick {
  id: number;
  route: string;
  chroniona: boolean;
}

export type ServiceDecision =
  | { kind: 'route'; to: string }
  | { kind: 'maintenance'; to: string }
  | { kind: 'login'; to: '/logowanie'; target: string };

export function serviceTarget(
  u: ServiceClick,
  { maintenance, loggedIn }: { maintenance: readonly number[]; loggedIn: boolean },
): ServiceDecision {
  if (maintenance.includes(u.id))
    return { kind: 'maintenance', to: `/usluga-przerwa-techniczna?usluga=${u.id}` };
  if (u.chroniona && !loggedIn) return { kind: 'login', to: '/logowanie', target: u.route };
  return { kind: 'route', to: u.route };
}
