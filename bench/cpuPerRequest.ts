/**
 * What a server's process spends per request, for comparing builds on a noisy host
 * (docs/SCALING.md, the third session of 7 Dec 2026). Rates on these 2-core machines move
 * ±5 % between turns of one build; the CPU a process uses per request, read from
 * `/proc/<pid>/stat` around each load window, moves about ±3 %. Servers already running are
 * loaded in turn, alternating the order each round, and each line prints every round's
 * rate and CPU a request (every thread of the process counted: a log writer's or GC's too).
 *
 *   npx tsx bench/cpuPerRequest.ts before=http://127.0.0.1:3101,4242 after=http://127.0.0.1:3102,4343
 *
 * A server is `label=url,pid[,path[,sign-in]]`. The path defaults to the demo client's
 * dashboard; sign-in is `customer` (the demo customer, the default), `floor` (the stack
 * floor's `GET /sign-in`, bench/stackFloorServer.ts) or `none` (bench/sameSqlServer.ts).
 * ROUNDS (default 6), WINDOW_SECONDS (5) and CONNECTIONS (10) set the load.
 */
import fs from 'node:fs';
import { DEMO_CUSTOMER, floorSession, signIn } from './client';
import { measure } from './measure';

const DASHBOARD = '/api/customer/Meridian%20Capital/dashboard';
const rounds = Number(process.env.ROUNDS ?? 6);
const seconds = Number(process.env.WINDOW_SECONDS ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
/** Linux reports process CPU in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

const SIGN_INS = ['customer', 'floor', 'none'] as const;
type SignIn = (typeof SIGN_INS)[number];

interface Server {
  label: string;
  url: string;
  pid: number;
  path: string;
  signIn: SignIn;
}

function parseServer(argument: string): Server {
  const [label, spec] = argument.split('=', 2);
  const [url, pid, path, signInAs] = (spec ?? '').split(',');
  const signInAsKnown = SIGN_INS.find((known) => known === (signInAs || 'customer'));
  if (!label || !url || !Number(pid) || !signInAsKnown) {
    throw new Error(
      `"${argument}" is not label=url,pid[,path[,sign-in]] (sign-in: ${SIGN_INS.join(', ')})`,
    );
  }
  return {
    label,
    url,
    pid: Number(pid),
    path: path || DASHBOARD,
    signIn: signInAsKnown,
  };
}

/** User plus system time of every thread of `pid`, in seconds (fields 14 and 15). */
function processCpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function cookieFor(server: Server): Promise<string> {
  if (server.signIn === 'customer') return signIn(server.url, DEMO_CUSTOMER);
  if (server.signIn === 'floor') return floorSession(server.url);
  return '';
}

async function loadOnce(server: Server, cookie: string) {
  const before = processCpuSeconds(server.pid);
  const { requestsPerSecond, non2xx } = await measure({
    url: server.url + server.path,
    headers: cookie ? { cookie } : {},
    connections,
    seconds,
    warmUpSeconds: 0,
  });
  const cpuSeconds = processCpuSeconds(server.pid) - before;
  if (non2xx > 0) throw new Error(`${server.label}: ${non2xx} answers were not 2xx`);
  return {
    requestsPerSecond,
    microsecondsPerRequest: (cpuSeconds * 1e6) / (requestsPerSecond * seconds),
  };
}

const servers = process.argv.slice(2).map(parseServer);
if (servers.length === 0) throw new Error('Name at least one server: label=url,pid');
const cookies = new Map<Server, string>();
for (const server of servers) cookies.set(server, await cookieFor(server));
// Warm each server's path before anything is timed.
for (const server of servers) await loadOnce(server, cookies.get(server)!);

const lines = new Map<Server, string[]>(servers.map((server) => [server, []]));
for (let round = 0; round < rounds; round++) {
  for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
    const { requestsPerSecond, microsecondsPerRequest } = await loadOnce(
      server,
      cookies.get(server)!,
    );
    lines
      .get(server)!
      .push(`${Math.round(requestsPerSecond)}/s ${Math.round(microsecondsPerRequest)} µs`);
  }
}
for (const [server, results] of lines)
  console.log(`${server.label.padEnd(12)} ${results.join(' | ')}`);
