/**
 * Identity logins over SAML 2.0 with the artifact binding (issue 23 §1; routes/tozsamosc.ts): the logins under way
 * (each AuthnRequest sent, until its artifact comes back once) and the IDs of the assertions already taken, so that
 * a signed assertion logs in once, whichever server instance receives it. The simulated providers' own artifacts
 * of the in-server pages are gone with those pages.
 */
export const logowaniaSaml = `
-- one row per AuthnRequest sent: the browser comes back with the RelayState (its hash here) and an artifact
CREATE TABLE saml_logowania (
  relay_state_skrot text PRIMARY KEY,
  -- the AuthnRequest ID: the InResponseTo of the Response and of its SubjectConfirmationData
  id_zadania text NOT NULL UNIQUE,
  dostawca text NOT NULL CHECK (dostawca IN ('wezel', 'epuap')),
  return_url text NOT NULL,
  link text NOT NULL,
  wygasa timestamptz NOT NULL
);
CREATE INDEX saml_logowania_wygasa ON saml_logowania (wygasa);

-- the assertions taken, by their issuer and ID, kept until they would be refused as expired anyway
CREATE TABLE saml_asercje (
  wystawca text NOT NULL,
  id text NOT NULL,
  wygasa timestamptz NOT NULL,
  PRIMARY KEY (wystawca, id)
);
CREATE INDEX saml_asercje_wygasa ON saml_asercje (wygasa);

DROP TABLE artefakty_tozsamosci;
`;
