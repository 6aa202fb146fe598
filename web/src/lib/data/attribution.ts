/**
 * Who added and who last edited a record (issue #31): repairs carry `addedByName` and
 * `editedBy {uid, name, at}`, written by the callables. Read here once for every screen that
 * shows "Added by {name}" / "Edited by {name} on {date}"; absent fields show nothing.
 */
import { addedByLine, editedByLine, formatShortDate } from '@homeledger/domain';
import { dayOf, optionalStr, record } from './fields';

export interface Attribution {
  addedByName: string | null;
  /** The last edit: who, and the day (`yyyy-MM-dd`, the viewer's calendar). */
  editedBy: { name: string; on: string } | null;
}

export function readAttribution(data: Record<string, unknown>): Attribution {
  const edited = record(data['editedBy']);
  const name = optionalStr(edited?.['name'])?.trim();
  const on = dayOf(edited?.['at']);
  return {
    addedByName: optionalStr(data['addedByName'])?.trim() || null,
    editedBy: name && on ? { name, on } : null,
  };
}

/** The lines to show under a record, in order (none when the fields are absent). */
export function attributionLines(attribution: Attribution): string[] {
  const lines: string[] = [];
  if (attribution.addedByName) lines.push(addedByLine(attribution.addedByName));
  if (attribution.editedBy)
    lines.push(editedByLine(attribution.editedBy.name, formatShortDate(attribution.editedBy.on)));
  return lines;
}
