// The Policy Assessment screen (spec section 2, /policy-assessment): two tabs, Upload Policy and Assessment Results
// (disabled until a result exists); a dropzone with the spec's three checks; the server's real progress; an error alert
// titled Error; the 'What Will You Learn?' list; and the results: the overall score in its colour band, the summary,
// a card per requirement (score, 'Relevant Act Section', explanation, the policy's own words, what goes against the Act
// and suggestions), and the requirements not assessed with why.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import { ASSESSMENT_ACCEPT, assessmentFileProblem } from '@shared/contracts/assessment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/features/auth/api/get-user';
import { useLibrary } from '@/features/policies/api/get-library';
import { cn } from '@/lib/utils';
import { useRunAssessment } from '../api/run-assessment';
import { AssessmentResults } from './assessment-results';

export interface PolicyAssessmentPageProps {
  /** Inside the signed-in area: the account's own policies can be assessed too. */
  library?: boolean;
  /** A policy to assess at once (from a My Policies card), then forgotten by `onStarted`. */
  startPolicyId?: string | null;
  onStarted?: () => void;
}

export function PolicyAssessmentPage({
  library = false,
  startPolicyId,
  onStarted,
}: PolicyAssessmentPageProps) {
  const user = useUser();
  const account = Boolean(user.data?.hasPayment);
  const assessment = useRunAssessment(account);
  const policies = useLibrary(library && account);
  const [policyId, setPolicyId] = useState('');
  const started = useRef<string | null>(null);
  const [runFrom, setRunFrom] = useState<'file' | 'policy'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tab, setTab] = useState('upload');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const pickerId = useId();

  const choose = (f: File | null | undefined) => {
    setFile(f ?? null);
    setProblem(f ? assessmentFileProblem(f) : null);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0]);
  };
  const analyse = async () => {
    const why = assessmentFileProblem(file);
    setProblem(why);
    if (why || !file) return;
    setRunFrom('file');
    const job = await assessment.run({ file });
    if (job?.status === 'done') setTab('results');
  };
  const assessPolicy = async (id: string) => {
    setProblem(null);
    setRunFrom('policy');
    setTab('upload');
    const job = await assessment.run({ policyId: id });
    if (job?.status === 'done') setTab('results');
  };
  // A policy sent from My Policies is assessed once, even when the page renders again.
  useEffect(() => {
    if (!startPolicyId || !account || started.current === startPolicyId) return;
    started.current = startPolicyId;
    setPolicyId(startPolicyId);
    onStarted?.();
    void assessPolicy(startPolicyId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a policy is sent, not when callbacks change
  }, [startPolicyId, account]);
  const another = () => {
    assessment.reset();
    choose(null);
    if (input.current) input.current.value = '';
    setTab('upload');
  };

  const status = (
    <>
      {assessment.running ? (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-800">Analyzing policy document...</p>
          <Progress value={assessment.progress.percent} label="Assessment progress" />
          <p className="text-sm text-slate-600" role="status">
            {assessment.progress.label}
          </p>
        </div>
      ) : null}
      {assessment.error ? (
        <Alert variant="destructive" title="Error">
          <p>{assessment.error}</p>
        </Alert>
      ) : null}
    </>
  );

  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        Upload a policy and see how it measures up against the Aged Care Act 2024 and the strengthened Quality
        Standards: what it covers, what goes against the Act, and what to add.
      </p>
      <Tabs value={tab} onValueChange={setTab}>
        <div className="overflow-x-auto">
          <TabsList aria-label="Policy assessment">
            <TabsTrigger value="upload">Upload Policy</TabsTrigger>
            <TabsTrigger value="results" disabled={!assessment.job?.result}>
              Assessment Results
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="upload" className="space-y-6">
          {library && account ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Assess one of your policies</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
                <div className="min-w-0 flex-1 space-y-1">
                  <label htmlFor={pickerId} className="text-sm font-medium text-slate-800">
                    Policy
                  </label>
                  <select
                    id={pickerId}
                    value={policyId}
                    onChange={(e) => setPolicyId(e.target.value)}
                    disabled={assessment.running}
                    className="h-10 w-full min-w-0 rounded-md border border-input bg-white px-3 text-sm"
                  >
                    <option value="">
                      {policies.isPending
                        ? 'Loading your policies...'
                        : policies.data?.length
                          ? 'Choose a policy'
                          : 'No policies yet: add them in My Policies'}
                    </option>
                    {policies.data?.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.title}
                      </option>
                    ))}
                  </select>
                </div>
                <Button
                  type="button"
                  disabled={!policyId || assessment.running}
                  onClick={() => void assessPolicy(policyId)}
                >
                  Assess Policy
                </Button>
              </CardContent>
              {runFrom === 'policy' ? <CardContent className="space-y-4">{status}</CardContent> : null}
            </Card>
          ) : null}
          <Card>
            <CardContent className="space-y-4 pt-6">
              <div
                onDragOver={(e) => {
                  e.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
                className={cn(
                  'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center',
                  dragging ? 'border-primary bg-primary-soft' : 'border-border',
                )}
              >
                <FileUp aria-hidden="true" className="size-10 text-slate-500" />
                <p className="text-slate-800">Drag your policy here, or choose a file.</p>
                <p id={hintId} className="text-sm text-slate-600">
                  PDF, TXT, DOC or DOCX, up to 5MB.
                </p>
                <input
                  ref={input}
                  type="file"
                  accept={ASSESSMENT_ACCEPT}
                  className="sr-only"
                  tabIndex={-1}
                  aria-hidden="true"
                  data-testid="assessment-file"
                  onChange={(e) => choose(e.target.files?.[0])}
                />
                <Button
                  type="button"
                  variant="secondary"
                  aria-describedby={hintId}
                  disabled={assessment.running}
                  onClick={() => input.current?.click()}
                >
                  Choose File
                </Button>
                {file ? (
                  <p className="text-sm break-all text-slate-800">
                    Selected: <span className="font-medium">{file.name}</span>
                  </p>
                ) : null}
              </div>
              {problem ? (
                <p role="alert" className="text-sm text-destructive">
                  {problem}
                </p>
              ) : null}
              {runFrom === 'file' ? status : null}
              <Button type="button" onClick={() => void analyse()} disabled={assessment.running}>
                {assessment.running ? 'Analyzing...' : 'Analyze Policy Document'}
              </Button>
              {!account ? (
                <p className="text-sm text-slate-600">
                  Your document is deleted as soon as it is read; only the result is kept, for one hour. Paid
                  accounts keep a history of their assessments.
                </p>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">What Will You Learn?</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-1 pl-5 text-slate-700">
                <li>Your compliance score, overall and for each requirement</li>
                <li>The Act and Standards references behind each requirement</li>
                <li>Detailed explanations, quoting your own policy</li>
                <li>Actionable suggestions, starting with anything that goes against the Act</li>
              </ul>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="results">
          {assessment.job ? (
            <AssessmentResults
              job={assessment.job}
              account={account}
              onAnother={another}
              onReassess={
                assessment.job.policyId ? () => void assessPolicy(assessment.job?.policyId ?? '') : undefined
              }
            />
          ) : null}
        </TabsContent>
      </Tabs>
      <p role="status" className="sr-only">
        {assessment.job?.result ? `Assessment complete: overall score ${assessment.job.result.score}%` : ''}
      </p>
    </div>
  );
}
