import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { firstIssue } from '../kit/issues';
import {
  EXPORT_MESSAGES,
  ExportCsvSchema,
  exportFileName,
  exportPath,
  exportSuccessMessage,
} from './export';
import { SHARE_FIELDS, SHARE_MESSAGES as M, ShareSchema, UnshareSchema, sharePath } from './share';

describe('ShareSchema', () => {
  it('trims and lower-cases the email', () => {
    expect(v.parse(ShareSchema, { propertyId: 'p1', email: '  Rita@Realty.Example ' })).toEqual({
      propertyId: 'p1',
      email: 'rita@realty.example',
    });
  });

  it.each([
    [{ propertyId: 'p1', email: '' }, 'email', M.email],
    [{ propertyId: 'p1', email: 'not-an-email' }, 'email', M.email],
    [{ propertyId: 'p1', email: `${'a'.repeat(250)}@x.example` }, 'email', M.email],
    [{ propertyId: 'p1' }, 'email', M.email],
    [{ propertyId: 'a/b', email: 'r@x.example' }, 'propertyId', M.propertyNotFound],
    [{ email: 'r@x.example' }, 'propertyId', M.propertyNotFound],
  ])('refuses %j with its field message', (input, field, message) => {
    expect(firstIssue(ShareSchema, input, SHARE_FIELDS)).toEqual({ field, message });
  });

  it('refuses a non-object with the form message', () => {
    expect(firstIssue(ShareSchema, 'x')?.message).toBe(M.form);
  });
});

describe('UnshareSchema', () => {
  it('takes a property id and a realtor uid', () => {
    expect(v.parse(UnshareSchema, { propertyId: 'p1', realtorUid: 'u_1' })).toEqual({
      propertyId: 'p1',
      realtorUid: 'u_1',
    });
  });

  it('refuses a path-like realtor uid', () => {
    expect(firstIssue(UnshareSchema, { propertyId: 'p1', realtorUid: '../x' })?.message).toBe(
      M.realtorUid,
    );
  });
});

describe('export naming', () => {
  it('names the file by dataset and UTC date (spec §9)', () => {
    const lateEvening = new Date('2026-03-04T23:30:00-08:00'); // already Mar 5 in UTC
    expect(exportFileName('repairs', lateEvening)).toBe('repairs-2026-03-05.csv');
    expect(exportPath('uid1', 'properties', new Date('2026-01-02T00:00:00Z'))).toBe(
      'exports/uid1/properties-2026-01-02.csv',
    );
  });

  it('has the spec copy', () => {
    expect(exportSuccessMessage('properties')).toBe('properties exported successfully');
    expect(EXPORT_MESSAGES.noData).toBe('No data to export');
    expect(EXPORT_MESSAGES.failed).toBe('Failed to export data');
  });

  it('accepts only the two datasets', () => {
    expect(v.safeParse(ExportCsvSchema, { dataset: 'repairs' }).success).toBe(true);
    expect(firstIssue(ExportCsvSchema, { dataset: 'profiles' })?.message).toBe(
      EXPORT_MESSAGES.dataset,
    );
    expect(firstIssue(ExportCsvSchema, {})?.message).toBe(EXPORT_MESSAGES.dataset);
  });

  it('builds share paths', () => {
    expect(sharePath('p1', 'r1')).toBe('properties/p1/shares/r1');
  });
});
