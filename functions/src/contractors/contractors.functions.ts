/** Production wiring of the contractor callables: service records and validation. */
import { onCallable } from '../kit/callable';
import { adminAccountPorts } from '../kit/admin-ports';
import { addServiceRecordSpec } from './add-service-record';
import { answerValidationSpec } from './answer-validation';
import { cancelValidationRequestSpec } from './cancel-validation';
import { deleteServiceRecordSpec } from './delete-service-record';
import { requestValidationSpec } from './request-validation';
import { submitBusinessLicenceSpec } from './submit-business-licence';
import { updateServiceRecordSpec } from './update-service-record';

const ports = adminAccountPorts;

export const addServiceRecord = onCallable(addServiceRecordSpec, ports);
export const updateServiceRecord = onCallable(updateServiceRecordSpec, ports);
export const deleteServiceRecord = onCallable(deleteServiceRecordSpec, ports);
export const requestValidation = onCallable(requestValidationSpec, ports);
export const cancelValidationRequest = onCallable(cancelValidationRequestSpec, ports);
export const answerValidation = onCallable(answerValidationSpec, ports);
export const submitBusinessLicence = onCallable(submitBusinessLicenceSpec, ports);
