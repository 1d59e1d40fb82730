// Whether messages are sent for real or written to the outbox: simulation unless SES is configured and NOTIFY_MODE
// does not ask for simulation, or when a caller forces it.
export type NotifyMode = 'simulation' | 'production';

export function notifyMode(forceSimulation = false, env: NodeJS.ProcessEnv = process.env): NotifyMode {
  if (forceSimulation) return 'simulation';
  if ((env.NOTIFY_MODE ?? '').trim().toLowerCase() === 'simulation') return 'simulation';
  return env.SES_FROM_ADDRESS ? 'production' : 'simulation';
}
