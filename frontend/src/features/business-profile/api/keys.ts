// Query keys of the business profile feature.
export const profileKeys = {
  all: ['business-profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
  subscriber: (id: string) => [...profileKeys.all, 'subscriber', id] as const,
  documents: (id: string) => [...profileKeys.all, 'documents', id] as const,
  preview: (id: string) => [...profileKeys.all, 'preview', id] as const,
  logo: (id: string, version: string) => [...profileKeys.all, 'logo', id, version] as const,
};
