// The host's CPU index as Lighthouse reports it (`benchmarkIndex`): the same two timed loops its
// page functions run, in the system Chromium, so a quote benchmark's row can be compared with the
// Lighthouse rows of docs/benchmarks.md taken on a faster or slower moment of the host. Prints one number.
import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
try {
  const page = await browser.newPage();
  const index = await page.evaluate(() => {
    const gc = () => {
      const start = Date.now();
      let iterations = 0;
      while (Date.now() - start < 500) {
        let s = '';
        for (let j = 0; j < 10000; j++) s += 'a';
        if (s.length === 1) throw new Error('never');
        iterations++;
      }
      return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
    };
    const noGc = () => {
      const a = [];
      const b = [];
      for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
      const start = Date.now();
      let iterations = 0;
      while (iterations % 10 !== 0 || Date.now() - start < 500) {
        const src = iterations % 2 === 0 ? a : b;
        const tgt = iterations % 2 === 0 ? b : a;
        for (let j = 0; j < src.length; j++) tgt[j] = src[j];
        iterations++;
      }
      return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
    };
    return Math.round((gc() + noGc()) / 2);
  });
  console.log(index);
} finally {
  await browser.close();
}
