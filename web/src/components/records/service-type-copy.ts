/** The service type fields' copy (spec: Add Repair), the same on every form that asks for one. */
export const SERVICE_TYPE_COPY = {
  serviceType: 'Service Type',
  serviceTypePlaceholder: 'Select a service type',
  otherServiceType: 'Specify Service Type',
  otherServiceTypePlaceholder: 'e.g. Gutter cleaning',
} as const;
