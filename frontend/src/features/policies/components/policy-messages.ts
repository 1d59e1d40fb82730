// The texts of My Policies (spec section 8), written once.
export const LOADING_CATEGORIES = 'Loading categories...';
export const ERROR_LOADING_CATEGORIES = 'Error loading categories';
export const NO_ITEMS_FOUND = 'No items found';

export const CONFIRM_DELETE_CATEGORY = 'Are you sure you want to delete this category?';
export const CONFIRM_DELETE_POLICY = 'Are you sure you want to delete this policy?';

export const FAILED = {
  breadcrumb: 'Failed to load breadcrumb navigation',
  createCategory: 'Failed to create category',
  createPolicy: 'Failed to create policy',
  updatePolicy: 'Failed to update policy',
  deletePolicy: 'Failed to delete policy',
  updateCategory: 'Failed to update category',
  deleteCategory: 'Failed to delete category',
  chat: 'Failed to process chat message',
  upload: 'Failed to upload and convert policy file',
  restore: 'Failed to restore version',
} as const;

export const SUCCEEDED = {
  createCategory: 'Category created successfully',
  createPolicy: 'Policy created successfully',
  updatePolicy: 'Policy updated successfully',
  deletePolicy: 'Policy deleted successfully',
  updateCategory: 'Category updated successfully',
  deleteCategory: 'Category deleted successfully',
  upload: 'Policy file uploaded and converted successfully',
} as const;

/** The empty state's hint: for a search, for the library's root, or for an empty category. */
export function emptyHint(kind: 'search' | 'root' | 'category', search = ''): string {
  if (kind === 'search')
    return `Nothing here matches “${search}”. Try other words, or clear the search to see everything in this view.`;
  if (kind === 'root')
    return 'Your library is empty. Start with Create New → New Category, for example “Clinical care” or “Governance”.';
  return 'This category is empty. Use Create New to add a sub-category or a policy.';
}

/** The outline the create dialog's placeholder suggests (spec section 2). */
export const POLICY_OUTLINE = [
  '# Policy Title',
  '',
  '## Source of Obligation',
  '## Policy Statement',
  '## Key Principles',
  '## Roles and Responsibilities',
  '## Procedures',
  '## Special Considerations',
  '## Training',
  '## Monitoring',
  '## Related Documents',
  '## References',
].join('\n');
