// My Policies (spec section 2, /my-policies): the breadcrumb (Home and the category path), a search over the open
// view, the Create New menu, Back, and a grid of categories and policies with their dialogs. The open category and
// policy live in the address (?category=, ?policy=, &heading=), so Back, links and reloads keep the place.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ArrowLeft,
  ChevronRight,
  FilePlus,
  FileUp,
  FolderPlus,
  MessageSquare,
  Plus,
  Search,
} from 'lucide-react';
import { toast } from '@/lib/toast';
import type { Policy } from '@shared/contracts/policies';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, describeError } from '@/lib/api';
import { useCategories } from '../api/get-categories';
import { useCategoryPath } from '../api/get-category-path';
import { usePolicies } from '../api/get-policies';
import { usePolicy } from '../api/get-policy';
import { useDeletePolicy } from '../api/delete-policy';
import { filterLibrary } from '../utils/library-filter';
import { CategoryCard } from './category-card';
import { CreateCategoryDialog } from './create-category-dialog';
import { PolicyCard } from './policy-card';
import { PolicyFormDialog, type PolicyFormTarget } from './policy-form-dialog';
import {
  CONFIRM_DELETE_POLICY,
  emptyHint,
  ERROR_LOADING_CATEGORIES,
  FAILED,
  LOADING_CATEGORIES,
  NO_ITEMS_FOUND,
  SUCCEEDED,
} from './policy-messages';
import { PolicyChatDialog, type ChatScope } from './policy-chat-dialog';
import { PolicyViewDialog } from './policy-view-dialog';
import { UploadPolicyDialog } from './upload-policy-dialog';

function Breadcrumb({ trail }: { trail: Array<{ id: string; name: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
        <li>
          {trail.length ? (
            <Link to={paths.myPolicies.getHref()} className="font-medium text-primary hover:underline">
              Home
            </Link>
          ) : (
            <span aria-current="page" className="font-semibold text-slate-900">
              Home
            </span>
          )}
        </li>
        {trail.map((c, i) => (
          <li key={c.id} className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {i === trail.length - 1 ? (
              <span aria-current="page" className="font-semibold break-all text-slate-900">
                {c.name}
              </span>
            ) : (
              <Link
                to={paths.myPolicies.getHref({ category: c.id })}
                className="font-medium break-all text-primary hover:underline"
              >
                {c.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PolicyLibrary() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const categoryId = params.get('category');
  const openPolicyId = params.get('policy');
  const heading = params.get('heading');

  const [search, setSearch] = useState('');
  const [creatingCategory, setCreatingCategory] = useState(false);
  const [policyForm, setPolicyForm] = useState<PolicyFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Policy | null>(null);
  const [chat, setChat] = useState<ChatScope | null>(null);
  const [uploading, setUploading] = useState(false);

  const path = useCategoryPath(categoryId);
  const categories = useCategories(categoryId);
  const policies = usePolicies(categoryId);
  const removePolicy = useDeletePolicy();
  // A policy opened by a link without its category (the dashboard, a citation): show it inside its category.
  const linkedPolicy = usePolicy(categoryId === null ? openPolicyId : null);
  const linkedCategory = linkedPolicy.data?.categoryId;
  useEffect(() => {
    if (!linkedCategory) return;
    const next = new URLSearchParams(params);
    next.set('category', linkedCategory);
    setParams(next, { replace: true });
  }, [linkedCategory, params, setParams]);

  // A new view starts with an empty search.
  useEffect(() => {
    setSearch('');
  }, [categoryId]);
  useEffect(() => {
    if (path.isError && !(path.error instanceof ApiError && path.error.status === 404))
      toast.error(FAILED.breadcrumb, { description: describeError(path.error, FAILED.breadcrumb) });
  }, [path.isError, path.error]);

  const trail = path.data ?? [];
  const current = trail.at(-1);
  const parentHref =
    trail.length > 1
      ? paths.myPolicies.getHref({ category: trail[trail.length - 2]?.id ?? '' })
      : paths.myPolicies.getHref();

  const shown = useMemo(
    () => filterLibrary(categories.data ?? [], categoryId ? (policies.data ?? []) : [], search),
    [categories.data, policies.data, categoryId, search],
  );

  const setPolicyParam = (policyId: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('heading');
    if (policyId) next.set('policy', policyId);
    else next.delete('policy');
    setParams(next);
  };

  const confirmDeletePolicy = () => {
    if (!deleting) return;
    removePolicy.mutate(deleting, {
      onSuccess: () => {
        toast.success(SUCCEEDED.deletePolicy);
        setDeleting(null);
      },
      onError: (e) => {
        setDeleting(null);
        toast.error(FAILED.deletePolicy, { description: describeError(e, FAILED.deletePolicy) });
      },
    });
  };

  const notFound =
    categoryId !== null &&
    ((categories.error instanceof ApiError && categories.error.status === 404) ||
      (path.error instanceof ApiError && path.error.status === 404));

  let body;
  if (notFound) {
    body = (
      <Alert variant="destructive" title="This category was not found">
        <p>It may have been deleted, or the link is not for your library.</p>
        <Button asChild variant="secondary" size="sm" className="mt-3">
          <Link to={paths.myPolicies.getHref()}>Go to your library</Link>
        </Button>
      </Alert>
    );
  } else if (categories.isPending || (categoryId !== null && policies.isPending)) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-12 text-slate-700">
        <Spinner />
        {LOADING_CATEGORIES}
      </p>
    );
  } else if (categories.isError || policies.isError) {
    body = (
      <Alert variant="destructive" title={ERROR_LOADING_CATEGORIES}>
        <p>{describeError(categories.error ?? policies.error, 'Please try again.')}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => {
            void categories.refetch();
            if (categoryId) void policies.refetch();
          }}
        >
          Try again
        </Button>
      </Alert>
    );
  } else if (shown.categories.length === 0 && shown.policies.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <p className="text-lg font-semibold text-slate-900">{NO_ITEMS_FOUND}</p>
        <p className="max-w-md text-slate-700">
          {emptyHint(search.trim() ? 'search' : categoryId ? 'category' : 'root', search.trim())}
        </p>
      </Card>
    );
  } else {
    body = (
      <div className="space-y-6">
        {shown.categories.length ? (
          <section aria-labelledby="library-categories" className="space-y-3">
            <h2
              id="library-categories"
              className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
            >
              {categoryId ? 'Sub-categories' : 'Categories'}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.categories.map((c) => (
                <li key={c.id} className="grid">
                  <CategoryCard category={c} href={paths.myPolicies.getHref({ category: c.id })} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {shown.policies.length ? (
          <section aria-labelledby="library-policies" className="space-y-3">
            <h2
              id="library-policies"
              className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
            >
              Policies
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.policies.map((p) => (
                <li key={p.id} className="grid">
                  <PolicyCard
                    policy={p}
                    onView={() => setPolicyParam(p.id)}
                    onEdit={() => setPolicyForm({ mode: 'edit', policy: p })}
                    onDelete={() => setDeleting(p)}
                    onChat={() => setChat({ kind: 'policy', policyId: p.id, title: p.title })}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Breadcrumb trail={trail} />
        <div className="flex flex-wrap items-center gap-2">
          {categoryId ? (
            <Button variant="secondary" size="sm" onClick={() => void navigate(parentHref)}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              setChat(
                categoryId
                  ? { kind: 'category', categoryId, name: current?.name ?? 'this category' }
                  : { kind: 'library' },
              )
            }
          >
            <MessageSquare aria-hidden="true" />
            Ask the Assistant
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="sm">
                <Plus aria-hidden="true" />
                Create New
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setCreatingCategory(true)}>
                <FolderPlus aria-hidden="true" />
                New Category
              </DropdownMenuItem>
              {categoryId ? (
                <DropdownMenuItem
                  onSelect={() => setPolicyForm({ mode: 'create', categoryId, categoryName: current?.name })}
                >
                  <FilePlus aria-hidden="true" />
                  New Policy
                </DropdownMenuItem>
              ) : null}
              {categoryId ? (
                <DropdownMenuItem onSelect={() => setUploading(true)}>
                  <FileUp aria-hidden="true" />
                  Upload Policy File
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>

      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          type="search"
          aria-label={current ? `Search in ${current.name}` : 'Search categories'}
          placeholder={categoryId ? 'Search categories and policies…' : 'Search categories…'}
          className="pl-9"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>

      {body}

      <CreateCategoryDialog
        open={creatingCategory}
        onOpenChange={setCreatingCategory}
        parentId={categoryId}
        parentName={current?.name}
      />
      <PolicyFormDialog target={policyForm} onClose={() => setPolicyForm(null)} />
      <PolicyViewDialog
        policyId={openPolicyId}
        heading={heading}
        onClose={() => setPolicyParam(null)}
        onEdit={(policy) => setPolicyForm({ mode: 'edit', policy })}
      />
      {categoryId ? (
        <UploadPolicyDialog
          categoryId={categoryId}
          categoryName={current?.name}
          open={uploading}
          onOpenChange={setUploading}
          onUploaded={(policy) => setPolicyParam(policy.id)}
        />
      ) : null}
      <PolicyChatDialog
        scope={chat}
        onClose={() => setChat(null)}
        onOpenSource={(policyId, anchor) => {
          setChat(null);
          void navigate(paths.myPolicies.getHref({ policy: policyId, heading: anchor || undefined }));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={CONFIRM_DELETE_POLICY}
        description={deleting ? `“${deleting.title}” and its version history will be deleted.` : undefined}
        confirmLabel="Delete policy"
        pending={removePolicy.isPending}
        onConfirm={confirmDeletePolicy}
      />
    </div>
  );
}
