import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  datesInLine,
  extractBusinessName,
  extractReceiptFields,
  extractServiceDate,
  extractServiceType,
  extractTotalCents,
  moneyAmounts,
  receiptLines,
} from './receipt-text';
import { hasReceiptFields, NO_RECEIPT_FIELDS } from './receipt-fields';

const lines = (text: string) => receiptLines(text);
const TODAY = '2026-11-25';

describe('moneyAmounts', () => {
  it('reads dollars with and without the sign, grouping and OCR comma decimals', () => {
    expect(moneyAmounts('$1,234.56').map((a) => a.cents)).toEqual([123456]);
    expect(moneyAmounts('1234.56').map((a) => a.cents)).toEqual([123456]);
    expect(moneyAmounts('$ 12.50').map((a) => a.cents)).toEqual([1250]);
    expect(moneyAmounts('TOTAL 12,50').map((a) => a.cents)).toEqual([1250]);
    expect(moneyAmounts('1,234,56').map((a) => a.cents)).toEqual([123456]);
    expect(moneyAmounts('$1,200').map((a) => a.cents)).toEqual([120000]);
  });

  it('ignores rates, bare integers, dates, codes and phone numbers', () => {
    expect(moneyAmounts('Tax 8.25%')).toEqual([]);
    expect(moneyAmounts('Qty 3')).toEqual([]);
    expect(moneyAmounts('03/14/2026')).toEqual([]);
    expect(moneyAmounts('INV-2026.03')).toEqual([]);
    expect(moneyAmounts('Call 555.010.4663')).toEqual([]);
    expect(moneyAmounts('1.234.567')).toEqual([]);
  });
});

describe('extractTotalCents', () => {
  it('takes the TOTAL line, not the subtotal or the tax', () => {
    const text = `Subtotal $100.00\nSales tax $8.25\nTOTAL $108.25\nCash $120.00\nChange $11.75`;
    expect(extractTotalCents(lines(text))).toBe(10825);
  });

  it.each([
    ['Amount Due: $1,234.56', 123456],
    ['Balance Due 450.00', 45000],
    ['Grand Total ........ $ 89.99', 8999],
    ['Total (incl. tax) 54.10', 5410],
    ['T0TAL 19.99', 1999],
    ['Total Due USD 2,500.00', 250000],
    ['TOTAL S47.03', 4703],
    ['Arnount Due: $310.00', 31000],
  ])('reads "%s"', (line, cents) => {
    expect(extractTotalCents(lines(`Item A 5.00\n${line}`))).toBe(cents);
  });

  it('prefers the whole price to a balance left after a deposit', () => {
    expect(extractTotalCents(lines('Total 300.00\nDeposit paid 100.00\nBalance due 200.00'))).toBe(
      30000,
    );
    expect(extractTotalCents(lines('Total 300.00\nAmount Due 300.00'))).toBe(30000);
  });

  it('ignores a zero balance on a paid invoice', () => {
    expect(extractTotalCents(lines('Total $640.00\nPaid $640.00\nBalance Due $0.00'))).toBe(64000);
  });

  it('reads the amount on the next line when the label stands alone', () => {
    expect(extractTotalCents(lines('TOTAL\n$ 75.40\nThank you'))).toBe(7540);
  });

  it('skips total-like lines that are not the total', () => {
    expect(extractTotalCents(lines('Total items 3\nTotal tax 4.00\nTotal savings 2.00'))).toBe(
      null,
    );
  });

  it('falls back to the largest amount near the bottom only when it is repeated', () => {
    const text = 'Ace Plumbing\nValve 20.00\nLabor 80.00\n\nSomething\n100.00\nPaid 100.00';
    expect(extractTotalCents(lines(text))).toBe(10000);
    expect(extractTotalCents(lines('Ace Plumbing\nValve 20.00\nLabor 80.00'))).toBe(null);
  });

  it('is empty without any amount', () => {
    expect(extractTotalCents(lines('Thank you for your business'))).toBe(null);
  });
});

describe('datesInLine / extractServiceDate', () => {
  it.each([
    ['03/14/2026', '2026-03-14'],
    ['3/4/26', '2026-03-04'],
    ['Mar 14 2026', '2026-03-14'],
    ['March 14, 2026', '2026-03-14'],
    ['Sept. 3rd, 2025', '2025-09-03'],
    ['14 Mar 2026', '2026-03-14'],
    ['2026-03-14', '2026-03-14'],
    ['03-14-2026 10:42 AM', '2026-03-14'],
  ])('reads %s', (text, iso) => {
    expect(datesInLine(text)).toEqual([iso]);
  });

  it('ignores invoice numbers, times and impossible dates', () => {
    expect(datesInLine('Invoice INV-2026-03-14')).toEqual([]);
    expect(datesInLine('#03/14/2026')).toEqual([]);
    expect(datesInLine('12:45:03')).toEqual([]);
    expect(datesInLine('02/30/2026')).toEqual([]);
    expect(datesInLine('13/14/2026')).toEqual([]);
  });

  it('prefers the labelled invoice date over the due date', () => {
    const text = 'Due Date: 04/13/2026\nInvoice Date: 03/14/2026';
    expect(extractServiceDate(lines(text), TODAY)).toBe('2026-03-14');
  });

  it('takes the first unlabelled date, never a due or expiry date alone', () => {
    expect(extractServiceDate(lines('Ace\n03/14/2026 10:02\nWarranty until 03/14/2027'))).toBe(
      '2026-03-14',
    );
    expect(extractServiceDate(lines('Payment due 04/13/2026'), TODAY)).toBe(null);
  });

  it('refuses dates after today or decades back (misreads)', () => {
    expect(extractServiceDate(lines('Date 03/14/2027'), TODAY)).toBe(null);
    expect(extractServiceDate(lines('Date 03/14/1996'), TODAY)).toBe(null);
  });

  it('does not fill a date when two service dates disagree, and offers the first', () => {
    const read = extractReceiptFields('Date: 03/14/2026\nDate: 05/01/2026', { today: TODAY });
    expect(read.date).toBe(null);
    expect(read.suggestions?.date).toBe('2026-03-14');
    expect(
      extractServiceDate(lines('Service date: 03/14/2026\nInvoice date: 05/01/2026'), TODAY),
    ).toBe('2026-03-14');
  });
});

describe('extractBusinessName', () => {
  it('skips titles, addresses, phone numbers and web addresses', () => {
    const text = `INVOICE\n123 Main Street\nSpringfield, IL 62704\n(555) 123-4567\nwww.ace.com\nAce Plumbing LLC`;
    expect(extractBusinessName(lines(text))).toBe('Ace Plumbing LLC');
  });

  it('takes the first line when it is the name', () => {
    expect(extractBusinessName(lines('Bright Spark Electric\n45 Oak Ave\nReceipt'))).toBe(
      'Bright Spark Electric',
    );
    expect(extractBusinessName(lines('SUMMIT HVAC & AIR\nTel 555-010-4663'))).toBe(
      'SUMMIT HVAC & AIR',
    );
  });

  it('joins a name wrapped onto a second line when that line ends as names do', () => {
    expect(extractBusinessName(lines('BRIGHT SPARK\nELECTRIC\n12 Elm St'))).toBe(
      'BRIGHT SPARK ELECTRIC',
    );
    expect(extractBusinessName(lines('RAPID ROOTER\nDRAIN SERVICE\nTEL 555-010-4663'))).toBe(
      'RAPID ROOTER DRAIN SERVICE',
    );
    // A complete name is not extended, and a tagline is not a name's end.
    expect(extractBusinessName(lines('Ace Plumbing LLC\nHeating Service'))).toBe(
      'Ace Plumbing LLC',
    );
    expect(extractBusinessName(lines('HOME DEPOT\nSPRINGFIELD'))).toBe('HOME DEPOT');
    expect(extractBusinessName(lines('RAPID ROOTER DRAIN\nSERVICE'))).toBe(
      'RAPID ROOTER DRAIN SERVICE',
    );
    expect(extractBusinessName(lines('PRAIRIE PLUMBING\nCO.\n12 Elm St'))).toBe(
      'PRAIRIE PLUMBING CO.',
    );
    expect(extractBusinessName(lines('Prairie Tools\nLicensed and insured'))).toBe('Prairie Tools');
  });

  it('drops a "From:" label and trailing punctuation', () => {
    expect(extractBusinessName(lines('From: Green Lawn Care Co.,\nBill To: Jane'))).toBe(
      'Green Lawn Care Co.',
    );
  });

  it('stays empty on an OCR-garbled name rather than offering the next line', () => {
    expect(extractBusinessName(lines('~~ Ac3 Pl#mb!ng ^^ LLC ~~\nJane Doe'))).toBe(null);
    expect(extractBusinessName(lines('Invoice\n12 Elm St\nDate 03/14/2026'))).toBe(null);
  });
});

describe('extractServiceType', () => {
  it('names the obvious trade', () => {
    expect(extractServiceType(lines('Ace Plumbing\nReplace kitchen faucet'))).toBe('plumbing');
    expect(extractServiceType(lines('Furnace tune-up\nThermostat'))).toBe('hvac');
  });

  it('stays empty when two trades compete', () => {
    expect(extractServiceType(lines('Paint bathroom\nFix leak'))).toBe(null);
  });

  it('stays empty on one passing mention among line items', () => {
    expect(
      extractServiceType(lines('ACE HARDWARE\n12 Elm St\nTel 555\nHinges 4.99\nPaint roller 8.99')),
    ).toBe(null);
  });

  it('stays empty when no trade is named', () => {
    expect(extractServiceType(lines('Handyman visit'))).toBe(null);
  });
});

describe('extractReceiptFields', () => {
  it('reads a typical contractor invoice', () => {
    const text = `
      Ace Plumbing & Drain LLC
      123 Main Street, Springfield, IL 62704
      (555) 123-4567 · ace@example.com
      INVOICE #2026-0314
      Invoice Date: March 14, 2026     Due: April 13, 2026
      Bill To: Jane Homeowner
      Replace water heater         1   $1,100.00   $1,100.00
      Labor                        3   $45.00      $135.00
      Subtotal                                     $1,235.00
      Tax (8.25%)                                  $101.89
      Total                                        $1,336.89
      Balance Due                                  $1,336.89`;
    expect(extractReceiptFields(text, { today: TODAY })).toEqual({
      contractorName: 'Ace Plumbing & Drain LLC',
      date: '2026-03-14',
      costCents: 133689,
      serviceType: 'plumbing',
    });
  });

  it('reads a till receipt', () => {
    const text = `HOME DEPOT\n2455 Paces Ferry Rd\nAtlanta, GA 30339\n(770) 433-8211\n03/02/26 14:21\nSKU 1001 PAINT 2.00 GAL  34.98\nROLLER  8.97\nSUBTOTAL  43.95\nSALES TAX 7%  3.08\nTOTAL  $47.03\nVISA  $47.03`;
    expect(extractReceiptFields(text, { today: TODAY })).toEqual({
      contractorName: 'HOME DEPOT',
      date: '2026-03-02',
      costCents: 4703,
      // One can of paint does not make the repair a painting job.
      serviceType: null,
    });
  });

  it('finds nothing in noise', () => {
    const fields = extractReceiptFields('~~ ,. ||\n__ -- ', { today: TODAY });
    expect(fields).toEqual(NO_RECEIPT_FIELDS);
    expect(hasReceiptFields(fields)).toBe(false);
    expect(hasReceiptFields({ ...fields, costCents: 100 })).toBe(true);
  });
});

describe('extractReceiptFields on any text', () => {
  it('never throws and returns only well-formed values', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const fields = extractReceiptFields(text, { today: TODAY });
        if (fields.date !== null) expect(fields.date <= TODAY).toBe(true);
        if (fields.costCents !== null) expect(Number.isInteger(fields.costCents)).toBe(true);
        if (fields.contractorName !== null)
          expect(fields.contractorName.length).toBeLessThanOrEqual(100);
      }),
    );
  });
});
