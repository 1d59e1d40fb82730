// Category entity: one item per category, kept under its owner's partition (DESIGN.md section 10), listed in its
// parent's contents on GSI1 (sub-categories by order, then the parent's policies), so that opening a category and the
// "does it still hold anything?" check before a delete are each one Query.
import * as z from 'zod';
import { categorySchema } from '../../../../shared/contracts/policies';

/** The contents listing of a category (or of the library's root when parentId is null). */
export const contentsOf = (userId: string, parentId: string | null) =>
  `USER#${userId}#IN#${parentId ?? 'ROOT'}`;

export const categoryKeys = {
  item: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `CAT#${id}` }),
  listing: (userId: string, parentId: string | null, order: number, id: string) => ({
    gsi1pk: contentsOf(userId, parentId),
    gsi1sk: `C#${String(order).padStart(7, '0')}#${id}`,
  }),
};

export const categoryItemSchema = categorySchema.extend({ userId: z.string() });
export type CategoryItem = z.infer<typeof categoryItemSchema>;
