// The policy library against a real local table: nesting and breadcrumbs, 409 on a category that still holds
// something (nothing deleted by cascade), versions on every save, restore, stale edits refused, recent activity.
import { describe, expect, it } from 'vitest';
import { newCaller as makeCaller, useTableAndBucket } from '../../testing/local-services';
import { Conflict, NotFound } from '../errors';
import {
  categoryPath,
  createCategory,
  createPolicy,
  deleteCategory,
  deletePolicy,
  getCategory,
  getPolicy,
  getVersion,
  listAllPolicies,
  listCategories,
  listPoliciesIn,
  listVersions,
  recentPolicies,
  restoreVersion,
  updateCategory,
  updatePolicy,
} from './policies';

useTableAndBucket();
const newCaller = (given?: string, family?: string) => makeCaller('lib-user', given, family);

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 1, minute));

describe('categories', () => {
  it('nest without a depth limit of their own and give the path from the root', async () => {
    const me = newCaller();
    const clinical = await createCategory(me, { name: 'Clinical care', description: null, parentId: null });
    const meds = await createCategory(me, {
      name: 'Medication',
      description: 'Medicines',
      parentId: clinical.id,
    });
    const s8 = await createCategory(me, { name: 'Schedule 8', description: null, parentId: meds.id });
    const deep = await createCategory(me, { name: 'Audits', description: null, parentId: s8.id });

    expect(await categoryPath(me.sub, deep.id)).toEqual([
      { id: clinical.id, name: 'Clinical care' },
      { id: meds.id, name: 'Medication' },
      { id: s8.id, name: 'Schedule 8' },
      { id: deep.id, name: 'Audits' },
    ]);
    expect((await listCategories(me.sub, null)).map((c) => c.name)).toEqual(['Clinical care']);
    expect((await listCategories(me.sub, clinical.id)).map((c) => c.name)).toEqual(['Medication']);
    expect(meds).toMatchObject({ parentId: clinical.id, description: 'Medicines', order: 0 });
  });

  it('lists siblings by order, a new one appended at the end', async () => {
    const me = newCaller();
    await createCategory(me, { name: 'Third', description: null, parentId: null, order: 2 });
    await createCategory(me, { name: 'First', description: null, parentId: null, order: 0 });
    await createCategory(me, { name: 'Second', description: null, parentId: null, order: 1 });
    const appended = await createCategory(me, { name: 'Fourth', description: null, parentId: null });
    expect(appended.order).toBe(3);
    expect((await listCategories(me.sub, null)).map((c) => c.name)).toEqual([
      'First',
      'Second',
      'Third',
      'Fourth',
    ]);
  });

  it('renames and describes a category', async () => {
    const me = newCaller();
    const c = await createCategory(me, { name: 'Old', description: null, parentId: null }, at(0));
    const renamed = await updateCategory(
      me.sub,
      c.id,
      { name: 'Governance', description: 'Board and committees' },
      at(5),
    );
    expect(renamed).toMatchObject({
      id: c.id,
      name: 'Governance',
      description: 'Board and committees',
      updatedAt: at(5).toISOString(),
    });
    expect(await getCategory(me.sub, c.id)).toEqual(renamed);
  });

  it('refuses to delete a category that still holds anything, naming what it holds, and deletes nothing', async () => {
    const me = newCaller();
    const parent = await createCategory(me, { name: 'Parent', description: null, parentId: null });
    const child = await createCategory(me, { name: 'Child', description: null, parentId: parent.id });
    await createPolicy(me, { title: 'P1', content: 'Text one', categoryId: parent.id, isPublished: true });
    await createPolicy(me, { title: 'P2', content: 'Text two', categoryId: parent.id, isPublished: false });

    const attempt = deleteCategory(me.sub, parent.id);
    await expect(attempt).rejects.toBeInstanceOf(Conflict);
    await expect(attempt).rejects.toThrow('This category still holds 1 sub-category and 2 policies.');
    expect(await getCategory(me.sub, parent.id)).toMatchObject({ name: 'Parent' });
    expect(await getCategory(me.sub, child.id)).toMatchObject({ name: 'Child' });
    expect(await listPoliciesIn(me.sub, parent.id)).toHaveLength(2);

    const onlyPolicy = await createCategory(me, { name: 'One policy', description: null, parentId: null });
    await createPolicy(me, { title: 'P3', content: 'Text', categoryId: onlyPolicy.id, isPublished: true });
    await expect(deleteCategory(me.sub, onlyPolicy.id)).rejects.toThrow(
      'This category still holds 1 policy. Delete it first',
    );

    await deleteCategory(me.sub, child.id);
    await expect(getCategory(me.sub, child.id)).rejects.toBeInstanceOf(NotFound);
    await expect(deleteCategory(me.sub, child.id)).rejects.toBeInstanceOf(NotFound);
  });

  it('answers not found for a parent, path or category of another account', async () => {
    const owner = newCaller();
    const other = newCaller();
    const mine = await createCategory(owner, { name: 'Mine', description: null, parentId: null });
    await expect(createCategory(other, { name: 'x', description: null, parentId: mine.id })).rejects.toThrow(
      'The parent category was not found',
    );
    await expect(categoryPath(other.sub, mine.id)).rejects.toBeInstanceOf(NotFound);
    await expect(listCategories(other.sub, mine.id)).rejects.toBeInstanceOf(NotFound);
    await expect(
      updateCategory(other.sub, mine.id, { name: 'Hijack', description: null }),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(deleteCategory(other.sub, mine.id)).rejects.toBeInstanceOf(NotFound);
    await expect(
      createPolicy(other, { title: 't', content: 'c', categoryId: mine.id, isPublished: true }),
    ).rejects.toBeInstanceOf(NotFound);
    expect(await getCategory(owner.sub, mine.id)).toMatchObject({ name: 'Mine' });
    expect(await listCategories(other.sub, null)).toEqual([]);
  });
});

describe('policies and their versions', () => {
  it('keeps every saved state with who and when, and restores an earlier one as a new version', async () => {
    const me = newCaller('Priya', 'Nair');
    const cat = await createCategory(me, { name: 'Clinical', description: null, parentId: null });
    const v1 = await createPolicy(
      me,
      { title: 'Falls', content: '# Falls\n\nFirst text.', categoryId: cat.id, isPublished: false },
      { now: at(1) },
    );
    expect(v1).toMatchObject({
      version: 1,
      isPublished: false,
      updatedBy: { id: me.sub, name: 'Priya Nair' },
    });

    const v2 = await updatePolicy(
      me,
      v1.id,
      { title: 'Falls', content: '# Falls\n\nSecond text.', isPublished: true, baseVersion: 1 },
      { now: at(2) },
    );
    const v3 = await updatePolicy(
      me,
      v1.id,
      { title: 'Falls prevention', content: '# Falls\n\nThird text.', isPublished: true, baseVersion: 2 },
      { now: at(3) },
    );
    expect([v2.version, v3.version]).toEqual([2, 3]);

    const history = await listVersions(me.sub, v1.id);
    expect(history.map((h) => [h.version, h.action, h.savedAt, h.savedBy.name])).toEqual([
      [3, 'edited', at(3).toISOString(), 'Priya Nair'],
      [2, 'edited', at(2).toISOString(), 'Priya Nair'],
      [1, 'created', at(1).toISOString(), 'Priya Nair'],
    ]);
    expect(history[0]).not.toHaveProperty('content');
    expect((await getVersion(me.sub, v1.id, 1)).content).toBe('# Falls\n\nFirst text.');

    const restored = await restoreVersion(me, v1.id, 1);
    expect(restored).toMatchObject({
      version: 4,
      title: 'Falls',
      content: '# Falls\n\nFirst text.',
      isPublished: true,
    });
    const after = await listVersions(me.sub, v1.id);
    expect(after[0]).toMatchObject({ version: 4, action: 'restored', restoredFrom: 1 });
    // Nothing was lost: the text of every version is still there.
    expect((await getVersion(me.sub, v1.id, 3)).content).toBe('# Falls\n\nThird text.');
    expect(await getPolicy(me.sub, v1.id)).toEqual(restored);
  });

  it('refuses a save over a newer version instead of losing its text', async () => {
    const me = newCaller();
    const cat = await createCategory(me, { name: 'C', description: null, parentId: null });
    const p = await createPolicy(me, {
      title: 'T',
      content: 'Original',
      categoryId: cat.id,
      isPublished: true,
    });
    await updatePolicy(me, p.id, { title: 'T', content: 'Tab one', isPublished: true, baseVersion: 1 });
    const stale = updatePolicy(me, p.id, {
      title: 'T',
      content: 'Tab two',
      isPublished: true,
      baseVersion: 1,
    });
    await expect(stale).rejects.toBeInstanceOf(Conflict);
    await expect(stale).rejects.toThrow('it is now at version 2');
    expect((await getPolicy(me.sub, p.id)).content).toBe('Tab one');
  });

  it('makes no version for a save that changes nothing', async () => {
    const me = newCaller();
    const cat = await createCategory(me, { name: 'C', description: null, parentId: null });
    const p = await createPolicy(me, { title: 'T', content: 'Same', categoryId: cat.id, isPublished: true });
    const again = await updatePolicy(me, p.id, { title: 'T', content: 'Same', isPublished: true });
    expect(again.version).toBe(1);
    expect(await listVersions(me.sub, p.id)).toHaveLength(1);
  });

  it('lists a category with content, the whole library without, and the recent ones newest first', async () => {
    const me = newCaller();
    const a = await createCategory(me, { name: 'A', description: null, parentId: null });
    const b = await createCategory(me, { name: 'B', description: null, parentId: null });
    const p1 = await createPolicy(
      me,
      { title: 'Zeta', content: 'one', categoryId: a.id, isPublished: true },
      { now: at(10) },
    );
    const p2 = await createPolicy(
      me,
      { title: 'Alpha', content: 'two', categoryId: b.id, isPublished: true },
      { now: at(11) },
    );
    await updatePolicy(
      me,
      p1.id,
      { title: 'Zeta', content: 'one, edited', isPublished: true },
      { now: at(12) },
    );

    expect((await listPoliciesIn(me.sub, a.id)).map((p) => [p.title, p.content])).toEqual([
      ['Zeta', 'one, edited'],
    ]);
    const all = await listAllPolicies(me.sub);
    expect(all.map((p) => p.title)).toEqual(['Alpha', 'Zeta']);
    expect(all[0]).not.toHaveProperty('content');
    expect(await recentPolicies(me.sub)).toEqual([
      { id: p1.id, title: 'Zeta', createdAt: at(10).toISOString(), updatedAt: at(12).toISOString() },
      { id: p2.id, title: 'Alpha', createdAt: at(11).toISOString(), updatedAt: at(11).toISOString() },
    ]);
  });

  it('deletes a policy with its history; another account can neither read nor change it', async () => {
    const me = newCaller();
    const other = newCaller();
    const cat = await createCategory(me, { name: 'C', description: null, parentId: null });
    const p = await createPolicy(me, {
      title: 'Private',
      content: 'Secret text',
      categoryId: cat.id,
      isPublished: true,
    });
    await updatePolicy(me, p.id, { title: 'Private', content: 'Secret text 2', isPublished: true });

    await expect(getPolicy(other.sub, p.id)).rejects.toBeInstanceOf(NotFound);
    await expect(
      updatePolicy(other, p.id, { title: 'x', content: 'y', isPublished: true }),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(listVersions(other.sub, p.id)).rejects.toBeInstanceOf(NotFound);
    await expect(getVersion(other.sub, p.id, 1)).rejects.toBeInstanceOf(NotFound);
    await expect(restoreVersion(other, p.id, 1)).rejects.toBeInstanceOf(NotFound);
    await expect(deletePolicy(other.sub, p.id)).rejects.toBeInstanceOf(NotFound);
    expect(await recentPolicies(other.sub)).toEqual([]);
    expect((await getPolicy(me.sub, p.id)).content).toBe('Secret text 2');

    await deletePolicy(me.sub, p.id);
    await expect(getPolicy(me.sub, p.id)).rejects.toBeInstanceOf(NotFound);
    await expect(getVersion(me.sub, p.id, 1)).rejects.toBeInstanceOf(NotFound);
    expect(await listPoliciesIn(me.sub, cat.id)).toEqual([]);
    await deleteCategory(me.sub, cat.id);
  });
});
