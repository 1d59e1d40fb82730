// The one Powertools logger of a function. Never log tokens, passwords, card data, personal data or documents.
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'aged-care-policy-tracker' });
