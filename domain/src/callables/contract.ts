/**
 * The callable contract: every callable function by name, with what the client sends,
 * what the function's schema hands its `run`, and what it answers. The web client's
 * `callFunction` and each function's `CallableSpec` are typed from it, so a name, a
 * payload or a result that drifts on one side fails `npm run typecheck`
 * (docs/architecture.md §3).
 *
 * Where the form and the function share a valibot schema, the entry is that schema:
 * the client sends its input, the function receives its output. The few callables
 * whose schema is the function's own (Places, the no-argument ones) name the types.
 *
 * Types only, imported through the package index so the schemas' files can move.
 */
import type * as v from 'valibot';
import type {
  AddPropertySchema,
  AddRepairSchema,
  AddServiceRecordSchema,
  AddSuggestedTasksSchema,
  AddTaskSchema,
  AddWarrantySchema,
  AnswerMemberInvitationResult,
  AnswerConsentResult,
  AnswerConsentSchema,
  CancelConsentSchema,
  AnswerRecordOfferSchema,
  ChangeMemberRoleSchema,
  InviteMemberResult,
  InviteMemberSchema,
  LeaveHomeSchema,
  LogHomeOpenResult,
  LogHomeOpenSchema,
  SetHomeRemindersResult,
  SetHomeRemindersSchema,
  MemberInvitationIdSchema,
  MemberInvitationState,
  MemberRole,
  RemoveMemberSchema,
  AnswerValidationSchema,
  SubmitBusinessLicenceResult,
  SubmitBusinessLicenceSchema,
  BuyerReceiptResult,
  BuyerReceiptSchema,
  BuyerView,
  CancelValidationSchema,
  CompleteTaskSchema,
  CreateBuyerLinkResult,
  CreateBuyerLinkSchema,
  CreateHistoryReportResult,
  CreateHistoryReportSchema,
  DeletePropertySchema,
  DeleteRepairSchema,
  DeleteServiceRecordSchema,
  DisputeState,
  EditRepairFormValues,
  ExportCsvResult,
  ExportCsvSchema,
  ExtendBuyerLinkSchema,
  InvitationStatus,
  NoInputSchema,
  OpenBuyerLinkSchema,
  PropertyPhoto,
  QuickbooksConnectSchema,
  ReceiptInput,
  RegisterPayload,
  RegisterSchema,
  ReminderSettingsInput,
  ReminderSettingsSchema,
  RemakeKeptReportSchema,
  RepairFormValues,
  RequestValidationSchema,
  ResolveDisputeSchema,
  RevokeBuyerLinkSchema,
  Role,
  SendServiceRecordSchema,
  SetPropertyPhotoSchema,
  ShareSchema,
  StartTransferResult,
  StartTransferSchema,
  TaskIdSchema,
  TransferIdSchema,
  AcceptTransferSchema,
  TransferState,
  UnshareSchema,
  UpdateRepairSchema,
  UpdateServiceRecordSchema,
  UpdateTaskSchema,
  UpdateWarrantySchema,
  VerificationStatus,
  VerifyReportResult,
  VerifyReportSchema,
  WarrantyIdSchema,
  WithdrawReportCodeSchema,
  ReportDownloadLinkResult,
  ReportDownloadLinkSchema,
} from '../index';

/** One callable: the client's payload, the function's parsed input, the answer. */
interface Entry<Request, Input, Response> {
  request: Request;
  input: Input;
  response: Response;
}

/** A callable whose payload is a shared valibot schema. */
type Schema<S extends v.GenericSchema, Response> = Entry<
  v.InferInput<S>,
  v.InferOutput<S>,
  Response
>;

/**
 * A shared schema whose form sends its raw values (e.g. an unchosen select as ''), so the
 * function's schema reports the form's own message: the client's payload is the form's type.
 */
type Form<S extends v.GenericSchema, Request, Response> = Entry<
  Request,
  v.InferOutput<S>,
  Response
>;

/** A callable whose schema is the function's own: the client's payload and the parsed input. */
type Typed<Request, Response, Input = Request> = Entry<Request, Input, Response>;

/** Takes no arguments: the client sends `{}`, the function accepts `{}`, null or nothing. */
type NoArguments = Record<string, never>;
type NoArgumentsParsed = NoArguments | null | undefined;

/** Add, update and delete of a repair answer the repair and its property. */
export interface RepairWriteResult {
  id: string;
  propertyId: string;
}

export interface ServiceRecordWriteResult {
  id: string;
}

export interface TaskWriteResult {
  id: string;
  propertyId: string;
  status: 'suggested' | 'active' | 'done';
  nextDue: string | null;
}

export interface WarrantyWriteResult {
  id: string;
  propertyId: string;
  endDate: string;
}

export interface SharePropertyResult {
  propertyId: string;
  realtor: { uid: string; name: string; email: string; businessName: string };
  /** Repairs the realtor was added to by this call. */
  repairsUpdated: number;
}

export interface UnsharePropertyResult {
  propertyId: string;
  realtorUid: string;
  /** Repairs the realtor was removed from by this call. */
  repairsUpdated: number;
}

/** One row of the address suggestion list (placesAutocomplete). */
export interface PlaceSuggestionResult {
  placeId: string;
  text: string;
  mainText?: string;
  secondaryText?: string;
}

/** The Add Property fields a chosen suggestion fills in (placesDetails). */
export interface PlaceAddressResult {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  location: { lat: number; lng: number } | null;
}

export interface QuickbooksStatusResult {
  connected: boolean;
  realmId?: string;
  companyName?: string;
  /** ISO instants. */
  connectedAt?: string;
  lastImportAt?: string;
  problem?: 'refresh-failed' | 'not-configured';
}

export interface QuickbooksImportResult {
  imported: number;
  updated: number;
  total: number;
}

export interface AcceptTransferResult {
  transferId: string;
  propertyId: string;
  state: TransferState;
  repairsMoved: number;
}

export interface CallableContract {
  /** The liveness probe (health/): reads no payload. */
  ping: Typed<NoArguments, { ok: true; roles: readonly Role[] }, unknown>;
  registerAccount: Form<typeof RegisterSchema, RegisterPayload, { uid: string; role: Role }>;

  addProperty: Schema<
    typeof AddPropertySchema,
    { id: string; verificationStatus: VerificationStatus }
  >;
  deleteProperty: Schema<typeof DeletePropertySchema, { id: string; consent?: boolean }>;
  setPropertyPhoto: Schema<typeof SetPropertyPhotoSchema, { photo: PropertyPhoto | null }>;

  placesAutocomplete: Typed<
    { input: string; sessionToken: string },
    { suggestions: PlaceSuggestionResult[] }
  >;
  placesDetails: Typed<{ placeId: string; sessionToken: string }, PlaceAddressResult>;
  mapsConfig: Typed<NoArguments, { apiKey: string | null }, NoArgumentsParsed>;

  addRepair: Form<
    typeof AddRepairSchema,
    Omit<RepairFormValues, 'receipt'> & {
      propertyId: string;
      receipt: ReceiptInput | null;
      /** The idempotency key: the same for a resubmit of the same values. */
      requestId: string;
    },
    RepairWriteResult
  >;
  /** `receipt`: left out keeps the current one, null removes it, an upload replaces it. */
  updateRepair: Form<
    typeof UpdateRepairSchema,
    Omit<EditRepairFormValues, 'receipt'> & { repairId: string; receipt?: ReceiptInput | null },
    RepairWriteResult
  >;
  deleteRepair: Schema<typeof DeleteRepairSchema, RepairWriteResult>;

  shareProperty: Schema<typeof ShareSchema, SharePropertyResult>;
  unshareProperty: Schema<typeof UnshareSchema, UnsharePropertyResult>;
  exportCsv: Schema<typeof ExportCsvSchema, ExportCsvResult>;

  addServiceRecord: Schema<typeof AddServiceRecordSchema, ServiceRecordWriteResult>;
  updateServiceRecord: Schema<typeof UpdateServiceRecordSchema, ServiceRecordWriteResult>;
  deleteServiceRecord: Schema<typeof DeleteServiceRecordSchema, ServiceRecordWriteResult>;
  requestValidation: Schema<
    typeof RequestValidationSchema,
    { state: 'requested'; contractorName: string }
  >;
  cancelValidationRequest: Schema<typeof CancelValidationSchema, { state: 'none' }>;
  answerValidation: Schema<typeof AnswerValidationSchema, { state: 'validated' | 'declined' }>;
  submitBusinessLicence: Schema<typeof SubmitBusinessLicenceSchema, SubmitBusinessLicenceResult>;
  sendServiceRecord: Schema<typeof SendServiceRecordSchema, { offerId: string }>;
  answerRecordOffer: Schema<
    typeof AnswerRecordOfferSchema,
    { state: 'accepted' | 'declined'; repairId?: string }
  >;

  quickbooksConnect: Schema<typeof QuickbooksConnectSchema, { url: string }>;
  quickbooksStatus: Typed<NoArguments, QuickbooksStatusResult, NoArgumentsParsed>;
  quickbooksDisconnect: Typed<NoArguments, { connected: false }, NoArgumentsParsed>;
  quickbooksImport: Typed<NoArguments, QuickbooksImportResult, NoArgumentsParsed>;

  createHistoryReport: Schema<typeof CreateHistoryReportSchema, CreateHistoryReportResult>;
  withdrawReportCode: Schema<typeof WithdrawReportCodeSchema, { withdrawn: true }>;
  reportDownloadLink: Schema<typeof ReportDownloadLinkSchema, ReportDownloadLinkResult>;
  remakeKeptReport: Schema<typeof RemakeKeptReportSchema, CreateHistoryReportResult>;
  verifyReport: Schema<typeof VerifyReportSchema, VerifyReportResult>;

  createBuyerLink: Schema<typeof CreateBuyerLinkSchema, CreateBuyerLinkResult>;
  revokeBuyerLink: Schema<typeof RevokeBuyerLinkSchema, { linkId: string; revokedAt: string }>;
  extendBuyerLink: Schema<typeof ExtendBuyerLinkSchema, { linkId: string; expiresAt: string }>;
  openBuyerLink: Schema<typeof OpenBuyerLinkSchema, BuyerView>;
  buyerLinkReceipt: Schema<typeof BuyerReceiptSchema, BuyerReceiptResult>;

  startTransfer: Schema<typeof StartTransferSchema, StartTransferResult>;
  resendTransferInvitation: Schema<
    typeof TransferIdSchema,
    { transferId: string; mail: number; status: Exclude<InvitationStatus, 'sending'> }
  >;
  claimTransferInvitations: Schema<typeof NoInputSchema, { claimed: string[] }>;
  cancelTransfer: Schema<typeof TransferIdSchema, { transferId: string; state: TransferState }>;
  declineTransfer: Schema<typeof TransferIdSchema, { transferId: string; state: TransferState }>;
  acceptTransfer: Schema<typeof AcceptTransferSchema, AcceptTransferResult>;

  inviteMember: Schema<typeof InviteMemberSchema, InviteMemberResult>;
  claimMemberInvitations: Schema<typeof NoInputSchema, { claimed: string[] }>;
  withdrawMemberInvitation: Schema<
    typeof MemberInvitationIdSchema,
    { invitationId: string; state: MemberInvitationState }
  >;
  acceptMemberInvitation: Schema<typeof MemberInvitationIdSchema, AnswerMemberInvitationResult>;
  declineMemberInvitation: Schema<typeof MemberInvitationIdSchema, AnswerMemberInvitationResult>;
  removeMember: Schema<typeof RemoveMemberSchema, { propertyId: string; uid: string }>;
  leaveHome: Schema<typeof LeaveHomeSchema, { propertyId: string }>;
  changeMemberRole: Schema<
    typeof ChangeMemberRoleSchema,
    { propertyId: string; uid: string; role: MemberRole }
  >;
  answerConsent: Schema<typeof AnswerConsentSchema, AnswerConsentResult>;
  cancelConsent: Schema<typeof CancelConsentSchema, { propertyId: string }>;
  logHomeOpen: Schema<typeof LogHomeOpenSchema, LogHomeOpenResult>;
  setHomeReminders: Schema<typeof SetHomeRemindersSchema, SetHomeRemindersResult>;

  resolveDispute: Schema<
    typeof ResolveDisputeSchema,
    { disputeId: string; state: DisputeState; transferId?: string }
  >;

  addMaintenanceTask: Schema<typeof AddTaskSchema, TaskWriteResult>;
  updateMaintenanceTask: Schema<typeof UpdateTaskSchema, TaskWriteResult>;
  acceptMaintenanceTask: Schema<typeof TaskIdSchema, TaskWriteResult>;
  deleteMaintenanceTask: Schema<typeof TaskIdSchema, { id: string; propertyId: string }>;
  completeMaintenanceTask: Schema<typeof CompleteTaskSchema, TaskWriteResult>;
  skipMaintenanceTask: Schema<typeof TaskIdSchema, TaskWriteResult>;
  snoozeMaintenanceTask: Schema<typeof TaskIdSchema, TaskWriteResult>;
  addSuggestedTasks: Schema<
    typeof AddSuggestedTasksSchema,
    { propertyId: string; added: string[] }
  >;
  addWarranty: Schema<typeof AddWarrantySchema, WarrantyWriteResult>;
  updateWarranty: Schema<typeof UpdateWarrantySchema, WarrantyWriteResult>;
  deleteWarranty: Schema<typeof WarrantyIdSchema, WarrantyWriteResult>;

  saveReminderSettings: Schema<typeof ReminderSettingsSchema, ReminderSettingsInput>;
  createCalendarFeed: Typed<{ timeZone: string }, { url: string }>;
  revokeCalendarFeed: Typed<NoArguments, { revoked: boolean }>;
}

export type CallableName = keyof CallableContract;
/** What the client sends (the schema's input). */
export type CallableRequest<N extends CallableName> = CallableContract[N]['request'];
/** What the function's `run` receives (the schema's output). */
export type CallableInput<N extends CallableName> = CallableContract[N]['input'];
/** What the function answers and the client's call resolves with. */
export type CallableResponse<N extends CallableName> = CallableContract[N]['response'];

/** Every name once: an object literal, so a name missing from or foreign to the contract fails to compile. */
const NAMES: Record<CallableName, true> = {
  ping: true,
  registerAccount: true,
  addProperty: true,
  deleteProperty: true,
  setPropertyPhoto: true,
  placesAutocomplete: true,
  placesDetails: true,
  mapsConfig: true,
  addRepair: true,
  updateRepair: true,
  deleteRepair: true,
  shareProperty: true,
  unshareProperty: true,
  exportCsv: true,
  addServiceRecord: true,
  updateServiceRecord: true,
  deleteServiceRecord: true,
  requestValidation: true,
  cancelValidationRequest: true,
  answerValidation: true,
  submitBusinessLicence: true,
  sendServiceRecord: true,
  answerRecordOffer: true,
  quickbooksConnect: true,
  quickbooksStatus: true,
  quickbooksDisconnect: true,
  quickbooksImport: true,
  createHistoryReport: true,
  withdrawReportCode: true,
  reportDownloadLink: true,
  remakeKeptReport: true,
  verifyReport: true,
  createBuyerLink: true,
  revokeBuyerLink: true,
  extendBuyerLink: true,
  openBuyerLink: true,
  buyerLinkReceipt: true,
  startTransfer: true,
  resendTransferInvitation: true,
  claimTransferInvitations: true,
  cancelTransfer: true,
  declineTransfer: true,
  acceptTransfer: true,
  inviteMember: true,
  claimMemberInvitations: true,
  withdrawMemberInvitation: true,
  acceptMemberInvitation: true,
  declineMemberInvitation: true,
  removeMember: true,
  leaveHome: true,
  changeMemberRole: true,
  answerConsent: true,
  cancelConsent: true,
  logHomeOpen: true,
  setHomeReminders: true,
  resolveDispute: true,
  addMaintenanceTask: true,
  updateMaintenanceTask: true,
  acceptMaintenanceTask: true,
  deleteMaintenanceTask: true,
  completeMaintenanceTask: true,
  skipMaintenanceTask: true,
  snoozeMaintenanceTask: true,
  addSuggestedTasks: true,
  addWarranty: true,
  updateWarranty: true,
  deleteWarranty: true,
  saveReminderSettings: true,
  createCalendarFeed: true,
  revokeCalendarFeed: true,
};

/** The contract's names at run time (the functions' test holds `index.ts` to them). */
export const CALLABLE_NAMES = Object.keys(NAMES) as readonly CallableName[];

/**
 * The callables anyone may call without signing in (`access: 'public'` in their spec; tsc
 * holds the two together). Each App Check token sent to them is used once: the web client
 * asks for a limited-use token and the function consumes it, so a captured token cannot be
 * replayed by a script (#33).
 */
export const PUBLIC_CALLABLES = [
  'registerAccount',
  'verifyReport',
  'openBuyerLink',
  'buyerLinkReceipt',
] as const satisfies readonly CallableName[];
export type PublicCallableName = (typeof PUBLIC_CALLABLES)[number];

export function isPublicCallable(name: string): name is PublicCallableName {
  return (PUBLIC_CALLABLES as readonly string[]).includes(name);
}
