import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import {
  PROPERTY_COLUMNS,
  REPAIR_COLUMNS,
  csvStream,
  propertyCells,
  repairCells,
  repairStatusLabel,
  type Cells,
} from './csv';

const BOM = '\uFEFF';
/** The stream's bytes decoded as UTF-8, BOM kept (TextDecoder-based helpers would drop it). */
const csv = async (rows: Cells[], columns: readonly string[] = ['A', 'B']) =>
  (await buffer(csvStream(rows, columns))).toString('utf8');
/** Parses CSV text the way a spreadsheet import would (BOM stripped, RFC 4180). */
const parsed = (out: string): string[][] => parse(out, { bom: true, relax_column_count: false });

describe('propertyCells', () => {
  it('maps a property document to the export columns', () => {
    expect(
      propertyCells({
        address: '1428 Elm Street',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62704',
        verificationStatus: 'verified',
        repairCount: 3,
        lastRepairDate: '2025-06-01',
        totalSpentCents: 123450,
      }),
    ).toEqual([
      '1428 Elm Street',
      'Springfield',
      'IL',
      '62704',
      'Verified',
      '3',
      '2025-06-01',
      '1234.50',
    ]);
    expect(PROPERTY_COLUMNS).toHaveLength(8);
  });

  it('shows anything but verified as Pending, and missing values as empty', () => {
    expect(propertyCells({ verificationStatus: 'disputed' })).toEqual([
      null,
      null,
      null,
      null,
      'Pending',
      '0',
      null,
      null,
    ]);
    expect(propertyCells({ lastRepairDate: 'yesterday', totalSpentCents: 1.5 })[6]).toBeNull();
    expect(propertyCells({ totalSpentCents: 5 })[7]).toBe('0.05');
  });
});

describe('repairCells', () => {
  it('maps a repair document to the export columns', () => {
    expect(
      repairCells({
        property: { address: '1 Main St', city: 'Madison', state: 'WI', zipCode: '53703' },
        serviceType: 'Plumbing',
        date: '2025-01-05',
        status: 'in-progress',
        costCents: 1250,
        contractorName: 'Joe Pipes',
        description: 'Fixed the leak',
        isContractorValidated: true,
        validation: { state: 'validated', contractorUid: 'c1', contractorName: 'Pipes & Co' },
        receipt: { path: 'receipts/p/u/bill.pdf' },
      }),
    ).toEqual([
      '1 Main St',
      'Madison',
      'WI',
      '53703',
      'Plumbing',
      '2025-01-05',
      'In Progress',
      '12.50',
      'Joe Pipes',
      'Fixed the leak',
      'Validated by Pipes & Co (email verified, business not verified)',
      'Yes',
    ]);
    expect(REPAIR_COLUMNS).toHaveLength(12);
  });

  it('names who validated from the validation record, never the owner-typed contractor', () => {
    const cell = (doc: Record<string, unknown>) => repairCells(doc)[10];
    expect(
      cell({
        contractorName: 'Famous Builders Inc',
        isContractorValidated: true,
        validation: { state: 'validated', contractorName: 'Bob\u202E Handyman' },
      }),
    ).toBe('Validated by Bob Handyman (email verified, business not verified)');
    // An older validated repair whose record has no name.
    expect(cell({ isContractorValidated: true, validation: { state: 'validated' } })).toBe(
      'Validated by contractor (email verified, business not verified)',
    );
    // A verified business (stamped at validation) gets the stronger mark.
    expect(
      cell({
        isContractorValidated: true,
        validation: { state: 'validated', contractorName: 'Pipes & Co', businessVerified: true },
      }),
    ).toBe('Validated by Pipes & Co (email and business verified)');
    // A flag without a validated record is not a mark.
    expect(cell({ isContractorValidated: true, validation: { state: 'requested' } })).toBe('No');
  });

  it('leaves unknown cost, contractor and description empty; No for flags', () => {
    const cells = repairCells({ status: 'weird', costCents: null, receipt: null });
    expect(cells.slice(6)).toEqual(['Completed', null, null, null, 'No', 'No']);
    expect(repairStatusLabel('scheduled')).toBe('Scheduled');
  });
});

describe('csvStream', () => {
  it('starts with a UTF-8 BOM and the header row, CRLF records', async () => {
    const out = await csv([['x', 'y']]);
    expect(out.startsWith(BOM)).toBe(true);
    expect(out).toBe(`${BOM}"A","B"\r\n"x","y"\r\n`);
    const bytes = Buffer.from(out, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('gives the header row only for no rows', async () => {
    expect(await csv([])).toBe(`${BOM}"A","B"\r\n`);
  });

  it('quotes per RFC 4180: quotes doubled, commas and line breaks kept inside quotes', async () => {
    const out = await csv([['say "hi"', 'a,b\r\nc']]);
    expect(out).toBe(`${BOM}"A","B"\r\n"say ""hi""","a,b\r\nc"\r\n`);
    expect(parsed(out)).toEqual([
      ['A', 'B'],
      ['say "hi"', 'a,b\r\nc'],
    ]);
  });

  it('writes a missing value as an empty cell', async () => {
    expect(await csv([[null, '']])).toBe(`${BOM}"A","B"\r\n,\r\n`);
  });

  it.each([
    '=1+1',
    '+SUM(A1)',
    '-2+3',
    '@cmd',
    '\tTAB',
    '\rCR',
    '=HYPERLINK("http://evil.example")',
    '\uFF1D1',
  ])('neutralises a formula: %j gets a leading apostrophe', async (value) => {
    const out = await csv([[value, 'ok']]);
    expect(parsed(out)[1]).toEqual([`'${value}`, 'ok']);
  });

  it('leaves harmless text alone (a formula character later in the cell is fine)', async () => {
    expect(parsed(await csv([['a=b', 'x@y.example']]))[1]).toEqual(['a=b', 'x@y.example']);
  });

  it('keeps unicode intact: accents, emoji, right-to-left text', async () => {
    const row = ['Café Crème, Zürich', '👩‍👩‍👧 🏠 שלום עולם مرحبا'];
    const out = await csv([row]);
    expect(parsed(out)[1]).toEqual(row);
    expect(Buffer.from(out, 'utf8').toString('utf8')).toBe(out);
  });

  it('round-trips any text through a CSV parser (formulas apart)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(fc.option(fc.string({ unit: 'grapheme' }), { nil: null }), {
            minLength: 2,
            maxLength: 2,
          }),
          {
            maxLength: 20,
          },
        ),
        async (rows) => {
          const out = await csv(rows);
          const expected = rows.map((row) =>
            row.map((cell) => {
              const value = cell ?? '';
              return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
            }),
          );
          expect(parsed(out)).toEqual([['A', 'B'], ...expected]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pulls rows lazily from an async source and fails when the source fails', async () => {
    let pulled = 0;
    async function* rows(): AsyncGenerator<Cells> {
      for (let i = 0; i < 3; i++) {
        pulled += 1;
        yield [String(i), null];
      }
      throw new Error('source broke');
    }
    await expect(buffer(csvStream(rows(), ['A', 'B']))).rejects.toThrow('source broke');
    expect(pulled).toBe(3);
  });
});
