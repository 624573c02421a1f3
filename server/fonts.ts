/** The Roboto TTF files shipped with pdfmake: embedded in the PDFs and drawn as outlines in the captcha. */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const fontDir = (() => {
  const root = dirname(createRequire(import.meta.url).resolve('pdfmake/package.json'));
  const candidates = [join(root, 'fonts', 'Roboto'), join(root, 'build', 'fonts', 'Roboto')];
  return candidates.find((d) => existsSync(join(d, 'Roboto-Regular.ttf'))) ?? candidates[0]!;
})();
