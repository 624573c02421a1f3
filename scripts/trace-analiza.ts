// The pure part of `npm run trace` (scripts/trace.mjs): what one traced load's events and CPU profile say about
// the renderer's main thread. Chrome trace events (the JSON Trace Event Format, `X` events with `ts`/`dur` in µs)
// and a CDP Profiler.Profile go in; tasks, compile totals and self time per source file come out. No I/O: the
// source maps are handed in through `mapFor`.
import { posix } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** thread (CPU) time, µs; wall time is `dur` */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { url?: string; documentLoaderURL?: string };
    fileName?: string;
    beginData?: { url?: string };
  };
}

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The renderer thread that loaded the page: the one of its main frame's navigationStart. */
export interface Thread {
  pid: number;
  tid: number;
  /** navigation start, µs of the trace clock (the 0 of the page's performance timeline) */
  t0: number;
}

const ms = (us: number) => Math.round(us / 100) / 10;

export function mainThread(events: TraceEvent[]): Thread {
  const starts = events.filter((e) => e.name === 'navigationStart');
  // the page's own navigation, not the about:blank the new tab starts with
  const nav = starts.find((e) => e.args?.data?.documentLoaderURL?.startsWith('http')) ?? starts[0];
  if (!nav) throw new Error('no navigationStart in the trace');
  return { pid: nav.pid, tid: nav.tid, t0: nav.ts };
}

/**
 * One load's events and profile cut to the load itself: from navigation start to `endMs` after it (the probe's
 * next frame), so neither the tracer's start nor the polling and the profile's collection after the end count.
 */
export function clip(
  events: TraceEvent[],
  profile: CpuProfile,
  thread: Thread,
  endMs: number,
): { events: TraceEvent[]; profile: CpuProfile } {
  const end = thread.t0 + endMs * 1000;
  const within = (ts: number) => ts >= thread.t0 && ts <= end;
  const kept = profileSamples(profile)
    .map((s, i) => ({ ...s, id: profile.samples[i]! }))
    .filter((s) => within(s.ts));
  return {
    events: events.filter((e) => e.ph === 'M' || within(e.ts)),
    profile: {
      nodes: profile.nodes,
      // each sample stands for the time since the one before it
      startTime: kept.length ? kept[0]!.ts - kept[0]!.us : thread.t0,
      samples: kept.map((s) => s.id),
      timeDeltas: kept.map((s) => s.us),
    },
  };
}

/** The last path segment of the script an event names, '' when it names none. */
export function eventFile(e: TraceEvent): string {
  const url = e.args?.data?.url || e.args?.fileName || e.args?.beginData?.url || '';
  return url ? fileOfUrl(url) : '';
}

const fileOfUrl = (url: string) =>
  url
    .replace(/[?#].*$/, '')
    .split('/')
    .pop() ?? '';

/** V8's parse and compile events, on the main thread (lazy compilation, module compile) or in the background. */
export const isCompile = (name: string) =>
  /^V8\.(Compile|Parse|PreParse|StreamingFinalization|OffThreadFinalization|Maglev|FinalizeBaseline)|^v8\.(compile|parse)|^BackgroundCompileTask/.test(
    name,
  );

/**
 * What a main-thread event is, in the words of the timeline; `other` for the rest (the timeline then names it
 * by its parent's kind, or by its own name directly under a task).
 */
export function kindOf(name: string): string {
  if (name === 'v8.evaluateModule') return 'evaluateModule';
  if (isCompile(name)) return 'compile';
  if (name === 'TimerFire') return 'timer';
  if (name === 'FunctionCall' || name === 'v8.callFunction') return 'function';
  if (name === 'EvaluateScript' || name === 'v8.run') return 'script';
  if (name === 'ParseHTML') return 'parseHTML';
  if (name === 'Layout') return 'layout';
  if (name === 'UpdateLayoutTree') return 'style';
  if (/^(PrePaint|Paint|Layerize|UpdateLayer|Commit)$/.test(name)) return 'paint';
  if (name === 'EventDispatch') return 'event';
  if (name === 'FireAnimationFrame') return 'animationFrame';
  if (name === 'RunMicrotasks') return 'microtasks';
  if (/GC|garbage/i.test(name)) return 'gc';
  return 'other';
}

interface Node {
  event: TraceEvent;
  end: number;
  /** µs not covered by a nested event */
  self: number;
  children: Node[];
}

/**
 * The complete (`X`) events of one thread as trees: each event under the innermost one that contains it, with
 * its self time.
 */
export function eventTrees(events: TraceEvent[], thread: Pick<Thread, 'pid' | 'tid'>): Node[] {
  const mine = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of mine) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length && stack[stack.length - 1]!.end < end) stack.pop();
    const parent = stack[stack.length - 1];
    const node: Node = { event, end, self: event.dur ?? 0, children: [] };
    if (parent) {
      parent.children.push(node);
      parent.self -= event.dur ?? 0;
    } else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** Samples of a CPU profile at their times (µs of the trace clock), with the duration each stands for. */
export function profileSamples(profile: CpuProfile): { ts: number; us: number; frame: CallFrame }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  let ts = profile.startTime;
  return profile.samples.map((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    ts += us;
    return { ts, us, frame: byId.get(id)! };
  });
}

/** The script file with the most samples in [start, end] (what a module evaluation ran), '' if none. */
export function dominantFile(samples: ReturnType<typeof profileSamples>, start: number, end: number): string {
  const files = new Map<string, number>();
  for (const s of samples)
    if (s.ts >= start && s.ts <= end && s.frame.url)
      files.set(fileOfUrl(s.frame.url), (files.get(fileOfUrl(s.frame.url)) ?? 0) + s.us);
  return top(files, 1)[0]?.[0] ?? '';
}

const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

export interface Task {
  /** ms from navigation start */
  start: number;
  ms: number;
  /** what it spent most on: self time per kind and file, largest first */
  top: { what: string; ms: number }[];
  /** with a locator: the functions the CPU profile sampled most in the task (it sees inside untraced time) */
  sampled?: { what: string; ms: number }[];
}

/**
 * The main thread's tasks longer than `minMs`, in order, each with the `topN` kinds of work (and their files)
 * it spent most self time on. A module evaluation names no file: `samples` (of the CPU profile) name the one
 * it mostly ran.
 */
export function taskTimeline(
  events: TraceEvent[],
  thread: Thread,
  {
    minMs = 3,
    topN = 3,
    samples = [],
    locate,
  }: {
    minMs?: number;
    topN?: number;
    samples?: ReturnType<typeof profileSamples>;
    locate?: (frame: CallFrame) => Location;
  } = {},
): Task[] {
  const tasks: Task[] = [];
  for (const root of eventTrees(events, thread)) {
    if (root.event.name !== 'RunTask' || (root.event.dur ?? 0) < minMs * 1000) continue;
    const spent = new Map<string, number>();
    // work of no kind of its own (and with no file of its own) counts as its parent's
    const visit = (n: Node, parent?: { kind: string; file: string }) => {
      let kind = kindOf(n.event.name);
      // the task's own time is what no traced event covers
      if (!parent) kind = 'task';
      else if (kind === 'other') kind = parent.kind === 'task' ? n.event.name : parent.kind;
      let file = eventFile(n.event) || parent?.file || '';
      if (n.event.name === 'v8.evaluateModule' && !file) file = dominantFile(samples, n.event.ts, n.end);
      add(spent, file ? `${kind} ${file}` : kind, n.self);
      for (const c of n.children) visit(c, { kind, file });
    };
    visit(root);
    const task: Task = {
      start: ms(root.event.ts - thread.t0),
      ms: ms(root.event.dur ?? 0),
      top: top(spent, topN).map(([what, us]) => ({ what, ms: ms(us) })),
    };
    if (locate) {
      const sampled = new Map<string, number>();
      for (const s of samples)
        if (s.ts >= root.event.ts && s.ts <= root.end)
          add(sampled, functionKey(s.frame, locate(s.frame)), s.us);
      task.sampled = top(sampled, topN).map(([what, us]) => ({ what, ms: ms(us) }));
    }
    tasks.push(task);
  }
  return tasks;
}

/** Sum of durations of the events that no other counted event of the same thread contains. */
function outermost(events: TraceEvent[], time: (e: TraceEvent) => number) {
  const byThread = new Map<number, TraceEvent[]>();
  for (const e of events) byThread.set(e.tid, [...(byThread.get(e.tid) ?? []), e]);
  const kept: { event: TraceEvent; us: number }[] = [];
  for (const list of byThread.values()) {
    let end = -Infinity;
    for (const e of list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
      if (e.ts + (e.dur ?? 0) <= end) continue;
      end = e.ts + (e.dur ?? 0);
      kept.push({ event: e, us: time(e) });
    }
  }
  return kept;
}

export interface CompileTotals {
  /** parse and compile on the renderer's main thread, wall ms (what the throttled page waits) */
  mainMs: number;
  /** the same per main-thread event name (the outermost ones) */
  mainByName: Record<string, number>;
  /** parse and compile on the renderer's other threads, CPU ms (their wall time includes waiting for bytes) */
  backgroundMs: number;
  /** the same per script file (streaming parse names it; '' for lazy functions compiled ahead) */
  backgroundByFile: Record<string, number>;
}

export function compileTotals(events: TraceEvent[], thread: Thread): CompileTotals {
  const compile = events.filter((e) => e.pid === thread.pid && e.ph === 'X' && e.dur && isCompile(e.name));
  const main = outermost(
    compile.filter((e) => e.tid === thread.tid),
    (e) => e.dur ?? 0,
  );
  const background = outermost(
    compile.filter((e) => e.tid !== thread.tid),
    (e) => e.tdur ?? e.dur ?? 0,
  );
  const mainByName = new Map<string, number>();
  for (const { event, us } of main) add(mainByName, event.name, us);
  const backgroundByFile = new Map<string, number>();
  for (const { event, us } of background) add(backgroundByFile, eventFile(event), us);
  const sum = (xs: { us: number }[]) => ms(xs.reduce((s, x) => s + x.us, 0));
  const record = (m: Map<string, number>) => Object.fromEntries(top(m, m.size).map(([k, v]) => [k, ms(v)]));
  return {
    mainMs: sum(main),
    mainByName: record(mainByName),
    backgroundMs: sum(background),
    backgroundByFile: record(backgroundByFile),
  };
}

/** Each module evaluation of the main thread: its wall ms and the file it mostly ran (from the samples). */
export function moduleEvaluations(
  events: TraceEvent[],
  thread: Thread,
  samples: ReturnType<typeof profileSamples>,
): { start: number; ms: number; file: string }[] {
  const evaluations = events.filter(
    (e) => e.name === 'v8.evaluateModule' && e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid,
  );
  return outermost(evaluations, (e) => e.dur ?? 0).map(({ event, us }) => ({
    start: ms(event.ts - thread.t0),
    ms: ms(us),
    file: dominantFile(samples, event.ts, event.ts + us),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// source maps

/**
 * A source path of a map as the report names it: `node_modules/<pkg>/…` for a package (wherever the folder
 * is), else relative to the project `root`; `mapDir` is the folder of the map (its sources are relative to it).
 */
export function sourcePath(source: string, mapDir: string, root: string): string {
  const path = posix.resolve(mapDir, source);
  const i = path.lastIndexOf('/node_modules/');
  if (i >= 0) return path.slice(i + 1);
  const relative = posix.relative(root, path);
  return relative.startsWith('../') ? source : relative;
}

/** The report's file of a source path: a package as `node_modules/<pkg>` (`@scope/pkg` kept whole). */
export const fileKey = (path: string) => path.replace(/^(node_modules\/(?:@[^/]+\/)?[^/]+)\/.*$/, '$1');

export interface Location {
  /** src/… , node_modules/<pkg>/… , the bundle file when it has no map, or `(program)`-like for V8's own */
  file: string;
  /** the function's original name where the map has one, else the bundle's */
  fn: string;
  line?: number;
}

/**
 * Maps profile call frames through the bundle's source maps. `mapFor(url)` gives the raw map of a script URL
 * and the folder it lies in, or null (no map: the frame keeps the bundle's file name).
 */
export function createLocator(
  mapFor: (url: string) => { map: RawSourceMap; dir: string } | null,
  root: string,
): (frame: CallFrame) => Location {
  const consumers = new Map<string, { consumer: SourceMapConsumer; dir: string } | null>();
  return (frame) => {
    if (!frame.url) {
      // V8's own entries are named in parentheses already: (program), (idle), (garbage collector)
      const name = frame.functionName.startsWith('(')
        ? frame.functionName
        : `(${frame.functionName || 'native'})`;
      return { file: name, fn: name };
    }
    if (!consumers.has(frame.url)) {
      const found = mapFor(frame.url);
      consumers.set(frame.url, found && { consumer: new SourceMapConsumer(found.map), dir: found.dir });
    }
    const m = consumers.get(frame.url);
    const fallback = { file: fileOfUrl(frame.url), fn: frame.functionName || '(anonymous)' };
    if (!m || frame.lineNumber < 0) return fallback;
    // profile positions are 0-based; the map's lines are 1-based, its columns 0-based
    const at = { line: frame.lineNumber + 1, column: frame.columnNumber };
    let o = m.consumer.originalPositionFor({ ...at, bias: SourceMapConsumer.GREATEST_LOWER_BOUND });
    if (!o.source) o = m.consumer.originalPositionFor({ ...at, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
    if (!o.source) return fallback;
    return {
      file: sourcePath(o.source, m.dir, root),
      fn: o.name || frame.functionName || '(anonymous)',
      line: o.line,
    };
  };
}

/** A function as the tables name it: `name file:line`, or V8's own entry alone (`(program)`). */
const functionKey = (frame: CallFrame, where: Location) =>
  frame.url ? `${where.fn} ${where.line ? `${where.file}:${where.line}` : where.file}` : where.file;

/** Self time of a CPU profile per source file and per function, in ms, largest first. */
export function profileSelfTime(
  profile: CpuProfile,
  locate: (frame: CallFrame) => Location,
): { totalMs: number; files: [string, number][]; functions: [string, number][] } {
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const s of profileSamples(profile)) {
    const where = locate(s.frame);
    total += s.us;
    add(files, fileKey(where.file), s.us);
    add(functions, functionKey(s.frame, where), s.us);
  }
  const list = (m: Map<string, number>) => top(m, m.size).map(([k, us]): [string, number] => [k, us / 1000]);
  return { totalMs: total / 1000, files: list(files), functions: list(functions) };
}

/** Averages tables (name → ms) of several loads: each name's sum divided by the number of loads. */
export function averageTables(tables: [string, number][][]): [string, number][] {
  const sum = new Map<string, number>();
  for (const t of tables) for (const [k, v] of t) add(sum, k, v);
  return top(sum, sum.size).map(([k, v]) => [k, Math.round((v / Math.max(1, tables.length)) * 10) / 10]);
}
