// Users as GET /api/user returns them, for component tests.
import type { User } from '@shared/contracts/account';

export const paidUser: User = {
  id: 'user-paid',
  username: 'jane',
  firstName: 'Jane',
  lastName: 'Citizen',
  email: 'jane@example.org.au',
  hasPayment: true,
  isAdmin: false,
};

export const unpaidUser: User = { ...paidUser, id: 'user-unpaid', hasPayment: false };

export const adminUser: User = { ...paidUser, id: 'user-admin', isAdmin: true };
