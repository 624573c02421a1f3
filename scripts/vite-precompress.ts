import type { Plugin } from 'vite';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|html|css|json|svg)$/;

/**
 * Writes a gzip and a brotli copy beside every text file of the build (`gmina.js.gz`, `gmina.js.br`), as a web
 * server's static compression would serve them (nginx `gzip_static`, docs/operation.md); the demo server serves them
 * to a browser that accepts the encoding (demo/server.ts, serve-static `precompressed`). A resident on a slow phone
 * network then downloads the bundle's 63 KB gz rather than its 176 KB (docs/bench.md, slow 4G).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'gmina-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const file = join(outDir, fileName);
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
