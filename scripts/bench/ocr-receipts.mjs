// Receipts the team makes itself for `npm run bench:ocr` (and the OCR browser test's image):
// contractor invoices, till receipts and service tickets in varied fonts and layouts,
// rendered by Chromium (Playwright), then
//   photo      degraded as a phone photo with sharp: on a table, rotated ±5°, blurred,
//              unevenly lit, noisy, JPEG; some stored sideways with an EXIF orientation
//   text-pdf   printed to PDF (a text layer)
//   scan-pdf   the degraded photo placed alone on a PDF page (no text layer)
// Each comes with the contractor, date and total it shows. Deterministic (seeded).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.mjs';
import { seededRandom } from '../lib/seeded-random.mjs';

/** @type {[name: string, serviceType: string | null, items: string[]][]} */
const BUSINESSES = [
  [
    'Prairie Plumbing Co.',
    'plumbing',
    ['Replace kitchen faucet', 'Clear main drain', 'Water heater flush'],
  ],
  [
    'Bright Spark Electric',
    'electrical',
    ['Install GFCI outlet', 'Panel inspection', 'Replace breaker'],
  ],
  ['Summit Roofing LLC', 'roofing', ['Shingle repair', 'Replace flashing', 'Gutter reseal']],
  ['Green Valley Landscaping', 'landscaping', ['Lawn mowing', 'Mulch install', 'Hedge trimming']],
  ['Allied Heating & Air', 'hvac', ['Furnace tune-up', 'Replace thermostat', 'Duct cleaning']],
  ['Cornerstone Flooring', 'flooring', ['Hardwood refinish', 'Carpet install', 'Laminate repair']],
  ['Blue Ridge Painting', 'painting', ['Interior paint, 2 rooms', 'Primer coat', 'Trim painting']],
  ['SafeHome Security', 'security', ['Alarm panel install', 'Door sensors', 'Camera setup']],
  ['Appliance Doctor', 'appliances', ['Dishwasher repair', 'Dryer belt', 'Refrigerator seal']],
  ['True North Inspections', 'inspection', ['Home inspection', 'Radon test', 'Report']],
  ['Rapid Rooter Drain Service', 'plumbing', ['Sewer line camera', 'Drain snaking', 'Trip charge']],
  ['Miller Heating and Cooling', 'hvac', ['AC recharge', 'Condenser cleaning', 'Filter']],
  ['Evergreen Tree Care', 'landscaping', ['Tree removal', 'Stump grinding', 'Haul away']],
  ['Precision Electric Inc', 'electrical', ['Rewire bathroom', 'Light fixtures', 'Permit fee']],
  ['Hometown Handyman', null, ['Fix fence gate', 'Hang shelves', 'Caulk tub']],
  ['Oak and Pine Carpentry', null, ['Deck board repair', 'Stair rail', 'Materials']],
  ['Apex Garage Doors', null, ['Spring replacement', 'Opener tune-up', 'Rollers']],
  ['Lakeside Pool & Spa', null, ['Pump motor', 'Filter clean', 'Chemicals']],
  ['Metro Glass and Mirror', null, ['Window pane', 'Mirror install', 'Labor']],
  ['Sunrise Solar Works', null, ['Panel cleaning', 'Inverter check', 'Service call']],
  ['Keystone Masonry', null, ['Brick repointing', 'Chimney cap', 'Mortar']],
  ['ACE HARDWARE', null, ['Hinges', 'Wood screws', 'Paint roller']],
];

const STREETS = [
  'Main Street',
  'Oak Avenue',
  'Elm Road',
  'Pine Lane',
  'Market Blvd',
  'Cedar Drive',
];
/** @type {[city: string, state: string, zip: string][]} */
const CITIES = [
  ['Springfield', 'IL', '62704'],
  ['Madison', 'WI', '53703'],
  ['Columbus', 'OH', '43215'],
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
];
const FONTS = [
  "'DejaVu Sans', sans-serif",
  "'DejaVu Serif', serif",
  "'Liberation Sans', sans-serif",
  "'Liberation Serif', serif",
  "'Liberation Sans Narrow', sans-serif",
  "'DejaVu Sans Mono', monospace",
  "'Liberation Mono', monospace",
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
const money = (/** @type {number} */ cents) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * @param {number} y
 * @param {number} m
 * @param {number} d
 * @param {number} style
 */
function formatDate(y, m, d, style) {
  switch (style) {
    case 0:
      return `${pad(m)}/${pad(d)}/${y}`;
    case 1:
      return `${m}/${d}/${String(y).slice(2)}`;
    case 2:
      return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 3:
      return `${LONG_MONTHS[m - 1]} ${d} ${y}`;
    default:
      return `${y}-${pad(m)}-${pad(d)}`;
  }
}

const escape = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * One receipt: its HTML page and what it shows.
 * @param {number} i
 * @param {() => number} rand
 */
function receipt(i, rand) {
  const pick = /** @type {<T>(list: T[]) => T} */ (
    (list) => list[Math.floor(rand() * list.length)]
  );
  const [name, serviceType, items] = /** @type {(typeof BUSINESSES)[number]} */ (
    BUSINESSES[i % BUSINESSES.length]
  );
  const [city, state, zip] = pick(CITIES);
  const street = `${100 + Math.floor(rand() * 9800)} ${pick(STREETS)}`;
  const phone = `(555) ${100 + Math.floor(rand() * 899)}-${1000 + Math.floor(rand() * 8999)}`;
  const y = 2025 + (rand() < 0.5 ? 0 : 1);
  const m = 1 + Math.floor(rand() * (y === 2026 ? 10 : 12));
  const d = 1 + Math.floor(rand() * 28);
  const date = `${y}-${pad(m)}-${pad(d)}`;
  const dateText = formatDate(y, m, d, i % 5);
  const lines = items.map(
    (label) => /** @type {const} */ ([label, 1500 + Math.floor(rand() * 60000)]),
  );
  const subtotal = lines.reduce((sum, [, c]) => sum + c, 0);
  const tax = Math.round(subtotal * 0.0725);
  const total = subtotal + tax;
  const font = FONTS[i % FONTS.length];
  const layout = ['invoice', 'till', 'ticket'][i % 3];
  const totalLabel =
    ['Total', 'TOTAL', 'Amount Due', 'Balance Due', 'Grand Total'][i % 5] ?? 'Total';
  const invoiceNo = `INV-${y}-${1000 + i}`;
  const time = `${1 + Math.floor(rand() * 11)}:${pad(Math.floor(rand() * 60))} ${rand() < 0.5 ? 'AM' : 'PM'}`;
  const dueDate = formatDate(y + (m === 12 ? 1 : 0), (m % 12) + 1, Math.min(d, 28), i % 5);
  const rows = lines
    .map(([label, c]) => `<tr><td>${escape(label)}</td><td class="r">$${money(c)}</td></tr>`)
    .join('');
  const css = `body{margin:0;background:#fff;color:#111;font-family:${font}}
    .r{text-align:right} table{width:100%;border-collapse:collapse} td{padding:4px 0}
    .sheet{box-sizing:border-box;padding:28px} h1{margin:0 0 6px} p{margin:2px 0}`;
  let body;
  if (layout === 'invoice') {
    body = `<div class="sheet" style="width:760px">
      <h1 style="font-size:30px">${escape(name)}</h1>
      <p>${street}</p><p>${city}, ${state} ${zip}</p><p>${phone}</p>
      <h2 style="letter-spacing:3px;margin:18px 0 8px">INVOICE</h2>
      <p>Invoice # ${invoiceNo}</p><p>Invoice Date: ${dateText}</p><p>Due Date: ${dueDate}</p>
      <p style="margin-top:12px">Bill To: Jordan Homeowner, 12 Birch Court</p>
      <table style="margin-top:16px;font-size:18px"><tr><td><b>Description</b></td><td class="r"><b>Amount</b></td></tr>${rows}
      <tr><td>Subtotal</td><td class="r">$${money(subtotal)}</td></tr>
      <tr><td>Sales Tax (7.25%)</td><td class="r">$${money(tax)}</td></tr>
      <tr><td><b>${totalLabel}</b></td><td class="r"><b>$${money(total)}</b></td></tr></table>
      <p style="margin-top:18px">Thank you for your business!</p></div>`;
  } else if (layout === 'till') {
    body = `<div class="sheet" style="width:420px;font-size:19px;text-align:center">
      <h1 style="font-size:26px">${escape(name.toUpperCase())}</h1>
      <p>${street}</p><p>${city}, ${state} ${zip}</p><p>TEL ${phone}</p>
      <p style="margin:10px 0">${dateText} ${time}  REG 02</p>
      <table style="text-align:left">${rows}
      <tr><td>SUBTOTAL</td><td class="r">${money(subtotal)}</td></tr>
      <tr><td>TAX 7.25%</td><td class="r">${money(tax)}</td></tr>
      <tr><td><b>${totalLabel.toUpperCase()}</b></td><td class="r"><b>$${money(total)}</b></td></tr>
      <tr><td>VISA **** 4821</td><td class="r">$${money(total)}</td></tr></table>
      <p style="margin-top:12px">THANK YOU FOR SHOPPING</p></div>`;
  } else {
    body = `<div class="sheet" style="width:640px;font-size:18px">
      <div style="border-bottom:3px solid #333;padding-bottom:8px"><h1 style="font-size:28px">${escape(name)}</h1>
      <p>${street}, ${city}, ${state} ${zip}</p><p>Phone ${phone}</p></div>
      <h2 style="margin:14px 0 6px">Service Receipt</h2>
      <p>Work order ${1000 + i * 7}</p><p>Service Date: ${dateText}</p><p>Technician: Sam R.</p>
      <table style="margin-top:12px">${rows}
      <tr><td>Tax</td><td class="r">$${money(tax)}</td></tr>
      <tr><td><b>${totalLabel}</b></td><td class="r"><b>$${money(total)}</b></td></tr></table>
      <p style="margin-top:14px">Warranty: 90 days parts and labor.</p></div>`;
  }
  return {
    html: `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`,
    expected: { contractorName: name, date, costCents: total, serviceType },
    layout,
  };
}

/** The receipt specs: `photos` phone photos, `textPdfs` text PDFs, `scanPdfs` scanned PDFs. */
export function receiptSpecs({ photos = 28, textPdfs = 10, scanPdfs = 10, seed = 22 } = {}) {
  const rand = seededRandom(seed);
  const kinds = [
    ...Array(photos).fill('photo'),
    ...Array(textPdfs).fill('text-pdf'),
    ...Array(scanPdfs).fill('scan-pdf'),
  ];
  return kinds.map((kind, i) => ({
    id: `${String(i + 1).padStart(2, '0')}-${kind}`,
    kind,
    ...receipt(i, rand),
    degrade: {
      angle: (rand() * 2 - 1) * 5,
      blur: 0.4 + rand() * 0.9,
      light: 0.55 + rand() * 0.3,
      noise: 10 + rand() * 16,
      quality: 55 + Math.floor(rand() * 25),
      // Every fifth photo is stored sideways with EXIF orientation 6 (as phones do).
      exif: kind === 'photo' && i % 5 === 4,
    },
  }));
}

/**
 * A phone photo of the rendered receipt (PNG bytes in, JPEG bytes out).
 * @param {Buffer} png
 * @param {{ angle: number, blur: number, light: number, noise: number, quality: number, exif: boolean }} look
 */
export async function degrade(png, { angle, blur, light, noise, quality, exif }) {
  const meta = await sharp(png).metadata();
  const margin = Math.round(meta.width * 0.08);
  const table = { r: 96, g: 84, b: 70, alpha: 1 };
  let image = await sharp(png)
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: table })
    .rotate(angle, { background: table })
    .blur(blur)
    .toBuffer({ resolveWithObject: true });
  const { width, height } = image.info;
  // Uneven light: a diagonal shadow across the page.
  const shade = Math.round(255 * light);
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(255,255,250)"/><stop offset="1" stop-color="rgb(${shade},${shade},${shade - 10})"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  // Sensor noise: random grey at a quarter of the resolution, blended softly.
  const nw = Math.ceil(width / 2);
  const nh = Math.ceil(height / 2);
  const grain = Buffer.alloc(nw * nh);
  let s = Math.round(angle * 1000) >>> 0;
  for (let i = 0; i < grain.length; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    grain[i] = 128 + Math.round(((s / 4294967296) * 2 - 1) * noise);
  }
  const noiseLayer = await sharp(grain, { raw: { width: nw, height: nh, channels: 1 } })
    .resize(width, height)
    .png()
    .toBuffer();
  let out = sharp(image.data)
    .composite([
      { input: gradient, blend: 'multiply' },
      { input: noiseLayer, blend: 'overlay' },
    ])
    .flatten();
  if (exif) {
    out = sharp(await out.png().toBuffer())
      .rotate(-90)
      .withMetadata({ orientation: 6 });
  }
  return out.jpeg({ quality, mozjpeg: false }).toBuffer();
}

/**
 * Renders every spec into `dir` (`<id>.jpg` or `<id>.pdf`, plus `expected.json`) and returns
 * [{ id, kind, file, expected }].
 * @param {ReturnType<typeof receiptSpecs>} specs
 * @param {string} dir
 */
export async function renderReceipts(specs, dir) {
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: findChromium() ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const out = [];
  try {
    const page = await browser.newPage({
      deviceScaleFactor: 2,
      viewport: { width: 800, height: 600 },
    });
    for (const spec of specs) {
      await page.setContent(spec.html, { waitUntil: 'load' });
      const sheet = page.locator('.sheet');
      let file;
      if (spec.kind === 'text-pdf') {
        const box = await sheet.boundingBox();
        if (!box) throw new Error(`receipt ${spec.id} rendered nothing`);
        const bytes = await page.pdf({
          width: `${Math.ceil(box.width) + 20}px`,
          height: `${Math.ceil(box.height) + 20}px`,
          printBackground: true,
        });
        file = path.join(dir, `${spec.id}.pdf`);
        writeFileSync(file, bytes);
      } else {
        const photo = await degrade(await sheet.screenshot({ type: 'png' }), spec.degrade);
        if (spec.kind === 'photo') {
          file = path.join(dir, `${spec.id}.jpg`);
          writeFileSync(file, photo);
        } else {
          const { width, height } = await sharp(photo).metadata();
          const w = Math.round(width / 2);
          const h = Math.round(height / 2);
          await page.setContent(
            `<!doctype html><html><body style="margin:0"><img style="display:block;width:${w}px;height:${h}px" src="data:image/jpeg;base64,${photo.toString('base64')}"></body></html>`,
            { waitUntil: 'load' },
          );
          const bytes = await page.pdf({ width: `${w}px`, height: `${h}px`, pageRanges: '1' });
          file = path.join(dir, `${spec.id}.pdf`);
          writeFileSync(file, bytes);
        }
      }
      out.push({
        id: spec.id,
        kind: spec.kind,
        layout: spec.layout,
        file,
        expected: spec.expected,
      });
    }
  } finally {
    await browser.close();
  }
  writeFileSync(path.join(dir, 'expected.json'), `${JSON.stringify(out, null, 2)}\n`);
  return out;
}
