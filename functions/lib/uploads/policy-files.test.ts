// Upload Policy File against a real local table and bucket: the presigned POST's policy, the browser's form post,
// conversion into a draft policy with the original kept (and a download link), idempotent retries, refusals that
// delete the file, the original deleted with its policy, and another account's upload not found.
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { POLICY_FILE_MAX_BYTES } from '../../../shared/contracts/policies';
import { newCaller as makeCaller, useTableAndBucket } from '../../testing/local-services';
import { NotFound, UnprocessableContent } from '../errors';
import { s3 } from '../s3-client';
import { createCategory, deletePolicy, listVersions } from '../services/policies';
import { convertPolicyUpload, policyFileKey, policyFileLink, startPolicyUpload } from './policy-files';
import { UPLOAD_WINDOW_SECONDS } from './objects';

const services = useTableAndBucket();
const newCaller = () => makeCaller('upload-user', 'Ana', 'Ruiz');

async function wordFile(): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Visitors Policy', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Visiting hours', heading: HeadingLevel.HEADING_2 }),
          new Paragraph('Visitors are welcome from 9 am to 8 pm.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

const put = (key: string, body: Uint8Array | string) =>
  s3().send(new PutObjectCommand({ Bucket: services.bucket().bucket, Key: key, Body: body }));

const exists = (key: string) =>
  s3()
    .send(new HeadObjectCommand({ Bucket: services.bucket().bucket, Key: key }))
    .then(() => true)
    .catch(() => false);

describe('policy file uploads', () => {
  it('gives a presigned POST whose policy fixes the key, the type and the size', async () => {
    const me = newCaller();
    const category = await createCategory(me, { name: 'Visitors', description: null, parentId: null });
    const now = new Date();
    const ticket = await startPolicyUpload(
      me,
      { categoryId: category.id, fileName: 'visitors.docx', size: 1000, contentType: 'application/msword' },
      now,
    );
    expect(ticket.fields.key).toBe(`uploads/${me.sub}/${ticket.uploadId}`);
    expect(ticket.fields['Content-Type']).toBe('application/msword');
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: ticket.fields.key },
        ['eq', '$Content-Type', 'application/msword'],
        ['content-length-range', 1, POLICY_FILE_MAX_BYTES],
      ]),
    );
    expect(Date.parse(policy.expiration) - now.getTime()).toBeLessThanOrEqual(
      UPLOAD_WINDOW_SECONDS * 1000 + 1000,
    );
    await expect(
      startPolicyUpload(newCaller(), {
        categoryId: category.id,
        fileName: 'x.docx',
        size: 10,
        contentType: 'x/y',
      }),
    ).rejects.toBeInstanceOf(NotFound);
  });

  it('accepts the browser form post, converts the file into a draft policy and keeps the original', async () => {
    const me = newCaller();
    const category = await createCategory(me, { name: 'Visitors', description: null, parentId: null });
    const bytes = await wordFile();
    const ticket = await startPolicyUpload(me, {
      categoryId: category.id,
      fileName: 'Visitors Policy.docx',
      size: bytes.length,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
    form.append('file', new Blob([Buffer.from(bytes)]), 'Visitors Policy.docx');
    const posted = await fetch(ticket.url.replace(/\/?$/, '/'), { method: 'POST', body: form });
    expect(posted.status).toBeLessThan(300);

    const policy = await convertPolicyUpload(me, ticket.uploadId);
    expect(policy).toMatchObject({
      title: 'Visitors Policy',
      categoryId: category.id,
      isPublished: false,
      version: 1,
      sourceFile: { fileName: 'Visitors Policy.docx', size: bytes.length },
    });
    expect(policy.content).toContain('## Visiting hours');
    expect((await listVersions(me.sub, policy.id))[0]?.action).toBe('uploaded');
    // A retried conversion answers the same policy.
    expect((await convertPolicyUpload(me, ticket.uploadId)).id).toBe(policy.id);

    const link = await policyFileLink(me.sub, policy.id);
    expect(link.fileName).toBe('Visitors Policy.docx');
    expect(decodeURIComponent(link.url)).toContain(
      'response-content-disposition=attachment; filename="Visitors Policy.docx"',
    );
    const original = await fetch(link.url);
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(bytes);
    // The original moved beside its policy, out of the uploads that expire.
    expect(await exists(ticket.fields.key ?? '')).toBe(false);
    expect(await exists(policyFileKey(me.sub, policy.id))).toBe(true);

    await deletePolicy(me.sub, policy.id);
    expect(await exists(policyFileKey(me.sub, policy.id))).toBe(false);
  });

  it('refuses a file that is not what its name says, and deletes it', async () => {
    const me = newCaller();
    const category = await createCategory(me, { name: 'C', description: null, parentId: null });
    const bytes = await wordFile();
    const ticket = await startPolicyUpload(me, {
      categoryId: category.id,
      fileName: 'policy.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
    });
    await put(ticket.fields.key ?? '', bytes);
    const attempt = convertPolicyUpload(me, ticket.uploadId);
    await expect(attempt).rejects.toBeInstanceOf(UnprocessableContent);
    await expect(attempt).rejects.toThrow(
      'The file is named .pdf but its content is a Word (.docx) document.',
    );
    expect(await exists(ticket.fields.key ?? '')).toBe(false);
    await expect(convertPolicyUpload(me, ticket.uploadId)).rejects.toBeInstanceOf(NotFound);
  });

  it('says when the file has not arrived, and never converts another account’s upload', async () => {
    const me = newCaller();
    const category = await createCategory(me, { name: 'C', description: null, parentId: null });
    const ticket = await startPolicyUpload(me, {
      categoryId: category.id,
      fileName: 'notes.md',
      size: 20,
      contentType: 'text/markdown',
    });
    await expect(convertPolicyUpload(me, ticket.uploadId)).rejects.toThrow('The file has not arrived.');
    await put(ticket.fields.key ?? '', '# Notes\n\nSome text.');
    await expect(convertPolicyUpload(newCaller(), ticket.uploadId)).rejects.toBeInstanceOf(NotFound);
    await expect(policyFileLink(newCaller().sub, ticket.uploadId)).rejects.toBeInstanceOf(NotFound);
    expect((await convertPolicyUpload(me, ticket.uploadId)).title).toBe('Notes');
  });
});
