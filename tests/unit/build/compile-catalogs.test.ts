import { describe, expect, it } from 'vitest';
import { compileCatalogs } from '../../../build/compile-catalogs';

type Transform = (code: string, id: string) => Promise<{ code: string } | null>;

describe('compileCatalogs', () => {
  const transform = compileCatalogs().transform as Transform;

  it("writes a catalog out in Lingui's compiled form, so the browser needs no message parser", async () => {
    const result = await transform("export default { 'By {author}': 'लेखक: {author}', Home: 'होम' };", '/repo/src/i18n/catalogs/hi.ts');
    expect(result?.code).toBe('export default {"By {author}":["लेखक: ",["author"]],"Home":["होम"]};');
  });

  it('leaves every other module alone', async () => {
    expect(await transform('export default {}', '/repo/src/i18n/english.ts')).toBeNull();
  });
});
