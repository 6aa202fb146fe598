// @ts-check
import { describe, expect, it } from 'vitest';
import { normaliseName, scoreFields, scoreMarks, spread } from './ocr-scoring.mjs';

const expected = {
  costCents: 1250,
  date: '2024-03-12',
  contractorName: 'Müller & Söhne GmbH',
  contractorAlt: ['Mueller'],
};

describe('normaliseName', () => {
  it('ignores case, accents, punctuation, "&" and a trailing legal form', () => {
    expect(normaliseName('MULLER AND SOHNE')).toBe(normaliseName('Müller & Söhne GmbH'));
    expect(normaliseName('Acme, Inc.')).toBe('acme');
  });

  it('keeps a name that only contains the other', () => {
    expect(normaliseName('Contoso Inn')).not.toBe(normaliseName('Contoso'));
  });
});

describe('scoreFields', () => {
  it('scores right, wrong-but-filled and empty, and whether a suggestion was right', () => {
    const score = scoreFields(
      { costCents: 1250, date: '2024-12-03', contractorName: null, serviceType: null },
      { contractorName: 'mueller' },
      expected,
    );
    expect(score.outcome).toEqual({ costCents: 'right', date: 'wrong', contractorName: 'empty' });
    expect(score.suggested).toEqual({ contractorName: 'right' });
    expect(scoreMarks(score)).toBe('✓✗?');
  });

  it('counts an empty field as right when the document shows none', () => {
    const score = scoreFields(
      { costCents: null, date: null, contractorName: 'Someone', serviceType: null },
      null,
      { costCents: null, date: null, contractorName: null },
    );
    expect(score.outcome).toEqual({ costCents: 'right', date: 'right', contractorName: 'wrong' });
    expect(scoreMarks(score)).toBe('✓✓✗');
  });
});

describe('spread', () => {
  it('gives the median, the nearest-rank p90 and the max', () => {
    const values = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(spread(values)).toEqual({ mean: 5.5, median: 6, p90: 9, max: 10 });
  });
});
