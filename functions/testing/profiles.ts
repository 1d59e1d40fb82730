// Business profiles and subscribers for tests, from only the fields a test cares about.
import type { BusinessProfileFields } from '../../shared/contracts/business-profile';
import { subscriberKeys } from '../lib/data/entities/subscriber';

export function profileFields(
  fields: Partial<BusinessProfileFields> & Pick<BusinessProfileFields, 'description'>,
): BusinessProfileFields {
  return {
    registrationCategories: undefined,
    serviceSettings: undefined,
    states: undefined,
    businessName: undefined,
    businessType: undefined,
    size: undefined,
    mission: undefined,
    clientele: undefined,
    challenges: undefined,
    ...fields,
  };
}

/** A subscriber item as the table holds it (email channel on, consent given), with these fields. */
export function storedSubscriber(id: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const at = '2026-11-01T00:00:00.000Z';
  return {
    ...subscriberKeys.item(id),
    id,
    email: null,
    phone: null,
    emailEnabled: true,
    smsEnabled: false,
    firstName: 'Jane',
    lastName: 'Citizen',
    status: 'active',
    consent: true,
    consentedAt: at,
    consentLog: [],
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}
