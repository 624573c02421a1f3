/**
 * TOTP secrets encrypted at rest (issue 11 item 5). The key is not in the database, so the encryption of rows
 * from before is done by the server at start (konto/cipher.ts `encryptTotpSecretsAtRest`); this migration adds the
 * expiry of a pending secret and drops the pending ones from before (a setup in progress is simply started again).
 */
export const totpSzyfrowanie = `
-- totp_sekret and totp_sekret_nowy hold 'v1.' || base64url(iv || tag || AES-256-GCM ciphertext) from now on
ALTER TABLE uzytkownicy ADD COLUMN totp_sekret_nowy_wygasa timestamptz;
UPDATE uzytkownicy SET totp_sekret_nowy = NULL
`;
