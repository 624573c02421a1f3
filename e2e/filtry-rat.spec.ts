/**
 * The dues card's instalment filters (issue 26 item 6) on anna.nowak's real card with deferred instalments: the
 * default due-date range holds every instalment shown (a deferred one by its new date, into next year), a
 * typed future end of the range is taken as the default one is (page size 5: the component test).
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test, watchErrors } from './helpers.ts';

const ANNA = { pesel: '78031545683' };
const ROK = new Date().getFullYear();
const dues = (page: Page) => page.locator('gmina-naleznosci');
const asIso = (pl: string) => pl.split('.').reverse().join('-');

test('deferred instalments lie inside the default range; a future end of the range may be typed', async ({
  page,
}) => {
  const noErrors = watchErrors(page);
  await page.goto('/');
  await signIn(page, 'anna.nowak', ANNA);
  await page.goto('/lista-naleznosci');
  const el = dues(page);
  await el.getByRole('button', { name: `Szczegóły karty PN/${ROK}/000128` }).click();
  const od = el.getByRole('textbox', { name: 'Termin płatności od' });
  const do_ = el.getByRole('textbox', { name: 'Termin płatności do' });
  await expect(do_).not.toHaveValue('');
  // every due date shown (the first date of each row: a deferred one's new date) lies within the default range
  const terminy = (await el.locator('.g-raty-tabela tbody tr td:nth-child(2)').allTextContents()).map(
    (t) => /\d{2}\.\d{2}\.\d{4}/.exec(t)![0],
  );
  expect(terminy.some((t) => t.endsWith(String(ROK + 1)))).toBe(true);
  const [zakresOd, zakresDo] = [asIso(await od.inputValue()), asIso(await do_.inputValue())];
  for (const t of terminy) expect(asIso(t) >= zakresOd && asIso(t) <= zakresDo, t).toBe(true);
  expect(zakresDo).toBe(terminy.map(asIso).sort().at(-1));
  // a future end typed by hand is taken: the year's end leaves out only what is due next year
  await do_.fill(`31.12.${ROK}`);
  await expect(do_).not.toHaveAttribute('aria-invalid', 'true');
  await expect(el).not.toContainText('Data nie może być wartością przyszłą');
  await expect(el.locator('.g-raty-tabela tbody tr')).toHaveCount(
    terminy.filter((t) => !t.endsWith(String(ROK + 1))).length,
  );
  noErrors();
});
