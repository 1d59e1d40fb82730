// Sends a file straight to storage with the presigned POST the API gave (its policy fixes the key, the type and the
// size), so that no file passes through the API. Storage's refusals become messages a person can act on.
import { ApiError } from '@/lib/api';

export const SEND_FAILED_MESSAGE = 'The file could not be sent. Check your connection and try again.';

export async function sendToStorage(
  ticket: { url: string; fields: Record<string, string> },
  file: File,
  tooLargeMessage: string,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file, file.name);
  let sent: Response;
  try {
    sent = await fetch(ticket.url.endsWith('/') ? ticket.url : `${ticket.url}/`, {
      method: 'POST',
      body: form,
    });
  } catch {
    throw new ApiError(0, SEND_FAILED_MESSAGE, undefined, undefined, null);
  }
  if (!sent.ok) {
    // Storage refuses a file the presigned policy does not allow (too large, or the link expired).
    const text = await sent.text().catch(() => '');
    const message = /EntityTooLarge/i.test(text) ? tooLargeMessage : SEND_FAILED_MESSAGE;
    throw new ApiError(sent.status, message, message, undefined, text);
  }
}
