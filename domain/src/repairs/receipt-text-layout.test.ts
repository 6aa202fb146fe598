/**
 * The failure kinds real receipts showed (issue #30), each as a small text written for the
 * test: what OCR or a PDF's text layer gives for that layout.
 */
import { describe, expect, it } from 'vitest';
import { dateOrder, extractReceiptFields, guessReceiptFields, receiptLines } from './receipt-text';

const TODAY = '2026-11-25';
const read = (text: string, locale = 'en-US') =>
  extractReceiptFields(text, { today: TODAY, locale });

describe('the business name', () => {
  it('is kept when a title such as INVOICE shares its line', () => {
    const text = `Birchwood Roofing Ltd        TAX INVOICE 2231\n14 Quay Road\nInvoice Date: 04/11/2026`;
    expect(read(text).contractorName).toBe('Birchwood Roofing Ltd');
  });

  it('is never the customer of a "Bill To" column', () => {
    const text = `Northside Electric       Bill To:\nAddress:               Pat Lee\n9 Elm St                12 Oak Ave`;
    const fields = read(text);
    expect(fields.contractorName ?? fields.suggestions?.contractorName).toBe('Northside Electric');
  });

  it('is never a statement or account-number label, nor a slogan in lower case', () => {
    const text = `Statement for        Account number\nquality you can trust\nMonthly Statement`;
    const fields = read(text);
    expect(fields.contractorName).toBe(null);
  });

  it('is sure when the page’s web domain names it', () => {
    const text = `Grove Heating\n7 Mill Lane\nwww.groveheating.com\nTotal due $120.00`;
    expect(guessReceiptFields(text).contractorName.confidence).toBeGreaterThanOrEqual(0.7);
    expect(read(text).contractorName).toBe('Grove Heating');
  });

  it('drops a branch in brackets and keeps its legal form', () => {
    expect(read('HANDY TOOLS (NORTH) SDN BHD\nNO 12, JALAN BATU').contractorName).toBe(
      'HANDY TOOLS SDN BHD',
    );
  });

  it('is never filled from one word with digits among its letters (OCR soup)', () => {
    const fields = read('049671 Iulisv3a/\nGLUEBRD PEANUTARGS   124.50 V\nTotal 124.50');
    expect(fields.contractorName).toBe(null);
    // A real one-word name at the top still is.
    expect(read('Brightwater\n12 Mill Lane\nTotal 124.50').contractorName).toBe('Brightwater');
  });

  it('is only offered when the top line is one word in capitals (a logo or noise)', () => {
    const fields = read('KLMNOP\nItem 3.00\nTotal 3.00');
    expect(fields.contractorName).toBe(null);
  });
});

describe('the total', () => {
  it('is not a previous balance carried on a statement', () => {
    const text = `Previous balance $95.50\nPayments received (95.50)\nCurrent charges $69.23\nTotal amount due $69.23`;
    expect(read(text).costCents).toBe(6923);
  });

  it('is not the "total includes GST" line, nor the subtotal before a discount', () => {
    const text = `Subtotal 40.00\nDiscount (10%) 4.00\nTOTAL 36.35\nTOTAL INCLUDES GST OF 0.35\nCash 40.00\nChange 3.65`;
    expect(read(text).costCents).toBe(3635);
  });

  it('is confirmed by subtotal plus tax even under a misread label', () => {
    const text = `Total Sales (Excluding GST) : 21.00\nTotal GST 1.26\nTota! (Inclusive of GST) 22.26\nChange 0.00`;
    expect(read(text).costCents).toBe(2226);
  });

  it('reads a decimal comma, confirmed by the card payment line', () => {
    const text = `Summe        59,96\nelec.-cash   59,96\nNetto 50,38  MwSt 9,58`;
    expect(read(text).costCents).toBe(5996);
  });

  it('reads the amount under a "Charges" column of a summary table', () => {
    const text = `Invoice Number  Invoice Date  Due Date  Charges\n3427  5/2/2017  6/1/2017  $1002.00`;
    expect(read(text).costCents).toBe(100200);
  });

  it('is not the first line item under a "Charges" column (a hotel folio)', () => {
    const text = [
      'DATE      DESCRIPTION     CHARGES',
      '27Mar21   Room Charge     28.00',
      '27Mar21   Daily Parking   6.00',
      'Total     104.92     104.92',
      'Balance   0.00 USD',
    ].join('\n');
    expect(read(text).costCents).toBe(10492);
  });

  it('is only offered when a total row has another number in it (a misread)', () => {
    const fields = read('Room charge\nTotal   10492   104.02\nBalance 0.00 USD');
    expect(fields.costCents).toBe(null);
    expect(fields.suggestions?.costCents).toBe(10402);
  });

  it('is the amount written out in words when the figures on the page repeat it', () => {
    const text = [
      'Wheel alignment                 612.50',
      'SGST                             33.75',
      'CGST                             33.75',
      ':        R 680.00',
      'Total  612.50  33.75  33.75  67.5O',
      'INR Six Hundred Eighty Only',
      'INR Sixty Sevem and Fifty paise Only',
    ].join('\n');
    expect(read(text).costCents).toBe(68000);
  });

  it('reads cents written after the words, and never a words amount not in figures', () => {
    expect(
      read('Paid  $1,250.40\nOne Thousand Two Hundred Fifty and 40/100 Dollars').costCents,
    ).toBe(125040);
    expect(read('Seal kit   12.00\nRupees Nine Hundred Only').costCents).toBe(null);
  });

  it('is what a cash till says when no label can be read: tendered less the change', () => {
    const text = [
      'Shop 4-2',
      'QWE   ¥1,200',
      'ZXC   ¥800',
      'RTY            ¥2,000',
      'UIO            ¥2,000',
      'ASD    ¥5,000',
      '(JKL   ¥181)',
      'VBN    ¥3,000',
    ].join('\n');
    expect(read(text).costCents).toBe(200000);
  });

  it('is the one amount on a page whose table header OCR lost (white on colour)', () => {
    const text = `Birchwood Roofing\nAddress:         Bill To: Pat Lee\n7 Quay Road\n88120   3/2/2026   4/1/2026   $2,310.00 ZX`;
    expect(read(text).costCents).toBe(231000);
    // Two amounts and no label: only offered. A lone amount without cents is likely noise.
    expect(read(`${text}\nDeposit  $500.00`).costCents).toBe(null);
    expect(read('Royal Roofing\nYou have a week £2 ins\n[200] [2').costCents).toBe(null);
  });

  it('is read under a boxed "amount due" label, past the small print between', () => {
    const text = [
      'Lakeview Water',
      '            Amount due     Amount',
      '   by 0315 26              enclosed',
      'Scan to pay  $64.20        Autopay',
      'LAKEVIEW WATER',
    ].join('\n');
    expect(read(text).costCents).toBe(6420);
  });

  it('is not the first row of a column of amounts under an "Amount due" header', () => {
    const text = [
      'Invoice      Amount due',
      'No 1042',
      'A-17         $120.00',
      'A-18         $80.00',
    ].join('\n');
    expect(read(text).costCents).toBe(null);
  });

  it('is only offered when two labelled totals disagree', () => {
    const fields = read('Total 300.00\nBalance due 200.00');
    expect(fields.costCents).toBe(null);
    expect(fields.suggestions?.costCents).toBe(30000);
  });
});

describe('the date', () => {
  it('is the invoice date, never the due date beside it', () => {
    const text = `Issue Date: 8th December 2021\nPlease Pay By: 15th December 2021`;
    expect(read(text).date).toBe('2021-12-08');
  });

  it('reads a spaced comma ("August 3 , 2014") and a glued year ("Apr 262018")', () => {
    expect(read('Date: August 3 , 2014').date).toBe('2014-08-03');
    expect(read('GENERATED ON:\nApr 262018').date).toBe('2018-04-26');
  });

  it('reads a date with the time glued to its year ("6/10/201913:59")', () => {
    const page = (line: string) => `CONTOSO\nRedmond, WA 98052\n${line}\nTotal $12.00`;
    expect(read(page('6/10/201913:59')).date).toBe('2019-06-10');
    // Still not a date: a longer number.
    expect(read(page('Ref 6/10/2019133')).date).toBe(null);
  });

  it('is the invoice date of a French bill, not the next bill or the debit date', () => {
    const text = [
      'Facture du 11/12/2022',
      'Prochaine facture vers le 09/02/2023',
      'Le montant de 62,86€ sera prélevé le 28/12/2022',
    ].join('\n');
    expect(read(text, 'en-US').date).toBe('2022-12-11');
  });

  it('is the last day of a dated folio, not the first charge nor the arrival', () => {
    const text = [
      'Lakeside Lodge',
      'Arrive: 11Jun24     Depart: 13Jun24',
      'DATE       DESCRIPTION        CHARGES    CREDITS',
      '11Jun24    Room Charge        95.00',
      '12Jun24    Room Charge        95.00',
      '13Jun24    Visa                          190.00',
      'Total      190.00     190.00',
    ].join('\n');
    expect(read(text).date).toBe('2024-06-13');
  });

  it('is not a ledger when the row dates are months apart', () => {
    const fields = read('02Jan24  Boiler check  80.00\n20Aug24  Filter  12.00\nTotal 92.00');
    expect(fields.date).toBe(null);
  });

  it('is the first of two dates in a table row whose header was lost (invoice, then due)', () => {
    const text = `Birchwood Roofing\n7 Quay Road\n88120   3/14/2026   4/13/2026   $2,310.00`;
    expect(read(text).date).toBe('2026-03-14');
    // The later one first is no invoice-then-due row: only offered.
    const swapped = read(`Birchwood Roofing\n88120   4/13/2026   3/14/2026   $2,310.00`);
    expect(swapped.date).toBe(null);
    expect(swapped.suggestions?.date).toBe('2026-04-13');
  });

  it('is day-first when another date on the page has a day over 12', () => {
    const text = `Invoice date 11/02/2026\nDue date 26/02/2026`;
    expect(read(text).date).toBe('2026-02-11');
  });

  it('is day-first on a page with decimal commas and euros', () => {
    expect(read('Datum: 08.10.16 14:16\nSumme 134,39 EUR').date).toBe('2016-10-08');
  });

  it('takes its label from a table header above ("Factuur datum" over the value)', () => {
    const text = `Klant  Factuur datum  Vervaldatum\nSC0444  8-9-2022  22-9-2022\nTotaal EUR 49,99`;
    expect(read(text).date).toBe('2022-09-08');
  });

  it('is only offered when the order rests on the locale alone', () => {
    const fields = read('Date: 03/04/2026\nTotal $10.00', 'en-US');
    expect(fields.date).toBe(null);
    expect(fields.suggestions?.date).toBe('2026-03-04');
    expect(read('Date: 03/04/2026\nTotal $10.00', 'en-GB').suggestions?.date).toBe('2026-04-03');
  });
});

describe('dateOrder', () => {
  it('weighs the page’s evidence before the locale', () => {
    expect(dateOrder(receiptLines('Springfield, IL 62704\n$10.00'), 'en-GB')).toEqual({
      order: 'md',
      fromPage: true,
    });
    expect(dateOrder(receiptLines('Total 10,00 €'), 'en-US')).toEqual({
      order: 'dm',
      fromPage: true,
    });
    expect(dateOrder(receiptLines('Nothing to go on'), 'de-DE')).toEqual({
      order: 'dm',
      fromPage: false,
    });
  });
});
