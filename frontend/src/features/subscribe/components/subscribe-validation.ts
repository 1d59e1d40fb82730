// The subscribe form's resolver: the shared subscribeFormSchema through zod (spec section 5 messages).
// A separate module so the form can load it on first use.
import { zodResolver } from '@hookform/resolvers/zod';
import { subscribeFormSchema } from '@shared/contracts/subscribers';

export const subscribeResolver = zodResolver(subscribeFormSchema);
