import { describe, expect, it } from 'vitest';
import { AppendixBudget, RECEIPT_FLOOR_BYTES } from './appendix-budget';

const KB = 1024;

describe('the appendix byte budget', () => {
  it('offers each receipt twice its fair share of what is left', () => {
    const budget = new AppendixBudget(10, 1_000 * KB);
    expect(budget.allowance()).toBe(200 * KB);
    budget.take(50 * KB);
    // 950 KB left for 9 receipts.
    expect(budget.allowance()).toBeCloseTo((2 * 950 * KB) / 9);
  });

  it('keeps a floor back for every receipt still to come', () => {
    const budget = new AppendixBudget(3, 1_000 * KB);
    expect(budget.available()).toBe(1_000 * KB - 2 * RECEIPT_FLOOR_BYTES);
    expect(budget.fits(1_000 * KB)).toBe(false);
    expect(budget.fits(1_000 * KB - 2 * RECEIPT_FLOOR_BYTES)).toBe(true);
  });

  it('gives the last receipt everything that is left', () => {
    const budget = new AppendixBudget(2, 500 * KB);
    budget.take(100 * KB);
    expect(budget.allowance()).toBe(400 * KB);
    expect(budget.fits(400 * KB)).toBe(true);
    expect(budget.fits(400 * KB + 1)).toBe(false);
  });

  it('never offers more than is available, and nothing once spent', () => {
    const budget = new AppendixBudget(4, 200 * KB);
    expect(budget.allowance()).toBeLessThanOrEqual(budget.available());
    budget.take(200 * KB);
    expect(budget.remaining).toBe(0);
    expect(budget.allowance()).toBe(0);
    expect(budget.fits(1)).toBe(false);
  });

  it('a receipt left out takes nothing and frees its floor for the others', () => {
    const budget = new AppendixBudget(3, 300 * KB);
    const before = budget.available();
    budget.skip();
    expect(budget.remaining).toBe(300 * KB);
    expect(budget.available()).toBe(before + RECEIPT_FLOOR_BYTES);
  });
});
