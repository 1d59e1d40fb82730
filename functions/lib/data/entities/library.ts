// Library entity: one small item per account whose `rev` grows by one after every change to its policies. The search
// index (in S3) records the rev it reflects, so a stale or missing index is noticed and rebuilt.
import * as z from 'zod';

export const libraryKeys = {
  item: (userId: string) => ({ pk: `USER#${userId}`, sk: 'LIBRARY' }),
};

export const libraryItemSchema = z.object({ rev: z.number() });
