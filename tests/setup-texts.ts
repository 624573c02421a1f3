/**
 * Every vitest file: a text a component or rule asks for that exists in no language fails the test that asked
 * (i18next's missing-key handler), so a typo in a key cannot ship as a raw key on screen.
 */
import { afterEach, expect } from 'vitest';
import { onMissingKey } from '../src/core/i18n/index.ts';

const missing: string[] = [];
onMissingKey((lang, key) => missing.push(`${lang}: ${key}`));

afterEach(() => {
  const found = missing.splice(0);
  expect(found, 'texts asked for that no language has').toEqual([]);
});
