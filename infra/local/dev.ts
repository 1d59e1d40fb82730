// `npm run dev`: the local stack (gateway on PORT) plus Vite's dev server with hot reload on VITE_PORT, which
// proxies /api and /config.json to the gateway, so the SPA sees one origin as in AWS.
import { FRONTEND_CONFIG_FILE, parsePort, VITE_PORT_SETTING } from './settings';
import { banner, reportStartError, stopOnSignals } from './cli';
import { assertPortFree, LOOPBACK } from './ports';
import { seed } from './seed';
import { startLocalStack } from './stack';
import { LOCAL_CHECKOUT_PREFIX } from './checkout';

const COMMAND = 'npm run dev';

async function main(): Promise<void> {
  const vitePort = parsePort(
    VITE_PORT_SETTING.env,
    process.env[VITE_PORT_SETTING.env],
    VITE_PORT_SETTING.fallback,
  );
  await assertPortFree(vitePort, VITE_PORT_SETTING.env, COMMAND);

  const stack = await startLocalStack({
    command: COMMAND,
    // Links in messages (APP_URL) should open the page being developed.
    ...(vitePort !== 0 ? { appUrl: `http://localhost:${vitePort}` } : {}),
  });
  let closeVite: () => Promise<void> = async () => undefined;
  stopOnSignals(async () => {
    await closeVite();
    await stack.stop();
  });

  let port: number;
  let seeded: Awaited<ReturnType<typeof seed>>;
  try {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: FRONTEND_CONFIG_FILE,
      clearScreen: false,
      server: {
        host: LOOPBACK,
        port: vitePort,
        strictPort: true,
        proxy: {
          '/api': { target: stack.urls.gateway },
          '/config.json': { target: stack.urls.gateway },
          // APP_URL points here, so the local checkout's pages (and its redirect back) pass through Vite too.
          [LOCAL_CHECKOUT_PREFIX]: { target: stack.urls.gateway },
        },
      },
    });
    closeVite = () => vite.close();
    await vite.listen();
    const address = vite.httpServer?.address();
    port = typeof address === 'object' && address ? address.port : vitePort;
    seeded = await seed(stack);
  } catch (error) {
    await closeVite();
    await stack.stop();
    throw error;
  }
  console.log(
    banner(stack, seeded, {
      open: `http://localhost:${port}  (Vite, hot reload; /api and /config.json go to the gateway)`,
      lines: [`Gateway    ${stack.urls.app}  (the built SPA, as npm start serves it)`],
    }),
  );
}

main().catch(reportStartError);
