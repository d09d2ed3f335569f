// @ts-check
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
const TEXT = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this the saving is a few hundred bytes and the gateway compresses on the fly anyway. */
const MIN_BYTES = 1024;
/** A copy that saves less than this is not worth a second file. */
const MIN_RATIO = 0.9;

/**
 * Writes `<asset>.br` (brotli 11) and `<asset>.gz` (gzip 9) next to every text asset of a
 * production build, for the gateway to serve by Accept-Encoding (gateway/src/compression.ts): the
 * strongest levels cost build time once instead of CPU on every request.
 *
 * Not compression-webpack-plugin: it works with Rspack, but its peer dependency pulls webpack and
 * ~37 more packages into the shared install for what Rspack's own asset API and node:zlib do here.
 * Runs at the OPTIMIZE_TRANSFER stage, after minification and after the MF manifest is emitted.
 */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async () => {
        const work = compilation.getAssets().flatMap((asset) => {
          if (!TEXT.test(asset.name) || asset.info.development) return [];
          const input = asset.source.buffer();
          if (input.length < MIN_BYTES) return [];
          return [
            (async () => {
              const [br, gzipped] = await Promise.all([
                brotli(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } }),
                gz(input, { level: 9 }),
              ]);
              // Same cache-busting identity as the original: a hashed file's copies are immutable too.
              const info = { immutable: asset.info.immutable, compressed: true };
              if (br.length < input.length * MIN_RATIO) compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(br), info);
              if (gzipped.length < input.length * MIN_RATIO) compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(gzipped), info);
            })(),
          ];
        });
        await Promise.all(work);
      });
    });
  }
}
