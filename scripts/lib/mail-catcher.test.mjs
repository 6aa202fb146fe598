// @ts-check
// The local mail catcher (scripts/lib/mail-catcher.mjs): a mail sent over SMTP with the
// functions' own nodemailer transport is listed and shown by the viewer's HTTP API, kept
// on disk across a restart, and a taken port is reported, not swallowed. The emulator
// settings it writes are read back with firebase-tools' own parser.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { smtpConfigFrom, smtpMail } from '../../functions/src/kit/mail/smtp-mail';
import { configureFunctionsEmulator, startMailCatcher } from './mail-catcher.mjs';

const { parseStrict } = createRequire(import.meta.url)('firebase-tools/lib/functions/env.js');

/** @typedef {Awaited<ReturnType<typeof startMailCatcher>>} Catcher */
/**
 * What the viewer's JSON API answers.
 * @typedef {{ id: string, subject: string, from: string, to: string, date: string }} Summary
 * @typedef {Summary & { text: string, html: string, envelope: { from: string, to: string[] },
 *   headers: { name: string, value: string }[] }} Message
 */

/** @type {string} */
let dir;
/** @type {Catcher[]} */
const open = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mail-catcher-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** @param {{ keep?: number }} [options] */
async function start(options = {}) {
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, dir, ...options });
  open.push(catcher);
  return catcher;
}

/**
 * @param {Catcher} catcher
 * @param {string} [subject]
 */
function sendDigest(catcher, subject = 'HomeLedger: 1 task overdue') {
  const config = smtpConfigFrom({ host: '127.0.0.1', port: String(catcher.smtpPort) });
  if (!config) throw new Error('no SMTP config');
  return smtpMail(config).send({
    from: 'HomeLedger Reminders <reminders@homeledger.app>',
    to: 'hannah@example.com',
    subject,
    text: 'Overdue\n- Replace HVAC filter (due 1 March 2026)\n\nUnsubscribe: http://127.0.0.1:5002/unsubscribe?token=abc',
    html: '<h1>Overdue</h1><p>Replace HVAC filter</p><a href="http://127.0.0.1:5002/unsubscribe?token=abc">Unsubscribe</a>',
    headers: {
      'List-Unsubscribe': '<http://127.0.0.1:5002/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/**
 * @param {Catcher} catcher
 * @param {string} pathname
 */
const getJson = async (catcher, pathname) => {
  const response = await fetch(new URL(pathname, catcher.viewerUrl));
  return { status: response.status, body: /** @type {unknown} */ (await response.json()) };
};
/** @param {Catcher} catcher */
const listMessages = async (catcher) => {
  const { status, body } = await getJson(catcher, '/api/messages');
  return { status, body: /** @type {Summary[]} */ (body) };
};

/** A GET with a chosen Host header (fetch may not set one). */
/**
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number | undefined>}
 */
function getWithHost(port, host) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/messages', headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      })
      .on('error', reject);
  });
}

describe('mail catcher', () => {
  it('lists a mail sent with nodemailer and shows its parts and headers', async () => {
    const catcher = await start();
    await sendDigest(catcher);

    const list = await listMessages(catcher);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    const [summary] = list.body;
    if (!summary) throw new Error('no message listed');
    expect(summary).toMatchObject({
      subject: 'HomeLedger: 1 task overdue',
      to: 'hannah@example.com',
      from: '"HomeLedger Reminders" <reminders@homeledger.app>',
    });
    expect(Math.abs(Date.parse(summary.date) - Date.now())).toBeLessThan(60_000);

    const one = await getJson(catcher, `/api/messages/${summary.id}`);
    const message = /** @type {Message} */ (one.body);
    expect(one.status).toBe(200);
    expect(message.text).toContain('Replace HVAC filter (due 1 March 2026)');
    expect(message.html).toContain('<h1>Overdue</h1>');
    expect(message.envelope).toEqual({
      from: 'reminders@homeledger.app',
      to: ['hannah@example.com'],
    });
    const header = (/** @type {string} */ name) =>
      message.headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
    expect(header('List-Unsubscribe')).toBe('<http://127.0.0.1:5002/unsubscribe?token=abc>');
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header('Content-Type')).toMatch(/^multipart\/alternative/);

    const raw = await fetch(new URL(`/api/messages/${summary.id}/raw`, catcher.viewerUrl));
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(await raw.text()).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
  });

  it('shows the list and a message as pages, the HTML part sandboxed, user text escaped', async () => {
    const catcher = await start();
    await sendDigest(catcher, 'Due <script>alert(1)</script> soon');
    const id = (await listMessages(catcher)).body[0]?.id;

    const list = await fetch(catcher.viewerUrl);
    const listHtml = await list.text();
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(listHtml).toContain('Due &lt;script&gt;alert(1)&lt;/script&gt; soon');
    expect(listHtml).not.toContain('<script>alert(1)');
    expect(listHtml).toContain(`href="/messages/${id}"`);
    expect(listHtml).toContain('hannah@example.com');

    const page = await (await fetch(new URL(`/messages/${id}`, catcher.viewerUrl))).text();
    expect(page).toContain(`<iframe title="HTML part" src="/messages/${id}/html"`);
    expect(page).toContain('Replace HVAC filter (due 1 March 2026)');
    expect(page).toContain('List-Unsubscribe-Post');

    const part = await fetch(new URL(`/messages/${id}/html`, catcher.viewerUrl));
    expect(part.headers.get('content-security-policy')).toMatch(/^sandbox /);
    expect(await part.text()).toContain('<h1>Overdue</h1>');

    expect((await fetch(new URL('/messages/0000000000-zzzz', catcher.viewerUrl))).status).toBe(404);
    expect((await getJson(catcher, '/api/messages/nope')).status).toBe(404);
  });

  it('keeps the mails on disk across a restart, and Delete all removes them', async () => {
    const first = await start();
    await sendDigest(first, 'First');
    await sendDigest(first, 'Second');
    await first.close();
    open.splice(open.indexOf(first), 1);

    const second = await start();
    const list = (await listMessages(second)).body;
    expect(list.map((m) => m.subject)).toEqual(['Second', 'First']);

    const cleared = await fetch(new URL('/api/messages', second.viewerUrl), { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect((await listMessages(second)).body).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps only the newest mails past its limit', async () => {
    const catcher = await start({ keep: 2 });
    for (const subject of ['One', 'Two', 'Three']) await sendDigest(catcher, subject);
    expect((await listMessages(catcher)).body.map((m) => m.subject)).toEqual(['Three', 'Two']);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('answers only its own host names and refuses cross-origin deletes', async () => {
    const catcher = await start();
    await sendDigest(catcher);
    expect(await getWithHost(catcher.httpPort, `127.0.0.1:${catcher.httpPort}`)).toBe(200);
    expect(await getWithHost(catcher.httpPort, `localhost:${catcher.httpPort}`)).toBe(200);
    expect(await getWithHost(catcher.httpPort, `evil.example:${catcher.httpPort}`)).toBe(403);

    const refused = await fetch(new URL('/api/messages', catcher.viewerUrl), {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.status).toBe(403);
    expect((await listMessages(catcher)).body).toHaveLength(1);
  });

  it('rejects with EADDRINUSE when a port is taken', async () => {
    const running = await start();
    await expect(
      startMailCatcher({ smtpPort: 0, httpPort: running.httpPort, dir }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await expect(
      startMailCatcher({ smtpPort: running.smtpPort, httpPort: 0, dir }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    // The first catcher is untouched.
    await sendDigest(running);
    expect((await listMessages(running)).body).toHaveLength(1);
  });
});

describe('configureFunctionsEmulator', () => {
  const APP = 'http://127.0.0.1:5173';
  const read = (/** @type {string} */ name) => readFileSync(path.join(dir, name), 'utf8');
  // firebase-tools' own parser for these files: what the Functions emulator will read.
  const parse = (/** @type {string} */ name) => parseStrict(read(name));

  it('writes the catcher into .secret.local and .env.local when they do not exist', () => {
    const result = configureFunctionsEmulator({
      functionsDir: dir,
      smtpPort: 2525,
      appOrigin: APP,
    });
    expect(result.map((r) => [path.basename(r.file), r.written, r.kept])).toEqual([
      ['.secret.local', ['SMTP_HOST', 'REMINDER_UNSUBSCRIBE_KEY'], []],
      ['.env.local', ['SMTP_PORT', 'APP_ORIGIN'], []],
    ]);
    expect(parse('.secret.local')).toEqual({
      SMTP_HOST: '127.0.0.1',
      REMINDER_UNSUBSCRIBE_KEY: 'local-development-only',
    });
    expect(parse('.env.local')).toEqual({ SMTP_PORT: '2525', APP_ORIGIN: APP });
  });

  it("rewrites only its own block and leaves the developer's keys in charge", () => {
    writeFileSync(
      path.join(dir, '.secret.local'),
      'PLACES_API_KEY=abc\nSMTP_HOST=smtp.example.com',
    );
    configureFunctionsEmulator({ functionsDir: dir, smtpPort: 1025, appOrigin: APP });
    const again = configureFunctionsEmulator({ functionsDir: dir, smtpPort: 2526, appOrigin: APP });
    expect(again[0]).toMatchObject({ written: ['REMINDER_UNSUBSCRIBE_KEY'], kept: ['SMTP_HOST'] });
    expect(parse('.secret.local')).toEqual({
      PLACES_API_KEY: 'abc',
      SMTP_HOST: 'smtp.example.com',
      REMINDER_UNSUBSCRIBE_KEY: 'local-development-only',
    });
    expect(read('.secret.local').match(/npm start block/g)).toHaveLength(1);
    expect(parse('.env.local')).toEqual({ SMTP_PORT: '2526', APP_ORIGIN: APP });
  });

  it('drops its block when the developer sets every key', () => {
    configureFunctionsEmulator({ functionsDir: dir, smtpPort: 1025, appOrigin: APP });
    const own = 'SMTP_PORT=2500\nAPP_ORIGIN=https://example.com\n';
    writeFileSync(path.join(dir, '.env.local'), `${own}${read('.env.local')}`);
    const [, env] = configureFunctionsEmulator({
      functionsDir: dir,
      smtpPort: 1025,
      appOrigin: APP,
    });
    expect(env).toMatchObject({ written: [], kept: ['SMTP_PORT', 'APP_ORIGIN'] });
    expect(read('.env.local')).toBe(own);
  });
});
