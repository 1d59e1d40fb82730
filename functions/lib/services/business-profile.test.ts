// Business profiles and documents against dynalite and s3rver: the account's own subscriber (linked, found by email
// or made), the profile saved and read back, documents sent through the presigned POST, checked by their first bytes,
// listed, opened and deleted; every spoofed upload refused with nothing left in the bucket; another account's ids
// not found.
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  LOGO_MAX_BYTES,
  startFileUploadSchema,
  type FileKind,
  type BusinessProfileFields,
} from '../../../shared/contracts/business-profile';
import { newCaller, useTableAndBucket } from '../../testing/local-services';
import { NotFound, UnprocessableContent } from '../errors';
import type { Caller } from '../http/auth';
import { s3 } from '../s3-client';
import { UPLOAD_WINDOW_SECONDS } from '../uploads/objects';
import {
  accountSubscriber,
  confirmDocument,
  confirmLogo,
  deleteDocument,
  documentLink,
  getSubscriberProfile,
  insightPreview,
  listDocuments,
  readLogo,
  removeLogo,
  saveBusinessProfile,
  startFileUpload,
} from './business-profile';
import { getSubscriber, subscribe } from './subscribers';
import { listPolicyUpdates, storePolicyUpdate } from './feed';
import { listOutbox } from '../notify/outbox';
import { notifySubscriber, type NotifyUpdate } from '../notify/notify';

const services = useTableAndBucket();

const PROFILE: BusinessProfileFields = {
  businessName: 'Sunrise Community Care',
  businessType: 'Home care provider',
  size: '120 clients',
  mission: undefined,
  clientele: undefined,
  challenges: undefined,
  registrationCategories: undefined,
  serviceSettings: undefined,
  states: undefined,
  description: 'In-home personal care and nursing across the Hunter region.',
};

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

async function post(
  ticket: { url: string; fields: Record<string, string> },
  bytes: Uint8Array,
  name: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', new Blob([Buffer.from(bytes)]), name);
  return fetch(ticket.url.replace(/\/?$/, '/'), { method: 'POST', body: form });
}

async function keysUnder(prefix: string): Promise<string[]> {
  const res = await s3().send(new ListObjectsV2Command({ Bucket: services.bucket().bucket, Prefix: prefix }));
  return (res.Contents ?? []).map((o) => o.Key ?? '');
}

async function upload(
  me: Caller,
  id: string,
  name: string,
  bytes: Uint8Array,
  contentType: string,
  kind: FileKind = 'document',
) {
  const ticket = await startFileUpload(me, id, kind, {
    fileName: name,
    size: bytes.length,
    contentType,
  });
  // The browser's form post, as the page sends it.
  const posted = await post(ticket, bytes, name);
  expect(posted.status).toBeLessThan(300);
  return ticket;
}

describe("the account's own subscriber", () => {
  it('is made from the account email with every channel off, once, and linked to the account', async () => {
    const me = newCaller('profile');
    const first = await accountSubscriber(me);
    expect(first).toMatchObject({ email: me.email, businessProfile: null, logo: null });
    expect((await accountSubscriber(me)).id).toBe(first.id);
    const stored = await getSubscriber(first.id);
    expect(stored).toMatchObject({ userId: me.sub, emailEnabled: false, smsEnabled: false });
  });

  it("is the landing page's subscription made with the account email, channels kept", async () => {
    const me = newCaller('landing');
    const subscribed = await subscribe({
      email: me.email ?? '',
      phone: null,
      emailEnabled: true,
      smsEnabled: false,
      firstName: 'Nora',
      lastName: 'Walsh',
    });
    const own = await accountSubscriber(me);
    expect(own.id).toBe(subscribed.id);
    expect(await getSubscriber(own.id)).toMatchObject({
      userId: me.sub,
      emailEnabled: true,
      firstName: 'Nora',
    });
  });
});

describe('the business profile', () => {
  it('is saved and read back by its owner, and is not found for anyone else', async () => {
    const me = newCaller('owner');
    const { id } = await accountSubscriber(me);
    const saved = await saveBusinessProfile(me, id, PROFILE);
    expect(saved.businessProfile).toEqual({
      businessName: 'Sunrise Community Care',
      businessType: 'Home care provider',
      size: '120 clients',
      description: PROFILE.description,
    });
    expect((await getSubscriberProfile(me, id)).businessProfile).toEqual(saved.businessProfile);
    // What personalisation reads.
    expect((await getSubscriber(id))?.businessProfile?.description).toBe(PROFILE.description);

    const other = newCaller('other');
    await expect(getSubscriberProfile(other, id)).rejects.toBeInstanceOf(NotFound);
    await expect(
      saveBusinessProfile(other, id, { ...PROFILE, description: 'Taken over by someone else' }),
    ).rejects.toBeInstanceOf(NotFound);
    expect((await getSubscriber(id))?.businessProfile?.description).toBe(PROFILE.description);
    // An admin may open it.
    expect((await getSubscriberProfile({ ...other, groups: ['admin'] }, id)).businessProfile).toEqual(
      saved.businessProfile,
    );
    await expect(getSubscriberProfile(me, 'no-such-subscriber')).rejects.toBeInstanceOf(NotFound);
  });
});

describe('personalisation', () => {
  it('uses the saved profile in the next digest, and a changed profile changes it', async () => {
    process.env.APP_URL = 'https://alerts.example.com.au';
    process.env.UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-0123456789';
    delete process.env.SES_FROM_ADDRESS;
    const me = newCaller('personal');
    await subscribe({
      email: me.email ?? '',
      phone: null,
      emailEnabled: true,
      smsEnabled: false,
      firstName: 'Nora',
      lastName: 'Walsh',
    });
    const { id } = await accountSubscriber(me);
    const update: NotifyUpdate = {
      id: 'upd-sah',
      title: 'Support at Home claiming changes from 1 December 2026',
      summary:
        'Support at Home providers must lodge claims within 60 days of the end of the month of service.',
      url: 'https://www.health.gov.au/news/sah-claiming',
      source: 'Department of Health, Disability and Ageing',
      publishedAt: '2026-11-20T00:00:00.000Z',
      impact: 'high',
    };
    const digest = async (batchId: string) => {
      await notifySubscriber({ subscriberId: id, batchId, updates: [update] });
      return (
        (await listOutbox({ limit: 100 })).items.find((m) => m.subscriberId === id && m.batchId === batchId)
          ?.text ?? ''
      );
    };

    expect(await digest('before-profile')).not.toContain('What this means for');
    await saveBusinessProfile(me, id, { ...PROFILE, businessType: 'Home care provider (Support at Home)' });
    const home = await digest('with-home-care-profile');
    expect(home).toContain('What this means for Sunrise Community Care');
    await saveBusinessProfile(me, id, {
      ...PROFILE,
      businessName: 'Harbourview Residential',
      businessType: 'Residential aged care',
      description:
        'Two residential aged care homes in Newcastle with 180 beds, including a memory support unit.',
    });
    const residential = await digest('with-residential-profile');
    expect(residential).toContain('What this means for Harbourview Residential');
    expect(residential).not.toContain('Sunrise Community Care');
  });
});

describe('relevance', () => {
  it("leaves an update about residential care out of a home-care provider's digest, and marks it on the feed", async () => {
    process.env.APP_URL = 'https://alerts.example.com.au';
    process.env.UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-0123456789';
    delete process.env.SES_FROM_ADDRESS;
    const me = newCaller('relevance');
    await subscribe({
      email: me.email ?? '',
      phone: '+61412345678',
      emailEnabled: true,
      smsEnabled: true,
      firstName: 'Ravi',
      lastName: 'Shah',
    });
    const { id } = await accountSubscriber(me);
    const residential: NotifyUpdate = {
      id: 'upd-care-minutes',
      title: 'Care minute targets for the March quarter now available',
      summary:
        "Each aged care home's care minute and registered nurse targets for the quarter are in the provider portal.",
      url: 'https://www.health.gov.au/news/care-minutes-march',
      source: 'Department of Health, Disability and Ageing',
      publishedAt: '2026-11-21T00:00:00.000Z',
      impact: 'medium',
    };
    const general: NotifyUpdate = {
      id: 'upd-code-of-conduct',
      title: 'Code of Conduct: new guidance for aged care workers',
      summary: 'The Commission has published guidance on the Code of Conduct for every registered provider.',
      url: 'https://www.agedcarequality.gov.au/news/code-guidance',
      source: 'Aged Care Quality and Safety Commission',
      publishedAt: '2026-11-21T00:00:00.000Z',
      impact: 'low',
    };
    const createdAt = '2026-11-21T01:00:00.000Z';
    await storePolicyUpdate({ ...residential, impact: 'medium', createdAt });
    await storePolicyUpdate({ ...general, impact: 'low', createdAt });
    const sent = async (batchId: string, updates: NotifyUpdate[]) => {
      await notifySubscriber({ subscriberId: id, batchId, updates });
      return (await listOutbox({ limit: 200 })).items.filter(
        (m) => m.subscriberId === id && m.batchId === batchId,
      );
    };

    // Before the profile says what it delivers, everything is sent.
    expect((await sent('no-settings', [residential])).length).toBe(2);

    await saveBusinessProfile(me, id, { ...PROFILE, serviceSettings: ['support-at-home'], states: ['NSW'] });
    // The residential update leaves the digest; the general one stays, by email and by SMS.
    const both = await sent('home-care', [residential, general]);
    expect(both.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const message of both) {
      expect(message.text).toContain('Code of Conduct');
      expect(message.text).not.toContain('Care minute targets');
    }
    // The email says one more is on the feed, so nothing is dropped without a word.
    expect(both.find((m) => m.channel === 'email')?.text).toContain(
      "One more update was published about services or states your business profile does not list. It is on your feed, marked 'Not relevant to your services'.",
    );
    // Nothing at all when every update is about other services.
    expect(await sent('residential-only', [residential])).toEqual([]);

    // On the feed it is still there, marked with the reason; the general one is not marked.
    const feed = await listPolicyUpdates(20, undefined, me.sub);
    const marked = feed.items.find((u) => u.id === residential.id);
    expect(marked?.notRelevant).toBe('This update is about Residential care only.');
    expect(feed.items.find((u) => u.id === general.id)?.notRelevant).toBeUndefined();
    // Another reader, with no profile, sees no mark.
    const other = await listPolicyUpdates(20, undefined, newCaller('relevance-other').sub);
    expect(other.items.find((u) => u.id === residential.id)?.notRelevant).toBeUndefined();
  });
});

describe('the insight preview', () => {
  it("writes the newest update's insight for the saved profile, and says why when it cannot", async () => {
    const me = newCaller('preview');
    const { id } = await accountSubscriber(me);
    expect(await insightPreview(me, id)).toEqual({ unavailable: 'no-profile' });
    await saveBusinessProfile(me, id, PROFILE);
    await storePolicyUpdate({
      id: 'preview-update',
      title: 'Support at Home claiming changes from 1 December 2026',
      summary:
        'Support at Home providers must lodge claims within 60 days of the end of the month of service.',
      source: 'Department of Health, Disability and Ageing',
      url: 'https://www.health.gov.au/news/sah-claiming',
      publishedAt: '2099-01-01T00:00:00.000Z',
      impact: 'high',
      createdAt: '2026-11-20T00:00:00.000Z',
    });
    const preview = await insightPreview(me, id);
    expect(preview.update?.title).toBe('Support at Home claiming changes from 1 December 2026');
    expect(preview.insight).toContain('Sunrise Community Care');
    await expect(insightPreview(newCaller('nosy'), id)).rejects.toBeInstanceOf(NotFound);
  });
});

describe('business documents', () => {
  it('are sent through a presigned POST whose policy fixes the key, the type and the size', async () => {
    const me = newCaller('docs');
    const { id } = await accountSubscriber(me);
    const now = new Date();
    const ticket = await startFileUpload(
      me,
      id,
      'document',
      { fileName: 'Certificate.pdf', size: 1000, contentType: 'application/pdf' },
      now,
    );
    expect(ticket.fields.key).toBe(`uploads/${me.sub}/${ticket.uploadId}`);
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: ticket.fields.key },
        ['eq', '$Content-Type', 'application/pdf'],
        ['content-length-range', 1, DOCUMENT_MAX_BYTES],
      ]),
    );
    expect(Date.parse(policy.expiration) - now.getTime()).toBeLessThanOrEqual(
      UPLOAD_WINDOW_SECONDS * 1000 + 1000,
    );
  });

  it('are kept once their bytes match their name, listed, opened by a short-lived link and deleted', async () => {
    const me = newCaller('keeper');
    const { id } = await accountSubscriber(me);
    const ticket = await upload(me, id, 'Accreditation 2026.pdf', PDF, 'application/pdf');
    const doc = await confirmDocument(me, id, { uploadId: ticket.uploadId, description: 'Our certificate' });
    expect(doc).toMatchObject({
      name: 'Accreditation 2026.pdf',
      description: 'Our certificate',
      size: PDF.length,
      contentType: 'application/pdf',
    });
    // Confirming again answers the same document; the upload's temporary object is gone.
    expect((await confirmDocument(me, id, { uploadId: ticket.uploadId })).id).toBe(doc.id);
    expect(await keysUnder(`uploads/${me.sub}/`)).toEqual([]);
    const image = await upload(me, id, 'Floor plan.png', PNG, 'image/png');
    const plan = await confirmDocument(me, id, { uploadId: image.uploadId });
    expect((await listDocuments(me, id)).map((d) => d.name)).toEqual([
      'Floor plan.png',
      'Accreditation 2026.pdf',
    ]);
    expect(plan.description).toBeUndefined();

    const link = await documentLink(me, id, doc.id);
    expect(decodeURIComponent(link.url)).toContain(
      'response-content-disposition=inline; filename="Accreditation 2026.pdf"',
    );
    const opened = await fetch(link.url);
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(PDF);

    const other = newCaller('stranger');
    await expect(documentLink(other, id, doc.id)).rejects.toBeInstanceOf(NotFound);
    await expect(deleteDocument(other, id, doc.id)).rejects.toBeInstanceOf(NotFound);
    await expect(listDocuments(other, id)).rejects.toBeInstanceOf(NotFound);

    await deleteDocument(me, id, doc.id);
    expect((await listDocuments(me, id)).map((d) => d.id)).toEqual([plan.id]);
    await expect(documentLink(me, id, doc.id)).rejects.toBeInstanceOf(NotFound);
    await expect(
      s3().send(
        new HeadObjectCommand({ Bucket: services.bucket().bucket, Key: `documents/${id}/${doc.id}` }),
      ),
    ).rejects.toThrow();
  });

  it('refuses every spoofed upload and leaves nothing in the bucket', async () => {
    const me = newCaller('spoof');
    const { id } = await accountSubscriber(me);
    // A PDF renamed .png, and an executable renamed .pdf: refused when checked, and deleted.
    const renamedPdf = await upload(me, id, 'photo.png', PDF, 'image/png');
    await expect(confirmDocument(me, id, { uploadId: renamedPdf.uploadId })).rejects.toThrow(
      'The file is named .png but its content is a PDF',
    );
    const program = await upload(me, id, 'report.pdf', EXE, 'application/pdf');
    const refused = confirmDocument(me, id, { uploadId: program.uploadId });
    await expect(refused).rejects.toBeInstanceOf(UnprocessableContent);
    await expect(refused).rejects.toThrow('The file is named .pdf but its content is not a PDF');
    expect(await keysUnder(`uploads/${me.sub}/`)).toEqual([]);
    expect(await keysUnder(`documents/${id}/`)).toEqual([]);
    // A refused upload cannot be confirmed later.
    await expect(confirmDocument(me, id, { uploadId: program.uploadId })).rejects.toBeInstanceOf(NotFound);

    // Refused before any upload: report.pdf.exe, zero bytes, 10 MB + 1 byte, a type that contradicts the name.
    const schema = startFileUploadSchema('document');
    expect(
      schema.safeParse({ fileName: 'report.pdf.exe', size: 10, contentType: 'application/pdf' }).success,
    ).toBe(false);
    expect(
      schema.safeParse({ fileName: 'empty.pdf', size: 0, contentType: 'application/pdf' }).error?.issues[0]
        ?.message,
    ).toBe('The file is empty');
    expect(
      schema.safeParse({ fileName: 'big.pdf', size: DOCUMENT_MAX_BYTES + 1, contentType: 'application/pdf' })
        .error?.issues[0]?.message,
    ).toBe('The file is larger than 10 MB. Please upload a smaller file.');
    await expect(
      startFileUpload(me, id, 'document', { fileName: 'notes.pdf', size: 10, contentType: 'image/png' }),
    ).rejects.toThrow('the browser says it is image/png');
    // An object that arrives empty (sent around the form) is refused when checked, and deleted.
    const small = await startFileUpload(me, id, 'document', {
      fileName: 'x.pdf',
      size: 5,
      contentType: 'application/pdf',
    });
    await s3().send(
      new PutObjectCommand({
        Bucket: services.bucket().bucket,
        Key: small.fields.key,
        Body: new Uint8Array(0),
      }),
    );
    await expect(confirmDocument(me, id, { uploadId: small.uploadId })).rejects.toThrow('The file is empty.');
    expect(await keysUnder(`uploads/${me.sub}/`)).toEqual([]);
  });
});

const SVG = new TextEncoder().encode(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" fill="#0a5"/></svg>',
);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');

describe('the logo', () => {
  it('is kept in the bucket once its bytes match its name, replaced by the next one, and removed', async () => {
    const me = newCaller('logo');
    const { id } = await accountSubscriber(me);
    const first = await upload(me, id, 'Sunrise logo.png', PNG, 'image/png', 'logo');
    const saved = await confirmLogo(me, id, { uploadId: first.uploadId });
    expect(saved.logo).toMatchObject({ fileName: 'Sunrise logo.png', contentType: 'image/png' });
    // Not as a data URL in the table: the profile names the file, and the bytes are in the bucket.
    expect(JSON.stringify(saved)).not.toContain('data:');
    expect(await keysUnder(`logos/${id}/`)).toEqual([`logos/${id}/${first.uploadId}`]);
    expect(Buffer.from((await readLogo(me, id)).bytes)).toEqual(Buffer.from(PNG));
    // Confirming the same upload again changes nothing.
    await confirmLogo(me, id, { uploadId: first.uploadId });
    expect(await keysUnder(`logos/${id}/`)).toHaveLength(1);

    // An SVG replaces it; the old file is gone. It is stored with its own type, whatever the browser said.
    const second = await upload(me, id, 'logo.svg', SVG, '', 'logo');
    const replaced = await confirmLogo(me, id, { uploadId: second.uploadId });
    expect(replaced.logo?.contentType).toBe('image/svg+xml');
    expect(await keysUnder(`logos/${id}/`)).toEqual([`logos/${id}/${second.uploadId}`]);
    const gif = await upload(me, id, 'logo.gif', GIF, 'image/gif', 'logo');
    expect((await confirmLogo(me, id, { uploadId: gif.uploadId })).logo?.contentType).toBe('image/gif');
    expect(await keysUnder(`uploads/${me.sub}/`)).toEqual([]);

    // Another account cannot read or remove it.
    const other = newCaller('logo-other');
    await expect(readLogo(other, id)).rejects.toBeInstanceOf(NotFound);
    await expect(removeLogo(other, id)).rejects.toBeInstanceOf(NotFound);
    expect(await keysUnder(`logos/${id}/`)).toHaveLength(1);

    await removeLogo(me, id);
    expect((await getSubscriberProfile(me, id)).logo).toBeNull();
    expect(await keysUnder(`logos/${id}/`)).toEqual([]);
    await expect(readLogo(me, id)).rejects.toThrow('No logo has been uploaded.');
  });

  it('refuses a document named as an image, a file too large and a type it does not take, leaving nothing', async () => {
    const me = newCaller('logo-spoof');
    const { id } = await accountSubscriber(me);
    const pdf = await upload(me, id, 'logo.png', PDF, 'image/png', 'logo');
    await expect(confirmLogo(me, id, { uploadId: pdf.uploadId })).rejects.toThrow(
      'The file is named .png but its content is a PDF',
    );
    const html = await upload(
      me,
      id,
      'logo.svg',
      new TextEncoder().encode('<html><script>x</script></html>'),
      'image/svg+xml',
      'logo',
    );
    await expect(confirmLogo(me, id, { uploadId: html.uploadId })).rejects.toBeInstanceOf(
      UnprocessableContent,
    );
    // A document upload cannot be confirmed as the logo.
    const doc = await upload(me, id, 'logo.png', PNG, 'image/png', 'document');
    await expect(confirmLogo(me, id, { uploadId: doc.uploadId })).rejects.toBeInstanceOf(NotFound);
    // Bigger than 2 MB when it arrives (sent around the form): refused and deleted.
    const big = await startFileUpload(me, id, 'logo', {
      fileName: 'big.png',
      size: 10,
      contentType: 'image/png',
    });
    const bytes = new Uint8Array(LOGO_MAX_BYTES + 1);
    bytes.set(PNG);
    await s3().send(
      new PutObjectCommand({ Bucket: services.bucket().bucket, Key: big.fields.key, Body: bytes }),
    );
    await expect(confirmLogo(me, id, { uploadId: big.uploadId })).rejects.toThrow('larger than 2 MB');
    expect(await keysUnder(`uploads/${me.sub}/`)).toEqual([`uploads/${me.sub}/${doc.uploadId}`]);
    expect(await keysUnder(`logos/${id}/`)).toEqual([]);
    expect((await getSubscriberProfile(me, id)).logo).toBeNull();

    const schema = startFileUploadSchema('logo');
    expect(
      schema.safeParse({ fileName: 'logo.webp', size: 10, contentType: 'image/webp' }).error?.issues[0]
        ?.message,
    ).toBe('Please choose a JPG, PNG, GIF or SVG image for your logo');
    expect(
      schema.safeParse({ fileName: 'logo.png', size: LOGO_MAX_BYTES + 1, contentType: 'image/png' }).error
        ?.issues[0]?.message,
    ).toBe('The logo is larger than 2 MB. Please choose a smaller image.');
  });
});
