// @ts-check
// `npm run bench:dashboard`: how fast the homeowner dashboard answers a
// keystroke in its search box with 500 properties and 5,000 repairs, and how fast the
// Repair History tab appears. Builds web/bench/dashboard.html (the real DashboardScreen
// from fixtures, production React) with Vite, serves it on 127.0.0.1, and drives it in
// Debian's Chromium. Prints median and p95 in ms; the goal is ≤ 16 ms p95 per keystroke.
// A benchmark, not a test: it prints numbers and exits 0 unless it cannot run.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from '../lib/chromium.mjs';
import { ROOT } from '../lib/paths.mjs';

const WEB = path.join(ROOT, 'web');
// The React plugin is the web workspace's dependency (resolved from there).
const { default: react } = await import(
  pathToFileURL(createRequire(path.join(WEB, 'package.json')).resolve('@vitejs/plugin-react')).href
);
const OUT = path.join(ROOT, 'node_modules', '.cache', 'bench-dashboard');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const PROPERTIES = 500;
const REPAIRS = 5000;

const executablePath = findChromium();
if (!executablePath) {
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}

console.log('Building the benchmark page…');
// Panda's PostCSS plugin looks for panda.config.ts in the working directory.
process.chdir(WEB);
await build({
  configFile: false,
  root: WEB,
  logLevel: 'warn',
  plugins: [react()],
  resolve: {
    alias: { 'styled-system': path.join(WEB, 'styled-system'), '@': path.join(WEB, 'src') },
  },
  build: {
    outDir: OUT,
    emptyOutDir: true,
    rollupOptions: { input: path.join(WEB, 'bench', 'dashboard.html') },
  },
});

/** @type {Record<string, string>} */
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const file = path.join(OUT, path.normalize(url.pathname).replace(/^([/\\])+/, ''));
  if (!file.startsWith(OUT) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

/** @param {number[]} samples */
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN };
}
const fmt = (/** @type {ReturnType<typeof stats>} */ s) =>
  `median ${s.median.toFixed(2)} ms · p95 ${s.p95.toFixed(2)} ms · max ${s.max.toFixed(2)} ms (n=${s.n})`;

/** Typing `word` one character at a time, then deleting it again. */
/**
 * @param {string} word
 * @returns {string[]}
 */
function keystrokes(word) {
  const out = [];
  for (let i = 1; i <= word.length; i++) out.push(word.slice(0, i));
  for (let i = word.length - 1; i >= 0; i--) out.push(word.slice(0, i));
  return out;
}

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(
    `http://127.0.0.1:${port}/bench/dashboard.html?properties=${PROPERTIES}&repairs=${REPAIRS}`,
  );
  await page.waitForSelector('[role="tab"]');

  const propertyWords = ['maple avenue', 'springfield', '97201', 'zzz'];
  const repairWords = ['plumbing', 'contractor 1', 'routine', 'oak lane'];
  const result = await page.evaluate(
    async ({ rounds, propertyWords, repairWords, keystrokesSrc }) => {
      /** @type {(word: string) => string[]} */
      const keys = new Function(`return ${keystrokesSrc}`)();
      // What web/bench/dashboard-bench.tsx puts on the page.
      const { bench } =
        /** @type {{ bench: { keystroke(text: string): number, pureFilter(list: string, texts: string[]): number[], switchTab(name: string): Promise<number> } }} */ (
          /** @type {unknown} */ (globalThis)
        );
      /** @type {Record<'properties' | 'repairs' | 'tab' | 'pureProperties' | 'pureRepairs', number[]>} */
      const out = { properties: [], repairs: [], tab: [], pureProperties: [], pureRepairs: [] };
      for (let r = 0; r < rounds; r++) {
        for (const word of propertyWords)
          for (const k of keys(word)) out.properties.push(bench.keystroke(k));
        out.pureProperties.push(...bench.pureFilter('properties', propertyWords.flatMap(keys)));
        out.pureRepairs.push(...bench.pureFilter('repairs', repairWords.flatMap(keys)));
        out.tab.push(await bench.switchTab('Repair History'));
        for (const word of repairWords)
          for (const k of keys(word)) out.repairs.push(bench.keystroke(k));
        await bench.switchTab('Properties');
      }
      return out;
    },
    { rounds: ROUNDS, propertyWords, repairWords, keystrokesSrc: keystrokes.toString() },
  );

  console.log(
    `\nDashboard with ${PROPERTIES} properties and ${REPAIRS} repairs (Chromium, 1280 px):`,
  );
  console.log(`  search only, properties        ${fmt(stats(result.pureProperties))}`);
  console.log(`  search only, repairs           ${fmt(stats(result.pureRepairs))}`);
  console.log(`  keystroke → laid out, Properties tab      ${fmt(stats(result.properties))}`);
  console.log(`  keystroke → laid out, Repair History tab  ${fmt(stats(result.repairs))}`);
  console.log(`  Repair History tab → laid out             ${fmt(stats(result.tab))}`);
  const worst = Math.max(stats(result.properties).p95, stats(result.repairs).p95);
  console.log(
    `\nGoal ≤ 16 ms p95 per keystroke: ${worst <= 16 ? 'met' : 'NOT met'} (${worst.toFixed(2)} ms).`,
  );
} finally {
  await browser.close();
  server.close();
}
