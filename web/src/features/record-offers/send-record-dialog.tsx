/**
 * SendRecordDialog: "Send to Homeowner" for one service record, bound to the
 * sendServiceRecord callable. Mount it beside the records list:
 * `<SendRecordDialog record={record} open={open} onOpenChange={setOpen} />`.
 * On success it toasts and closes; the server's refusals show in the form.
 */
import { useCallback } from 'react';
import type { ServiceRecordView } from '@homeledger/domain';
import { toast } from '@/components/ui';
import { callableFailure } from '@/lib/firebase/callable';
import { sendServiceRecord, type SendServiceRecordPayload } from './api/record-offers';
import { SendRecordDialogView, type SendOutcome, type SendRecordField } from './send-record-form';
import { SEND_RECORD_COPY } from './record-offers-copy';

export interface SendRecordDialogProps {
  record: ServiceRecordView<unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const SERVER_FIELDS: Readonly<Record<string, SendRecordField>> = {
  homeownerEmail: 'homeownerEmail',
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'zipCode',
  serviceType: 'serviceType',
};

/** What a failed sendServiceRecord means for the form. */
export function describeSendFailure(error: unknown): Exclude<SendOutcome, { ok: true }> {
  const { code, message, field } = callableFailure(error);
  // "No homeowner property matches…" (not-found) and the other refusals without a field
  // belong to the whole form; a field the server blamed gets the message under it.
  const at = code === 'invalid-argument' && field ? (SERVER_FIELDS[field] ?? null) : null;
  return { ok: false, field: at, message };
}

export function SendRecordDialog({ record, open, onOpenChange }: SendRecordDialogProps) {
  const onSend = useCallback(
    async (payload: SendServiceRecordPayload): Promise<SendOutcome> => {
      try {
        await sendServiceRecord(payload);
        toast({
          title: SEND_RECORD_COPY.sentToast,
          description: SEND_RECORD_COPY.sentToastText(payload.homeownerEmail),
          variant: 'success',
        });
        onOpenChange(false);
        return { ok: true };
      } catch (error) {
        console.error('sendServiceRecord failed', error);
        return describeSendFailure(error);
      }
    },
    [onOpenChange],
  );
  return (
    <SendRecordDialogView record={record} open={open} onOpenChange={onOpenChange} onSend={onSend} />
  );
}
