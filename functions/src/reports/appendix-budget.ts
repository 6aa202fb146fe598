/**
 * The receipts appendix's byte budget (pure): the report stays ≤ REPORT_MAX_BYTES whatever
 * the receipts (issue #29: scanned PDFs of 2–5 MB each made reports of hundreds of MB and ran
 * the renderer out of memory). Receipts come one at a time, in appendix order, so no one
 * knows the later ones' sizes: each receipt is first offered twice its fair share of what
 * is left (a long scan may be bigger than a photo), shrinks down the quality ladder to fit
 * it, and is taken anyway when it still fits with a floor kept back for every receipt to
 * come; only past that is it left out (it is in the "Download everything" ZIP).
 */

const MB = 1024 * 1024;

/** The largest report the renderer makes (the goal). */
export const REPORT_MAX_BYTES = 40 * MB;

/**
 * What the receipts may take: the rest (cover, tables, index, page headers, object
 * overhead) stays under 1 MB even at 5,000 repairs, so 4 MB is ample margin.
 */
export const APPENDIX_BUDGET_BYTES = REPORT_MAX_BYTES - 4 * MB;

/** Kept back for each receipt still to come: a page at the ladder's last step fits in it. */
export const RECEIPT_FLOOR_BYTES = 40 * 1024;

export class AppendixBudget {
  private spent = 0;
  private left: number;

  constructor(
    receipts: number,
    private readonly total = APPENDIX_BUDGET_BYTES,
  ) {
    this.left = receipts;
  }

  /** Bytes not yet spent. */
  get remaining(): number {
    return Math.max(0, this.total - this.spent);
  }

  /** What the next receipt should shrink to fit: twice its fair share of what is left. */
  allowance(): number {
    return Math.min(this.available(), (2 * this.remaining) / Math.max(1, this.left));
  }

  /** The most the next receipt may take: what is left less a floor for each one after it. */
  available(): number {
    return Math.max(0, this.remaining - Math.max(0, this.left - 1) * RECEIPT_FLOOR_BYTES);
  }

  /** Whether a receipt of `bytes` may go in (then call `take`), else it is left out (`skip`). */
  fits(bytes: number): boolean {
    return bytes <= this.available();
  }

  take(bytes: number): void {
    this.spent += bytes;
    this.left = Math.max(0, this.left - 1);
  }

  /** A receipt that takes nothing (left out, or unreadable). */
  skip(): void {
    this.left = Math.max(0, this.left - 1);
  }
}
