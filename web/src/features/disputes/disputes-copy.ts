/** The dispute notices' UI copy and toasts (the holder's dashboard). */
import { DISPUTE_WINDOW_DAYS } from '@homeledger/domain';

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export const DISPUTE_TOASTS = {
  transfer: 'Transfer offered',
  transferText: 'They can accept it from their dashboard. See Home transfers below.',
  keep: 'Noted: it is still your home',
  failed: 'Your answer could not be saved. Please try again.',
} as const;

export const DISPUTE_NOTICE_COPY = {
  text: (deadline: string | null) =>
    `Your home and its history are unchanged. If you sold it, transfer it to them with its history. If it is still yours, say so. Without an answer ${
      deadline ? `by ${longDay.format(new Date(deadline))}` : `within ${DISPUTE_WINDOW_DAYS} days`
    }, the notice closes: your home stays verified and their claim stays disputed until support reviews it.`,
  transferTitle: 'Transfer this home to them?',
  transferText: (address: string) =>
    `The other account will be offered ${address} with its repairs, receipts and photo. Nothing changes hands until they accept, and you can cancel until then.`,
  transferConfirm: 'Offer the transfer',
} as const;
