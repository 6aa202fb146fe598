// @ts-check
// The local mail catcher `npm start` runs (docs/maintenance-reminders.md): an SMTP server
// on 127.0.0.1 that accepts every message and delivers none, and a small web viewer that
// lists what it caught (subject, to, date) and shows each message's text and HTML parts and
// its headers. Messages are kept as .eml files under emulator-data/mail/ (gitignored), so
// they survive a restart; the newest KEEP are kept.
//
// smtp-server receives and mailparser reads, both nodemailer's own packages; the viewer is
// node:http. maildev does the same but brings a React UI, socket.io, fastify and an MCP
// server into the root install, a lot for a list and three panes.
//
// Run on its own: node scripts/lib/mail-catcher.mjs (ports from HOMELEDGER_MAIL_SMTP_PORT and
// HOMELEDGER_MAIL_HTTP_PORT, default 1025 and 1080).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import { messageOf } from './errors.mjs';
import { ROOT } from './paths.mjs';

export const MAIL_CATCHER_HOST = '127.0.0.1';
export const MAIL_CATCHER_SMTP_PORT = Number(process.env.HOMELEDGER_MAIL_SMTP_PORT) || 1025;
export const MAIL_CATCHER_HTTP_PORT = Number(process.env.HOMELEDGER_MAIL_HTTP_PORT) || 1080;
export const MAIL_CATCHER_DIR = path.join(ROOT, 'emulator-data', 'mail');
/** The viewer's address for the default ports. */
export const MAIL_CATCHER_URL = `http://${MAIL_CATCHER_HOST}:${MAIL_CATCHER_HTTP_PORT}/`;

const KEEP = 500;
const MAX_SIZE = 25 * 1024 * 1024;
const ID = /^[0-9a-z]{8,12}-[0-9a-f]{8}$/;

/**
 * @typedef {{ id: string, receivedAt: Date, subject: string, from: string, to: string,
 *   date: Date, headers: { name: string, value: string }[], text: string, html: string,
 *   envelope: { from: string, to: string[] } }} CaughtMail
 */

/**
 * Start the SMTP server and the viewer. Rejects (with the listen error, `code` EADDRINUSE
 * when a port is taken) and leaves nothing running when either cannot listen. Port 0
 * picks a free port (the tests). `delayMs` holds each mail's answer that long, as a real
 * provider takes 0.3–1 s to accept one (bench:reminders).
 * @param {{ smtpPort?: number, httpPort?: number, dir?: string, keep?: number, delayMs?: number }} [options]
 */
export async function startMailCatcher({
  smtpPort = MAIL_CATCHER_SMTP_PORT,
  httpPort = MAIL_CATCHER_HTTP_PORT,
  dir = MAIL_CATCHER_DIR,
  keep = KEEP,
  delayMs = 0,
} = {}) {
  mkdirSync(dir, { recursive: true });
  /** @type {Map<string, CaughtMail>} oldest first */
  const mails = new Map();
  for (const file of readdirSync(dir).sort()) {
    const id = file.replace(/\.eml$/, '');
    if (!file.endsWith('.eml') || !ID.test(id)) continue;
    try {
      mails.set(id, await readMail(id, readFileSync(path.join(dir, file))));
    } catch {
      // An unreadable file (cut short by a crash) is not worth stopping for.
    }
  }

  const smtp = new SMTPServer({
    // Plain SMTP on localhost; any user and password is accepted when one is configured.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    size: MAX_SIZE,
    rejectOversized: true,
    logger: false,
    banner: 'HomeLedger mail catcher (nothing is delivered)',
    onData(stream, session, done) {
      /** @type {typeof done} */
      const callback = (error, message) =>
        delayMs > 0 ? void setTimeout(() => done(error, message), delayMs) : done(error, message);
      /** @type {Buffer[]} */ const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', async () => {
        if (stream.sizeExceeded) return callback();
        const raw = Buffer.concat(chunks);
        const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
        try {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          const mail = await readMail(id, raw, envelope);
          writeFileSync(path.join(dir, `${id}.eml`), raw);
          mails.set(id, mail);
          for (const old of [...mails.keys()].slice(0, Math.max(0, mails.size - keep))) {
            mails.delete(old);
            rmSync(path.join(dir, `${old}.eml`), { force: true });
          }
          callback(null, `Caught as ${id}`);
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  smtp.on('error', () => {
    // A client that misbehaves is that client's problem; the server keeps listening.
  });

  let boundHttp = 0;
  const viewer = http.createServer((req, res) => {
    try {
      answer(req, res, { mails, dir, port: boundHttp });
    } catch (error) {
      send(res, 500, 'text/plain; charset=utf-8', `Mail catcher error: ${messageOf(error)}`);
    }
  });

  const boundSmtpPort = await listen(smtp.server, smtpPort);
  try {
    boundHttp = await listen(viewer, httpPort);
  } catch (error) {
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    throw error;
  }
  return {
    host: MAIL_CATCHER_HOST,
    smtpPort: boundSmtpPort,
    httpPort: boundHttp,
    viewerUrl: `http://${MAIL_CATCHER_HOST}:${boundHttp}/`,
    /** The caught messages, newest first. */
    messages: () => [...mails.values()].reverse(),
    async close() {
      viewer.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
        new Promise((resolve) => viewer.close(resolve)),
      ]);
    },
  };
}

/**
 * Listen on 127.0.0.1:port; resolve with the bound port, reject with the listen error.
 * @param {import('node:net').Server} server
 * @param {number} port
 * @returns {Promise<number>}
 */
function listen(server, port) {
  return new Promise((resolve, reject) => {
    /** @param {Error} error */
    const onError = (error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, MAIL_CATCHER_HOST);
  });
}

/**
 * @param {string} id
 * @param {Buffer} raw
 * @param {{ from: string, to: string[] }} [envelope]
 * @returns {Promise<CaughtMail>}
 */
async function readMail(id, raw, envelope) {
  const parsed = await simpleParser(raw, { skipImageLinks: true });
  const receivedAt = new Date(parseInt(id.split('-')[0] ?? '', 36));
  /** @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} value */
  const addresses = (value) =>
    (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');
  const headers = parsed.headerLines.map(({ key, line }) => {
    const colon = line.indexOf(':');
    return {
      name: colon > 0 ? line.slice(0, colon) : key,
      value: (colon > 0 ? line.slice(colon + 1) : line).replace(/\r?\n[ \t]+/g, ' ').trim(),
    };
  });
  return {
    id,
    receivedAt,
    subject: parsed.subject ?? '',
    from: addresses(parsed.from),
    to: addresses(parsed.to) || (envelope?.to ?? []).join(', '),
    date: parsed.date ?? receivedAt,
    headers,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    envelope: envelope ?? { from: '', to: [] },
  };
}

// ── Pointing the Functions emulator at the catcher ─────────────────────────────────────

/** The key `npm run reminders:run` signs unsubscribe links with (functions/src/reminders/run-once.ts). */
export const LOCAL_UNSUBSCRIBE_KEY = 'local-development-only';
const BLOCK_START =
  '# npm start: the local mail catcher (scripts/lib/mail-catcher.mjs). Rewritten on every start;';
const BLOCK_NOTE = '# a key set above this block is yours and wins. Local development only.';
const BLOCK_END = '# end of the npm start block';

/**
 * Point the Functions emulator at the catcher. The emulator reads secrets (SMTP_HOST, the
 * unsubscribe key) from functions/.secret.local and params (SMTP_PORT) from
 * functions/.env.local, both gitignored. Each file gets a marked block holding the keys it
 * does not set itself; lines outside the block are never changed, so a developer's own
 * SMTP server or key stays in charge. The block also names the site the links in mails and
 * reports open (APP_ORIGIN): `appOrigin`, the Vite dev server under npm start, the Hosting
 * emulator in test runs. Always written, or the emulator writes the param's default above
 * the block, where it would pass for the developer's own.
 * @param {{ functionsDir: string, smtpPort: number, appOrigin: string }} options
 * @returns {{ file: string, written: string[], kept: string[] }[]} per file, the keys
 *   written and the ones left to the developer's own lines
 */
export function configureFunctionsEmulator({ functionsDir, smtpPort, appOrigin }) {
  /** @type {Record<string, Record<string, string>>} */ const wanted = {
    '.secret.local': {
      SMTP_HOST: MAIL_CATCHER_HOST,
      REMINDER_UNSUBSCRIBE_KEY: LOCAL_UNSUBSCRIBE_KEY,
    },
    '.env.local': { SMTP_PORT: String(smtpPort), APP_ORIGIN: appOrigin },
  };
  return Object.entries(wanted).map(([name, values]) => {
    const file = path.join(functionsDir, name);
    let before = '';
    try {
      before = readFileSync(file, 'utf8');
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
    const own = withoutBlock(before);
    const ownKeys = new Set(
      own
        .split('\n')
        .map((line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1] ?? '')
        .filter(Boolean),
    );
    const written = Object.keys(values).filter((key) => !ownKeys.has(key));
    const kept = Object.keys(values).filter((key) => ownKeys.has(key));
    const block =
      written.length === 0
        ? ''
        : [BLOCK_START, BLOCK_NOTE, ...written.map((k) => `${k}=${values[k]}`), BLOCK_END, ''].join(
            '\n',
          );
    const head = own.length > 0 && !own.endsWith('\n') ? `${own}\n` : own;
    const after = `${head}${block}`;
    if (after !== before) writeFileSync(file, after);
    return { file, written, kept };
  });
}

/** @param {string} text */
function withoutBlock(text) {
  const start = text.indexOf(BLOCK_START);
  if (start < 0) return text;
  const end = text.indexOf(BLOCK_END, start);
  const stop = end < 0 ? text.length : text.indexOf('\n', end) + 1 || text.length;
  return text.slice(0, start) + text.slice(stop);
}

// ── The viewer ────────────────────────────────────────────────────────────────────────

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
// A caught HTML part is someone else's markup: shown in a sandboxed frame, with no scripts,
// no requests (images from data: only) and links opening in a new tab.
const MAIL_CSP =
  "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ mails: Map<string, CaughtMail>, dir: string, port: number }} context
 */
function answer(req, res, { mails, dir, port }) {
  // Only this machine's own addresses: another site's page cannot read the mails by
  // pointing a DNS name at 127.0.0.1.
  const hostOk = [`127.0.0.1:${port}`, `localhost:${port}`].includes(req.headers.host ?? '');
  if (!hostOk) return send(res, 403, 'text/plain; charset=utf-8', 'Unknown host');
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const parts = url.pathname.split('/').filter(Boolean);
  const method = req.method ?? 'GET';
  const mail = (/** @type {string | undefined} */ id) =>
    id !== undefined && ID.test(id) ? mails.get(id) : undefined;

  if (method === 'DELETE' || method === 'POST') {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host}`) {
      return send(res, 403, 'text/plain; charset=utf-8', 'Cross-origin request refused');
    }
    const clearing =
      (method === 'DELETE' && url.pathname === '/api/messages') ||
      (method === 'POST' && url.pathname === '/clear');
    if (!clearing) return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    for (const id of mails.keys()) rmSync(path.join(dir, `${id}.eml`), { force: true });
    mails.clear();
    if (method === 'POST') {
      res.writeHead(303, { Location: '/', 'Cache-Control': 'no-store' });
      return res.end();
    }
    return sendJson(res, 200, { deleted: true });
  }
  if (method !== 'GET' && method !== 'HEAD') {
    return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
  }

  // JSON API: /api/messages, /api/messages/:id, /api/messages/:id/raw
  if (parts[0] === 'api' && parts[1] === 'messages') {
    if (parts.length === 2) {
      return sendJson(
        res,
        200,
        [...mails.values()].reverse().map((m) => summary(m)),
      );
    }
    const found = mail(parts[2]);
    if (!found) return sendJson(res, 404, { error: 'No such message' });
    if (parts.length === 3) {
      return sendJson(res, 200, {
        ...summary(found),
        envelope: found.envelope,
        headers: found.headers,
        text: found.text,
        html: found.html,
      });
    }
    if (parts.length === 4 && parts[3] === 'raw') {
      const raw = readFileSync(path.join(dir, `${found.id}.eml`));
      return send(res, 200, 'message/rfc822', raw, {
        'Content-Disposition': `attachment; filename="${found.id}.eml"`,
      });
    }
    return sendJson(res, 404, { error: 'Not found' });
  }

  // Pages: /, /messages/:id, /messages/:id/html
  if (parts.length === 0) return sendPage(res, 200, 'Caught mail', listPage([...mails.values()]));
  if (parts[0] === 'messages' && parts.length >= 2) {
    const found = mail(parts[1]);
    if (!found) return sendPage(res, 404, 'Not found', '<p>No such message.</p>');
    if (parts.length === 2) return sendPage(res, 200, found.subject, messagePage(found));
    if (parts.length === 3 && parts[2] === 'html') {
      return send(res, 200, 'text/html; charset=utf-8', withBaseTarget(found.html), {
        'Content-Security-Policy': MAIL_CSP,
      });
    }
  }
  return sendPage(res, 404, 'Not found', '<p>Nothing here.</p>');
}

/** @param {CaughtMail} mail */
function summary(mail) {
  return {
    id: mail.id,
    subject: mail.subject,
    from: mail.from,
    to: mail.to,
    date: mail.date.toISOString(),
    receivedAt: mail.receivedAt.toISOString(),
  };
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** @param {CaughtMail[]} mails */
function listPage(mails) {
  const rows = mails
    .slice()
    .reverse()
    .map(
      (m) =>
        `<tr><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td>` +
        `<td>${escapeHtml(m.to)}</td><td><time datetime="${m.date.toISOString()}">${escapeHtml(DATE.format(m.date))}</time></td></tr>`,
    )
    .join('\n');
  const count = `${mails.length} ${mails.length === 1 ? 'message' : 'messages'}`;
  return `<h1>Caught mail</h1>
<p>Every mail the functions send while <code>npm start</code> runs lands here; nothing is delivered. ${count}. This page refreshes every 5 seconds.</p>
${
  mails.length === 0
    ? '<p><strong>No mail yet.</strong> Run <code>npm run reminders:run</code> to send the reminder digests.</p>'
    : `<form method="post" action="/clear"><button type="submit">Delete all</button></form>
<table><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Date</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
}`;
}

/** @param {CaughtMail} mail */
function messagePage(mail) {
  const headerRows = mail.headers
    .map(
      (h) => `<tr><th scope="row">${escapeHtml(h.name)}</th><td>${escapeHtml(h.value)}</td></tr>`,
    )
    .join('\n');
  return `<p><a href="/">← All mail</a></p>
<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Date</dt><dd>${escapeHtml(DATE.format(mail.date))}</dd></dl>
<p><a href="/api/messages/${mail.id}/raw">Download .eml</a></p>
<h2>HTML part</h2>
${mail.html ? `<iframe title="HTML part" src="/messages/${mail.id}/html" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>` : '<p>This message has no HTML part.</p>'}
<h2>Text part</h2>
${mail.text ? `<pre>${escapeHtml(mail.text)}</pre>` : '<p>This message has no text part.</p>'}
<h2>Headers</h2>
<table class="headers"><tbody>
${headerRows}
</tbody></table>`;
}

/**
 * Links in a caught mail open in a new tab, not inside the frame.
 * @param {string} html
 */
function withBaseTarget(html) {
  return `<!doctype html><base target="_blank">${html}`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 1.5rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}
.headers th{white-space:nowrap;font-weight:600;width:1%}.headers td{word-break:break-all;font-family:ui-monospace,monospace;font-size:13px}
iframe{width:100%;height:32rem;border:1px solid #bbb;background:#fff}pre{white-space:pre-wrap;background:#f5f5f5;padding:1rem;border:1px solid #ddd}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}dd{margin:0}a{color:#0b5cad}
button{font:inherit;padding:.3rem .8rem}`;

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} title
 * @param {string} body
 */
function sendPage(res, status, title, body) {
  const refresh = title === 'Caught mail' ? '<meta http-equiv="refresh" content="5">' : '';
  send(
    res,
    status,
    'text/html; charset=utf-8',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}<title>${escapeHtml(title)} · HomeLedger mail catcher</title><style>${STYLE}</style></head><body>${body}</body></html>`,
    { 'Content-Security-Policy': PAGE_CSP },
  );
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 */
function sendJson(res, status, value) {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} type
 * @param {string | Buffer} body
 * @param {Record<string, string>} [headers]
 */
function send(res, status, type, body, headers = {}) {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...headers,
  });
  res.end(body);
}

/** @param {unknown} value */
function escapeHtml(value) {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// `node scripts/lib/mail-catcher.mjs`: the catcher alone, until Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const catcher = await startMailCatcher().catch((error) => {
    console.error(`Mail catcher not started: ${error.message}`);
    process.exit(1);
  });
  console.log(
    `Mail catcher: SMTP ${catcher.host}:${catcher.smtpPort}, mails at ${catcher.viewerUrl}`,
  );
  process.once('SIGINT', () => void catcher.close().then(() => process.exit(0)));
}
