// The local stack for the monitoring benchmark, in a process of its own (as `npm start` is for `npm run monitor`):
// dynalite, s3rver and the fixture sites, with N subscribers (half with a business profile, one in five also by
// SMS). Prints the handler environment as one JSON line, then runs until its input closes.
import { batchPutItems } from '../functions/lib/data/table';
import { startTestStack } from '../infra/local/testing';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);

const PROFILE = {
  businessName: 'Bench Community Care',
  businessType: 'Home care provider (Support at Home)',
  size: '120 clients, 45 staff',
  mission: 'Help older people live well at home.',
  clientele: 'Older people receiving Support at Home services.',
  challenges: 'Support at Home claiming changes and staff training on the new Act.',
  description:
    'We deliver in-home personal care, nursing and domestic assistance to older people in the region.',
};

async function seedSubscribers(): Promise<void> {
  const at = new Date('2026-11-01T00:00:00.000Z').toISOString();
  const items = Array.from({ length: SUBSCRIBERS }, (_, i) => {
    const id = `bench-${String(i).padStart(6, '0')}`;
    const sms = i % 5 === 0;
    return {
      pk: `SUB#${id}`,
      sk: 'SUBSCRIBER',
      gsi1pk: 'SUBSCRIBERS',
      gsi1sk: `${at}#${id}`,
      id,
      email: `subscriber${i}@bench.example.com.au`,
      phone: sms ? `+614${String(10_000_000 + i).slice(-8)}` : null,
      emailEnabled: true,
      smsEnabled: sms,
      firstName: 'Subscriber',
      lastName: 'User',
      status: 'active',
      consent: true,
      consentedAt: at,
      consentLog: [{ at, channels: sms ? ['email', 'sms'] : ['email'], source: 'bench' }],
      createdAt: at,
      updatedAt: at,
      ...(i % 2 === 0 ? { businessProfile: PROFILE } : {}),
    };
  });
  // The stack has put the table's endpoint in process.env: the functions' own batch writer works here.
  await batchPutItems(items);
}

const stack = await startTestStack();
await seedSubscribers();
console.log(JSON.stringify({ env: stack.env }));
process.stdin.resume();
process.stdin.on('close', () => {
  void stack.stop().then(() => process.exit(0));
});
