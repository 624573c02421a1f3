// The analysis of `npm run trace` (scripts/trace-analiza.ts) on small synthetic traces and profiles, and on a real
// source map made by esbuild.
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  averageTables,
  clip,
  compileTotals,
  createLocator,
  fileKey,
  mainThread,
  moduleEvaluations,
  profileSamples,
  profileSelfTime,
  sourcePath,
  taskTimeline,
  type CallFrame,
  type CpuProfile,
  type TraceEvent,
} from '../scripts/trace-analiza.ts';

const PID = 10;
const MAIN = 1;
const BUNDLE = 'http://127.0.0.1:4000';

/** A complete event; times in ms for reading, µs in the event. */
const x = (name: string, startMs: number, durMs: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ts: startMs * 1000,
  dur: durMs * 1000,
  pid: PID,
  tid: MAIN,
  ...extra,
});
const url = (u: string) => ({ args: { data: { url: `${BUNDLE}/${u}` } } });

const navigation = (ts: number, documentLoaderURL: string): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ts: ts * 1000,
  pid: PID,
  tid: MAIN,
  args: { data: { documentLoaderURL } },
});

/** A CPU profile whose samples run the given frames for the given ms each, from `startMs`. */
function profileOf(startMs: number, runs: [CallFrame, number][]): CpuProfile {
  const frames = [...new Set(runs.map(([f]) => f))];
  const nodes = frames.map((callFrame, i) => ({ id: i + 1, callFrame }));
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  for (const [frame, ms] of runs)
    for (let i = 0; i < ms * 10; i++) {
      samples.push(frames.indexOf(frame) + 1);
      timeDeltas.push(100);
    }
  return { nodes, startTime: startMs * 1000, samples, timeDeltas };
}
const frame = (functionName: string, file = '', lineNumber = 0, columnNumber = 0): CallFrame => ({
  functionName,
  url: file && `${BUNDLE}/${file}`,
  lineNumber,
  columnNumber,
});

// the page's navigation at 100 ms (after the about:blank one), three tasks on the main thread, one elsewhere
const events: TraceEvent[] = [
  navigation(50, ''),
  navigation(100, 'http://127.0.0.1:5000/preact/imiona'),
  // 25 ms: compile of the shared chunk (10 ms, one V8.CompileCode of 4 ms nested in it) and 15 ms of the task
  x('RunTask', 110, 25),
  x('v8.compileModule', 112, 10, url('chunks/shared.js')),
  x('V8.CompileCode', 113, 4),
  // 2 ms: below the 3 ms threshold
  x('RunTask', 140, 2),
  // 50 ms: module evaluation (no URL in the trace) 40 ms, of which a lazy compile 6 ms and a layout 4 ms
  x('RunTask', 200, 50),
  x('v8.evaluateModule', 205, 40),
  x('V8.CompileCode', 210, 6),
  x('Layout', 230, 4),
  // another renderer thread: streaming parse of the shared chunk, its compile nested in it
  x('v8.parseOnBackground', 100, 30, { tid: 7, tdur: 8000, ...url('chunks/shared.js') }),
  x('V8.CompileCodeBackground', 110, 10, { tid: 7, tdur: 5000 }),
  // another process (the browser) is not the page's
  x('V8.CompileCode', 210, 99, { pid: 99 }),
];
// the evaluation's window sampled mostly in the shared chunk
const profile = profileOf(200, [
  [frame('(program)'), 5],
  [frame('a', 'chunks/shared.js', 0, 10), 30],
  [frame('b', 'gmina.js', 0, 5), 10],
  [frame('(idle)'), 5],
]);

describe('trace analysis', () => {
  it('takes the page navigation main thread', () => {
    expect(mainThread(events)).toEqual({ pid: PID, tid: MAIN, t0: 100_000 });
  });

  it('lists main-thread tasks over 3 ms with their self time by kind and file', () => {
    const thread = mainThread(events);
    const tasks = taskTimeline(events, thread, { samples: profileSamples(profile) });
    expect(tasks.map((t) => [t.start, t.ms])).toEqual([
      [10, 25],
      [100, 50],
    ]);
    // the nested compile belongs to the module compile's file; the task's own time is what no event covers
    expect(tasks[0]!.top).toEqual([
      { what: 'task', ms: 15 },
      { what: 'compile shared.js', ms: 10 },
    ]);
    // the evaluation names its file through the samples; its compile and layout are counted apart from it
    expect(tasks[1]!.top).toEqual([
      { what: 'evaluateModule shared.js', ms: 30 },
      { what: 'task', ms: 10 },
      { what: 'compile shared.js', ms: 6 },
    ]);
  });

  it('says what the profile sampled most in each task when given a locator', () => {
    const thread = mainThread(events);
    const locate = createLocator(() => null, '/project');
    const [, evaluation] = taskTimeline(events, thread, {
      samples: profileSamples(profile),
      locate,
      topN: 2,
    });
    expect(evaluation!.sampled).toEqual([
      { what: 'a shared.js', ms: 30 },
      { what: 'b gmina.js', ms: 10 },
    ]);
  });

  it('sums main-thread compile without nested events twice, and background compile in CPU time per file', () => {
    const totals = compileTotals(events, mainThread(events));
    expect(totals.mainMs).toBe(16); // 10 (module compile, its nested 4 inside) + 6 (lazy)
    expect(totals.mainByName).toEqual({ 'v8.compileModule': 10, 'V8.CompileCode': 6 });
    expect(totals.backgroundMs).toBe(8); // the streaming parse's thread time, its nested compile inside
    expect(totals.backgroundByFile).toEqual({ 'shared.js': 8 });
  });

  it('names each module evaluation by the file it mostly ran', () => {
    const thread = mainThread(events);
    expect(moduleEvaluations(events, thread, profileSamples(profile))).toEqual([
      { start: 105, ms: 40, file: 'shared.js' },
    ]);
  });

  it('sums profile self time per file and function, V8 entries by their own name', () => {
    const self = profileSelfTime(
      profile,
      createLocator(() => null, '/project'),
    );
    expect(self.totalMs).toBeCloseTo(50);
    expect(self.files.map(([k, v]) => [k, Math.round(v)])).toEqual([
      ['shared.js', 30],
      ['gmina.js', 10],
      ['(program)', 5],
      ['(idle)', 5],
    ]);
    expect(self.functions.map(([k]) => k)).toContain('a shared.js');
  });

  it('cuts a load to navigation start … its end: earlier and later tasks and samples do not count', () => {
    const thread = mainThread(events);
    const early = clip(events, profile, thread, 90); // until 190 ms: the module evaluation's task is after it
    expect(early.events.some((e) => e.name === 'navigationStart' && e.ts === 50_000)).toBe(false);
    expect(mainThread(early.events)).toEqual(thread);
    expect(taskTimeline(early.events, thread).map((t) => t.start)).toEqual([10]);
    expect(early.profile.samples).toEqual([]);
    // until 230 ms: the samples of 200…230 ms, at their own times
    const late = clip(events, profile, thread, 130);
    const self = profileSelfTime(
      late.profile,
      createLocator(() => null, '/project'),
    );
    expect(self.totalMs).toBeCloseTo(30);
    expect(self.files.map(([k, v]) => [k, Math.round(v)])).toEqual([
      ['shared.js', 25],
      ['(program)', 5],
    ]);
    expect(profileSamples(late.profile)[0]!.ts).toBe(profileSamples(profile)[0]!.ts);
  });

  it('averages tables over loads, a name missing from a load counting as 0', () => {
    expect(
      averageTables([
        [
          ['a', 10],
          ['b', 4],
        ],
        [['a', 20]],
      ]),
    ).toEqual([
      ['a', 15],
      ['b', 2],
    ]);
  });
});

describe('source paths', () => {
  it('names packages from node_modules wherever the folder is, and project files from the root', () => {
    const dir = '/tmp/x/chunks';
    expect(sourcePath('../../../work/main/node_modules/preact/dist/preact.module.js', dir, '/work/wt')).toBe(
      'node_modules/preact/dist/preact.module.js',
    );
    expect(sourcePath('../../../work/wt/src/core/format.ts', dir, '/work/wt')).toBe('src/core/format.ts');
    expect(fileKey('node_modules/preact/dist/preact.module.js')).toBe('node_modules/preact');
    expect(fileKey('node_modules/@r2wc/core/dist/index.js')).toBe('node_modules/@r2wc/core');
    expect(fileKey('src/core/format.ts')).toBe('src/core/format.ts');
  });

  it('maps a profile frame through a real source map to the original file, line and name', () => {
    const source = [
      'export function formatuj(kwota: number): string {',
      '  return kwota.toFixed(2);',
      '}',
      'export const policz = (xs: number[]) => xs.reduce((s, x) => s + x, 0);',
    ].join('\n');
    const out = transformSync(source, {
      loader: 'ts',
      format: 'esm',
      minify: true,
      sourcemap: 'external',
      sourcefile: '../../src/core/kwoty.ts',
    });
    const code = out.code;
    // V8 places a function at the position of its name (a declaration) in the minified line
    const at = code.indexOf('function ') + 'function '.length;
    const minified = /function (\w+)\(/.exec(code)![1]!;
    const locate = createLocator(
      (u) => (u.endsWith('/chunks/kwoty.js') ? { map: JSON.parse(out.map), dir: '/out/chunks' } : null),
      '/',
    );
    const where = locate(frame(minified, 'chunks/kwoty.js', 0, at));
    expect(where).toEqual({ file: 'src/core/kwoty.ts', fn: 'formatuj', line: 1 });
    // a script without a map keeps the bundle's file and name
    expect(locate(frame('q', 'chunks/other.js', 0, 3))).toEqual({ file: 'other.js', fn: 'q' });
  });
});
