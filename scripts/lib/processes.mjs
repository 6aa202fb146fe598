// @ts-check
// Child-process helpers for scripts/dev/start.mjs, scripts/test/test.mjs and the benchmarks.
//
// Every child is started in its own process group (detached) with stdin closed, so
// that a Ctrl-C in the terminal reaches only this script, which then stops each
// child's whole tree in order: a polite signal to the group first (firebase-tools
// needs SIGINT to shut its emulators down and export data), then SIGKILL for
// anything left. firebase-tools starts the Java emulators in process groups of
// their own, so the tree is found through /proc (parent pids), not only the group.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {import('node:child_process').ChildProcess & { label: string, seen: Map<number, string>, exited: Promise<{code: number|null, signal: NodeJS.Signals|null}> }} Child */

/** @type {Set<Child>} children still running, in start order */
const running = new Set();

/**
 * Start a command in its own process group.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, label?: string, stdio?: import('node:child_process').StdioOptions }} [options]
 * @returns {Child}
 */
export function startProcess(command, args, options = {}) {
  const child = /** @type {Child} */ (
    spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
      detached: true,
    })
  );
  child.label = options.label ?? command;
  running.add(child);
  // Remember every process the child starts (pid + start time, so a reused pid is
  // never mistaken for one of ours): if the child dies abruptly, processes it
  // started in other groups (firebase-tools' Java emulators) are reparented to
  // init and can no longer be found through the tree.
  child.seen = new Map();
  const remember = () => {
    if (child.pid === undefined) return;
    for (const pid of processTree(child.pid)) {
      const info = procStat(pid);
      if (info?.start !== undefined) child.seen.set(pid, info.start);
    }
  };
  const timer = setInterval(remember, 2000);
  timer.unref();
  setTimeout(remember, 300).unref();
  child.exited = new Promise((resolve) => {
    child.once('error', (error) => {
      clearInterval(timer);
      running.delete(child);
      console.error(`[${child.label}] could not start: ${error.message}`);
      resolve({ code: 127, signal: null });
    });
    child.once('exit', (code, signal) => {
      clearInterval(timer);
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return child;
}

/**
 * Run a command to completion (in its own process group, stopped with the rest on Ctrl-C).
 * @returns {Promise<number>} the exit code (128+n when killed by a signal)
 * @param {string} command
 * @param {string[]} args
 * @param {Parameters<typeof startProcess>[2]} [options]
 */
export async function run(command, args, options = {}) {
  const child = startProcess(command, args, options);
  const { code, signal } = await child.exited;
  if (signal) return 128 + (signalNumber(signal) ?? 1);
  return code ?? 1;
}

/**
 * @param {NodeJS.Signals} signal
 * @returns {number | undefined}
 */
function signalNumber(signal) {
  return /** @type {Partial<Record<NodeJS.Signals, number>>} */ ({
    SIGHUP: 1,
    SIGINT: 2,
    SIGKILL: 9,
    SIGTERM: 15,
  })[signal];
}

/**
 * pid → { ppid, pgid, start } for every process visible in /proc.
 * @returns {Map<number, NonNullable<ReturnType<typeof procStat>>>}
 */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = procStat(Number(entry));
    if (info) table.set(Number(entry), info);
  }
  return table;
}

/**
 * { ppid, pgid, start } of one process, or null when it is gone.
 * @param {number} pid
 */
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces; fields
    // after it start at field 3 (state): ppid is field 4, pgrp 5, starttime 22.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      state: fields[0],
      ppid: Number(fields[1]),
      pgid: Number(fields[2]),
      start: fields[19],
    };
  } catch {
    return null;
  }
}

/**
 * The pids of a process, its descendants and its process-group members.
 * @param {number} rootPid
 * @returns {Set<number>}
 */
export function processTree(rootPid) {
  const table = processTable();
  const tree = new Set();
  for (const [pid, info] of table) if (info.pgid === rootPid && info.state !== 'Z') tree.add(pid);
  if (table.get(rootPid)?.state !== undefined && table.get(rootPid)?.state !== 'Z')
    tree.add(rootPid);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, info] of table) {
      if (!tree.has(pid) && info.state !== 'Z' && tree.has(info.ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/**
 * Running and not a zombie (an exited process nobody has reaped yet).
 * @param {number} pid
 */
function alive(pid) {
  const info = procStat(pid);
  return info !== null && info.state !== 'Z' && info.state !== 'X';
}

/**
 * @param {number} pgid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // group already gone
  }
}

/**
 * Stop a child and everything it started.
 * @param {Child} child
 * @param {{ signal?: NodeJS.Signals, timeoutMs?: number }} [options]
 */
export async function stopProcess(child, { signal = 'SIGTERM', timeoutMs = 10_000 } = {}) {
  if (child.pid === undefined) return;
  let tree = new Set([...processTree(child.pid), ...stillOurs(child)]);
  if (tree.size === 0) return;
  // Only the child's own group gets the polite signal: processes it put in other
  // groups (firebase-tools' Java emulators) are its to stop — it exports their data first.
  signalGroup(child.pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ([...tree].every((pid) => !alive(pid))) return;
    // Pick up grandchildren started during shutdown while their parents are alive.
    for (const pid of [...tree]) if (alive(pid)) for (const p of processTree(pid)) tree.add(p);
    await sleep(200);
  }
  tree = new Set([...tree, ...processTree(child.pid), ...stillOurs(child)]);
  const left = [...tree].filter(alive);
  if (left.length > 0) {
    console.error(
      `[${child.label}] did not stop within ${timeoutMs / 1000}s; killing ${left.join(', ')}`,
    );
  }
  signalGroup(child.pid, 'SIGKILL');
  for (const pid of left) signalPid(pid, 'SIGKILL');
  await child.exited;
}

/**
 * Processes the child was seen to start that are still running (same pid and start time).
 * @param {Child} child
 * @returns {number[]}
 */
export function stillOurs(child) {
  const pids = [];
  for (const [pid, start] of child.seen ?? []) if (procStat(pid)?.start === start) pids.push(pid);
  return pids;
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signalPid(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // gone
  }
}

/**
 * Stop every child still running, newest first.
 * @param {Parameters<typeof stopProcess>[1]} [options]
 */
export async function stopAll(options) {
  for (const child of [...running].reverse()) await stopProcess(child, options);
}

/**
 * On SIGINT/SIGTERM/SIGHUP run `cleanup` once, then exit 130 (143 for SIGTERM).
 * A second signal while cleaning up kills every child at once.
 * @param {() => Promise<void>} cleanup
 */
export function onInterrupt(cleanup) {
  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const handler = async (signal) => {
    if (stopping) {
      for (const child of running) {
        if (child.pid === undefined) continue;
        for (const pid of [...processTree(child.pid), ...stillOurs(child)])
          signalPid(pid, 'SIGKILL');
      }
      process.exit(130);
    }
    stopping = true;
    console.error(`\nReceived ${signal}: stopping everything this script started…`);
    try {
      await cleanup();
    } finally {
      process.exit(signal === 'SIGTERM' ? 143 : 130);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, handler);
}

/**
 * Resolve when `host:port` accepts a TCP connection, reject after `timeoutMs`.
 * @param {number} port
 * @param {{ host?: string, timeoutMs?: number }} [options]
 */
export async function waitForPort(port, { host = '127.0.0.1', timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(port, host)) return;
    await sleep(250);
  }
  throw new Error(`nothing answered on ${host}:${port} within ${timeoutMs / 1000}s`);
}

/**
 * Whether something accepts connections on host:port.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Who listens on a TCP port, as "pid N: command line" (from `ss -ltnp` and /proc), or null
 * when this machine cannot tell (no `ss`, or the process belongs to another user).
 * @param {number} port
 */
export function portHolder(port) {
  const res = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8', timeout: 5_000 });
  const pid = res.status === 0 ? /pid=(\d+)/.exec(res.stdout)?.[1] : undefined;
  if (!pid) return null;
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    // Gone already, or not ours to read.
  }
  return `pid ${pid}${command ? `: ${command.slice(0, 120)}` : ''}`;
}

/**
 * Runs `node <args>` again in a network namespace of its own, with only a loopback
 * (`unshare -n` as root, `unshare -rn` where user namespaces are allowed), and resolves to
 * its exit code; null when this machine cannot make one (not Linux, no `unshare`/`ip`, or
 * not permitted). HOMELEDGER_OWN_NETWORK=1 tells the inner run it is already inside.
 * @param {string[]} args
 * @returns {Promise<number | null>}
 */
export async function runInOwnNetwork(args) {
  if (process.platform !== 'linux') return null;
  /** @param {string[]} flags */
  const probe = (flags) =>
    spawnSync('unshare', [...flags, 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' })
      .status === 0;
  const flags = [['-n'], ['-rn']].find(probe);
  if (!flags) return null;
  const child = spawn(
    'unshare',
    [...flags, 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', process.execPath, ...args],
    { stdio: 'inherit', env: { ...process.env, HOMELEDGER_OWN_NETWORK: '1' } },
  );
  // Ctrl-C reaches the inner run through the terminal; it stops what it started.
  const ignore = () => {};
  process.on('SIGINT', ignore);
  const code = await new Promise((resolve) =>
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
  );
  process.off('SIGINT', ignore);
  return code;
}
