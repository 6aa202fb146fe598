import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  ADD_REPAIR_FIELDS,
  AddRepairSchema,
  DeleteRepairSchema,
  EditRepairFormSchema,
  REPAIR_COST_MAX_CENTS,
  REPAIR_MESSAGES as M,
  REPAIR_FORM_FIELDS,
  RepairFormSchema,
  SERVICE_TYPES,
  UPDATE_REPAIR_FIELDS,
  UpdateRepairSchema,
  editRepairFormSchema,
  editableStatus,
  emptyRepairForm,
  isFutureRepairDate,
  latestTodayIsoDate,
  repairFormSchema,
  serviceTypeFromStored,
  storedServiceType,
} from './repair-schema';
import { validateForm } from '../kit/issues';

/** What the repair callables report: the first failing field in form order. */
const validateRepair = <T>(
  schema: v.GenericSchema<unknown, T>,
  input: unknown,
  fields: readonly string[] = REPAIR_FORM_FIELDS,
) => validateForm(schema, input, fields, M.form);
import { TRUST_MESSAGES } from '../security/trust';

const receipt = {
  path: 'receipts/prop1/up1/bill.pdf',
  name: 'bill.pdf',
  contentType: 'application/pdf',
  size: 1234,
};
const form = {
  serviceType: 'plumbing',
  otherServiceType: '',
  date: '2026-03-05',
  cost: '125.50',
  contractorName: ' Joe Pipes ',
  description: 'Fixed the leak',
  receipt: null,
};

describe('service types', () => {
  it('lists the spec values and labels in order', () => {
    expect(SERVICE_TYPES.map((t) => `${t.value}:${t.label}`)).toEqual([
      'plumbing:Plumbing',
      'electrical:Electrical',
      'hvac:HVAC',
      'roofing:Roofing',
      'flooring:Flooring',
      'landscaping:Landscaping',
      'painting:Painting',
      'security:Security',
      'appliances:Appliances',
      'inspection:Inspection',
      'other:Other',
    ]);
  });

  it('stores the label, or the trimmed free text for Other', () => {
    expect(storedServiceType('hvac')).toBe('HVAC');
    expect(storedServiceType('hvac', 'ignored')).toBe('HVAC');
    expect(storedServiceType('other', '  Chimney sweep ')).toBe('Chimney sweep');
    expect(storedServiceType('other', '  ')).toBe('Other');
  });

  it('maps a stored value back: labels case-insensitively, else Other with the text', () => {
    expect(serviceTypeFromStored('hvac')).toEqual({ type: 'hvac', otherText: '' });
    expect(serviceTypeFromStored(' PLUMBING ')).toEqual({ type: 'plumbing', otherText: '' });
    expect(serviceTypeFromStored('Chimney sweep')).toEqual({
      type: 'other',
      otherText: 'Chimney sweep',
    });
    expect(serviceTypeFromStored('Other')).toEqual({ type: 'other', otherText: '' });
  });

  it('round-trips every form choice (property)', () => {
    const types = SERVICE_TYPES.map((t) => t.value);
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.string({ maxLength: 100 }), (type, text) => {
        const stored = storedServiceType(type, text);
        const back = serviceTypeFromStored(stored);
        // Storing again what the edit form shows stores the same value.
        expect(storedServiceType(back.type, back.otherText)).toBe(stored);
        if (type !== 'other') expect(back).toEqual({ type, otherText: '' });
        else if (!SERVICE_TYPES.some((t) => t.label.toLowerCase() === text.trim().toLowerCase()))
          expect(back).toEqual({ type: 'other', otherText: text.trim() });
      }),
    );
  });

  it('round-trips any stored text to itself, up to case of a label (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (stored) => {
        const back = serviceTypeFromStored(stored);
        const again = storedServiceType(back.type, back.otherText);
        expect(again.toLowerCase()).toBe(
          stored.trim() === '' ? 'other' : stored.trim().toLowerCase(),
        );
      }),
    );
  });
});

describe('RepairFormSchema', () => {
  it('parses the form: trimmed texts, integer cents, stored service type', () => {
    expect(validateRepair(RepairFormSchema, form)).toEqual({
      success: true,
      output: {
        serviceType: 'plumbing',
        otherServiceType: '',
        date: '2026-03-05',
        costCents: 12550,
        contractorName: 'Joe Pipes',
        description: 'Fixed the leak',
        receipt: null,
        photos: [],
        storedServiceType: 'Plumbing',
      },
    });
  });

  it('saves empty optional fields as null (missing keys too)', () => {
    const result = v.parse(RepairFormSchema, {
      serviceType: 'other',
      otherServiceType: ' Gutter cleaning ',
      date: '2026-03-05',
    });
    expect(result).toEqual({
      serviceType: 'other',
      otherServiceType: 'Gutter cleaning',
      date: '2026-03-05',
      costCents: null,
      contractorName: null,
      description: null,
      receipt: null,
      photos: [],
      storedServiceType: 'Gutter cleaning',
    });
    expect(v.parse(RepairFormSchema, { ...form, cost: '  ', description: '   ' })).toMatchObject({
      costCents: null,
      description: null,
    });
  });

  it('drops the Other text when a listed type is chosen', () => {
    expect(v.parse(RepairFormSchema, { ...form, otherServiceType: 'stale' })).toMatchObject({
      otherServiceType: '',
      storedServiceType: 'Plumbing',
    });
  });

  it.each([
    [{ serviceType: '' }, 'serviceType', M.serviceType],
    [{ serviceType: 'Plumbing' }, 'serviceType', M.serviceType],
    [{ serviceType: 'other', otherServiceType: '   ' }, 'otherServiceType', M.otherServiceType],
    [
      { serviceType: 'other', otherServiceType: 'x'.repeat(101) },
      'otherServiceType',
      M.otherServiceTypeTooLong,
    ],
    [{ date: '' }, 'date', M.date],
    [{ date: '2026-02-30' }, 'date', M.date],
    [{ date: '03/05/2026' }, 'date', M.date],
    [{ date: '2026-3-5' }, 'date', M.date],
    [{ date: '1899-12-31' }, 'date', M.date],
    [{ cost: 'abc' }, 'cost', M.cost],
    [{ cost: '10000000.01' }, 'cost', M.costTooHigh],
    [{ contractorName: 'x'.repeat(101) }, 'contractorName', M.contractorNameTooLong],
    [{ description: 'x'.repeat(2001) }, 'description', M.descriptionTooLong],
    [{ receipt: { ...receipt, path: 'photos/prop1/up1/bill.pdf' } }, 'receipt', M.receipt],
    [{ receipt: { ...receipt, path: 'receipts/prop1/bill.pdf' } }, 'receipt', M.receipt],
    [{ receipt: { ...receipt, name: '' } }, 'receipt', M.receipt],
    [{ receipt: { ...receipt, contentType: 'image/gif' } }, 'receipt', M.receiptType],
    [{ receipt: { ...receipt, size: 10 * 1024 * 1024 + 1 } }, 'receipt', M.receiptTooLarge],
    [{ receipt: { ...receipt, size: 0 } }, 'receipt', M.receipt],
    [{ receipt: 'receipts/prop1/up1/bill.pdf' }, 'receipt', M.receipt],
  ])('%o → %s: %s', (change, field, message) => {
    expect(validateRepair(RepairFormSchema, { ...form, ...change })).toEqual({
      success: false,
      field,
      message,
    });
  });

  it('accepts a valid receipt and keeps it', () => {
    expect(v.parse(RepairFormSchema, { ...form, receipt }).receipt).toEqual(receipt);
  });

  it('reports the first failing field in form order', () => {
    expect(
      validateRepair(RepairFormSchema, { ...form, serviceType: '', date: 'x', cost: '-1' }),
    ).toMatchObject({ field: 'serviceType', message: M.serviceType });
    expect(validateRepair(RepairFormSchema, { ...form, date: 'x', cost: '-1' })).toMatchObject({
      field: 'date',
      message: M.date,
    });
    expect(
      validateRepair(RepairFormSchema, {
        ...form,
        serviceType: 'other',
        otherServiceType: '',
        cost: '-1',
      }),
    ).toMatchObject({ field: 'otherServiceType', message: M.otherServiceType });
  });

  it('gives missing required keys their own message, and junk the form message', () => {
    expect(validateRepair(RepairFormSchema, { date: '2026-01-01' })).toEqual({
      success: false,
      field: 'serviceType',
      message: M.serviceType,
    });
    expect(validateRepair(RepairFormSchema, { serviceType: 'hvac' })).toMatchObject({
      field: 'date',
      message: M.date,
    });
    expect(validateRepair(RepairFormSchema, null)).toEqual({
      success: false,
      field: null,
      message: M.form,
    });
    expect(validateRepair(RepairFormSchema, { ...form, contractorName: 42 })).toMatchObject({
      field: 'contractorName',
      message: M.form,
    });
  });
});

describe('cost → integer cents (no float drift)', () => {
  const cents = (cost: string) => {
    const result = v.safeParse(RepairFormSchema, { ...form, cost });
    return result.success ? result.output.costCents : result.issues[0]?.message;
  };

  it.each([
    ['0', 0],
    ['0.00', 0],
    ['0.30', 30],
    ['0.1', 10],
    ['0.10', 10],
    ['.3', 30],
    ['0.07', 7],
    ['1.15', 115],
    ['19.99', 1999],
    ['4.35', 435],
    ['$12.50', 1250],
    ['$ 12.50', 1250],
    ['1,234.56', 123456],
    ['1234.56', 123456],
    ['10000000', 1_000_000_000],
    ['10,000,000.00', REPAIR_COST_MAX_CENTS],
    ['  7 ', 700],
  ])('"%s" → %i cents', (text, expected) => {
    expect(cents(text)).toBe(expected);
  });

  it.each([
    ['-0', M.cost],
    ['-1', M.cost],
    ['-0.01', M.cost],
    ['12.345', M.cost],
    ['0.001', M.cost],
    ['1e15', M.cost],
    ['1e3', M.cost],
    ['NaN', M.cost],
    ['Infinity', M.cost],
    ['0x10', M.cost],
    ['12,34', M.cost],
    ['1.2.3', M.cost],
    ['12 .50', M.cost],
    ['9'.repeat(40), M.cost],
    ['1000000000', M.costTooHigh],
    ['99999999999999999', M.cost],
    ['10000000.01', M.costTooHigh],
  ])('"%s" is refused: %s', (text, message) => {
    expect(cents(text)).toBe(message);
  });

  it('rejects a number (floats are how 0.1 + 0.2 goes wrong); the form sends text', () => {
    expect(cents((0.1 + 0.2) as unknown as string)).toBe(M.cost);
  });

  it('every amount of dollars and cents comes back exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: REPAIR_COST_MAX_CENTS }), (n) => {
        const text = `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
        expect(cents(text)).toBe(n);
      }),
    );
  });
});

describe('future dates', () => {
  it('the latest date on Earth is at or after the date in every time zone', () => {
    const now = new Date('2026-03-05T23:30:00-10:00'); // late evening in Honolulu
    expect(latestTodayIsoDate(now)).toBe('2026-03-06');
    // Honolulu's "today" passes; the day after the latest date does not.
    expect(isFutureRepairDate('2026-03-05', 'completed', latestTodayIsoDate(now))).toBe(false);
    expect(isFutureRepairDate('2026-03-06', 'completed', latestTodayIsoDate(now))).toBe(false);
    expect(isFutureRepairDate('2026-03-07', 'completed', latestTodayIsoDate(now))).toBe(true);
    expect(isFutureRepairDate('2026-03-07', 'in-progress', latestTodayIsoDate(now))).toBe(false);
  });

  it('the form schemas refuse a completed repair after today', () => {
    const add = repairFormSchema({ today: '2026-03-05' });
    expect(validateRepair(add, form).success).toBe(true);
    expect(validateRepair(add, { ...form, date: '2026-03-06' })).toEqual({
      success: false,
      field: 'date',
      message: M.dateInFuture,
    });
    const edit = editRepairFormSchema({ today: '2026-03-05' });
    expect(
      validateRepair(edit, { ...form, date: '2026-03-06', status: 'completed' }),
    ).toMatchObject({ field: 'date', message: M.dateInFuture });
    expect(
      validateRepair(edit, { ...form, date: '2026-03-06', status: 'in-progress' }).success,
    ).toBe(true);
  });
});

describe('edit form and payloads', () => {
  it('requires a status of completed or in-progress', () => {
    expect(validateRepair(EditRepairFormSchema, form)).toMatchObject({
      field: 'status',
      message: M.status,
    });
    expect(validateRepair(EditRepairFormSchema, { ...form, status: 'scheduled' })).toMatchObject({
      field: 'status',
      message: M.status,
    });
    expect(v.parse(EditRepairFormSchema, { ...form, status: 'in-progress' }).status).toBe(
      'in-progress',
    );
  });

  it('on edit, a missing receipt keeps the current one; null removes it; an upload replaces it', () => {
    const edit = { ...form, status: 'completed', repairId: 'r1' } as Record<string, unknown>;
    delete edit['receipt'];
    expect('receipt' in v.parse(UpdateRepairSchema, edit)).toBe(false);
    expect(v.parse(UpdateRepairSchema, { ...edit, receipt: null }).receipt).toBeNull();
    expect(v.parse(UpdateRepairSchema, { ...edit, receipt }).receipt).toEqual(receipt);
    expect('receipt' in v.parse(EditRepairFormSchema, edit)).toBe(false);
  });

  it('edits an unknown stored status as completed (spec §4)', () => {
    expect(editableStatus('in-progress')).toBe('in-progress');
    expect(editableStatus('scheduled')).toBe('completed');
    expect(editableStatus('whatever')).toBe('completed');
  });

  it('addRepair needs a property id; updateRepair a repair id; deleteRepair only that', () => {
    const requestId = '0b7e4b0a-3f7c-4c1e-9d57-5b0d6c8e2a11';
    expect(validateRepair(AddRepairSchema, { ...form, propertyId: 'p1', requestId }).success).toBe(
      true,
    );
    // The idempotency key is part of the payload (never of the form).
    expect(
      validateRepair(AddRepairSchema, { ...form, propertyId: 'p1' }, ADD_REPAIR_FIELDS),
    ).toMatchObject({ field: 'requestId', message: TRUST_MESSAGES.requestId });
    expect(
      validateRepair(
        AddRepairSchema,
        { ...form, propertyId: 'p1', requestId: 'short' },
        ADD_REPAIR_FIELDS,
      ),
    ).toMatchObject({ field: 'requestId' });
    expect(validateRepair(AddRepairSchema, { ...form, requestId }, ADD_REPAIR_FIELDS)).toEqual({
      success: false,
      field: 'propertyId',
      message: M.propertyNotFound,
    });
    expect(
      validateRepair(
        AddRepairSchema,
        { ...form, propertyId: '../x', requestId },
        ADD_REPAIR_FIELDS,
      ),
    ).toMatchObject({ field: 'propertyId', message: M.propertyNotFound });
    expect(
      validateRepair(UpdateRepairSchema, { ...form, status: 'completed' }, UPDATE_REPAIR_FIELDS),
    ).toMatchObject({ field: 'repairId', message: M.repairNotFound });
    expect(
      v.parse(UpdateRepairSchema, { ...form, repairId: 'r1', status: 'completed' }).repairId,
    ).toBe('r1');
    expect(v.safeParse(DeleteRepairSchema, { repairId: 'r1' }).success).toBe(true);
    expect(v.safeParse(DeleteRepairSchema, { repairId: 'a/b' }).issues?.[0]?.message).toBe(
      M.repairNotFound,
    );
    expect(v.safeParse(DeleteRepairSchema, 7).issues?.[0]?.message).toBe(M.repairNotFound);
  });

  it('starts the add form empty with today as the date', () => {
    expect(emptyRepairForm('2026-03-05')).toEqual({
      serviceType: '',
      otherServiceType: '',
      date: '2026-03-05',
      cost: '',
      contractorName: '',
      description: '',
      receipt: null,
    });
  });

  it('has the spec wording for the errors the callables raise', () => {
    expect(M.propertyNotFound).toBe(
      "The property you're trying to add a repair for could not be found.",
    );
    expect(M.propertyNotFoundTitle).toBe('Property Not Found');
    expect(M.notAllowed).toBe('You do not have permission to edit this repair record.');
    expect(M.repairNotFound).toBe('Repair record not found');
    expect(M.signedOut).toBe('You must be logged in to add a repair');
    for (const message of [M.receiptMissing, M.receiptInUse, M.receiptExpired, M.receiptType])
      expect(message).toMatch(/^Receipt upload failed: /);
  });
});
