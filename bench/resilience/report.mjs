// @ts-check
/** The run as bench/results/resilience-<date>.json (everything) and .md (a readable report). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUCKETS = ['2xx', '400', '401', '403', '404', '413', '415', 'other', '503', '5xx≠503', 'parser', 'no answer', 'timeout'];

const mark = (/** @type {boolean} */ ok) => (ok ? '✓' : '✗');
const cell = (/** @type {unknown} */ v) =>
  String(v ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');
const n = (/** @type {number} */ x) => x.toLocaleString('en-US');

/** @param {any} report @param {string} outDir */
export function writeReport(report, outDir) {
  const stamp = report.date.slice(0, 10);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, `resilience-${stamp}.json`), JSON.stringify(report, null, 2) + '\n');
  const md = markdown(report);
  writeFileSync(join(outDir, `resilience-${stamp}.md`), md);
  console.log(`\n${md}`);
  console.log(`[resilience] wrote ${join(outDir, `resilience-${stamp}.{json,md}`)}`);
}

/** @param {any} r */
function markdown(r) {
  const out = [];
  const m = r.machine;
  out.push(
    `# Resilience benchmark, ${r.date.slice(0, 10)}`,
    '',
    'Made by (after `npm run build`):',
    '',
    '```',
    r.command,
    '```',
    '',
    `Machine: ${m.nproc} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}; the stack, the bench and its clients share the cores. ` +
      `Code: git ${r.git.commit}${r.git.uncommittedFiles ? ` with ${r.git.uncommittedFiles} uncommitted files` : ''}. ` +
      `Seed ${r.seed} (the command above repeats the same inputs). Run time ${r.seconds} s, of which ${Math.round(r.startupMs / 1000)} s to start the stack.`,
    '',
    `The stack: \`startStack\` (deploy/embedded/stack.mjs) on loopback — gateway :${r.settings.ports.gateway}, services :${r.settings.ports.services} over TCP, ` +
      `embedded PostgreSQL :${r.settings.ports.postgres}, Firebase Auth Emulator :${r.settings.ports.authEmulator} — with rate limits ${r.settings.rateLimits}, so requests reach the code under test. ` +
      `Logs stay in \`${r.settings.dataDir}/logs\` until the next run.`,
    '',
    '## Summary',
    '',
    '| part | goal | seen | met |',
    '|---|---|---|---|',
  );
  const f = r.fuzz;
  if (f) {
    out.push(
      `| fuzz | ≥ 10,000 requests over every route | ${n(f.requests)} over ${f.routesCovered}/${f.routesTotal} routes in ${f.seconds} s${f.truncated ? ' (cut short by --max-seconds)' : ''}${r.quick ? ' (--quick)' : ''} | ${r.quick && f.routesCovered === f.routesTotal ? '–' : mark(f.requests >= 10_000 && f.routesCovered === f.routesTotal)} |`,
      `| fuzz | 0 × 5xx other than 503 | ${f.goals.fiveHundreds} | ${mark(!f.goals.fiveHundreds)} |`,
      `| fuzz | 100 % of /api answers in the JSON envelope | ${f.goals.envelopeShare} % (${f.goals.nonEnvelope} of ${n(f.goals.apiAnswers)} not${f.goals.nonEnvelopeBeforeApp ? `; ${f.goals.nonEnvelopeBeforeApp} of those from Node's HTTP parser, before the app` : ''}) | ${mark(!f.goals.nonEnvelope)} |`,
      `| fuzz | every request answered, none hangs | ${f.goals.noAnswer} without an answer | ${mark(!f.goals.noAnswer)} |`,
      `| fuzz | no answer carries a server file | ${f.goals.leaks} | ${mark(!f.goals.leaks)} |`,
      `| fuzz | no process exits | ${f.processEvents.filter((/** @type {any} */ e) => /exited/.test(e.message)).length} exits | ${mark(!f.processEvents.some((/** @type {any} */ e) => /exited/.test(e.message)))} |`,
    );
  }
  if (r.logLeaks) {
    out.push(
      `| logs | 0 log lines with a value a visitor typed (fuzz) | ${r.logLeaks.fuzz.lines} lines from ${r.logLeaks.fuzz.requests} requests (besides ${r.logLeaks.fuzz.correlationIdOnly.lines} lines that only repeat a caller's well-formed \`x-correlation-id\`, kept by design) | ${mark(!r.logLeaks.fuzz.lines)} |`,
      `| logs | 0 log lines with a contact message's text (load) | ${r.logLeaks.load.lines} lines from ${r.logLeaks.load.writes} writes | ${mark(!r.logLeaks.load.lines)} |`,
    );
  }
  if (r.matrix) {
    out.push(
      `| credentials | only the real admin passes an admin route; every other credential 401/403 | ${r.matrix.cells.length - r.matrix.failed}/${r.matrix.cells.length} cells as expected | ${mark(!r.matrix.failed)} |`,
    );
  }
  if (r.faults) {
    for (const x of r.faults.faults) {
      if (x.skipped) {
        out.push(`| faults | ${x.part} ${x.mode} | skipped: ${cell(x.skipped)} | ✗ |`);
        continue;
      }
      const g = x.goals;
      out.push(
        `| faults | ${x.part} ${x.mode}: 503 or success while down, no 500, no hang > 5 s, success ≤ 5 s after it returns | ${cell(x.summary)} | ${mark(Object.values(g).every(Boolean))} |`,
      );
    }
    const w = r.faults.writes;
    if (w) {
      out.push(
        `| faults | 0 acknowledged writes lost | ${w.lost} of ${w.acknowledged} | ${mark(!w.lost)} |`,
        `| faults | 0 writes stored twice (Idempotency-Key) | ${w.duplicated} (${w.duplicateRows} extra rows; ${w.duplicatedAfterRetry} after a retry) | ${mark(!w.duplicated)} |`,
      );
    }
  }
  out.push('', r.goalsMissed.length ? `**Goals missed:** ${r.goalsMissed.length}.` : '**Every goal met.**', '');

  if (f) out.push(...fuzzSection(r));
  if (r.logLeaks) out.push(...logSection(r.logLeaks));
  if (r.matrix) out.push(...matrixSection(r.matrix));
  if (r.faults) out.push(...faultSection(r.faults, r.settings));
  return out.join('\n') + '\n';
}

/** @param {any} r */
function fuzzSection(r) {
  const f = r.fuzz;
  const out = [
    '## 1. Fuzz',
    '',
    `${n(f.requests)} requests at ${r.settings.concurrency} concurrent clients, route *i* mod ${f.routesTotal} for request *i* (so every route gets the same share), the input class and values from a PRNG seeded with (seed, *i*). ` +
      `Routes: ${r.routes.source}${r.routes.notInGateway.length ? `; the bench's list also names ${r.routes.notInGateway.map((/** @type {string} */ k) => `\`${k}\``).join(', ')}, which this gateway does not have` : ''}. ` +
      "Half of every admin route's requests carry the real admin's token, so bodies reach validation; the other half a visitor's, an expired, a garbage or no token. " +
      'A write the admin makes valid is stored (the fuzz updates and deletes only rows it created, or ids nobody has). ' +
      '"parser" = answered before any of the app ran (no `x-correlation-id`): Node\'s HTTP parser refused the request (or the gateway\'s clientError handler, if it has one, answered for it).',
    '',
    `Statuses: ${Object.entries(f.byStatus)
      .sort((a, b) => Number(b[1]) - Number(a[1]))
      .map(([s, c]) => `${s} × ${c}`)
      .join(', ')}.`,
    '',
    'By input class:',
    '',
    `| class | requests | ${BUCKETS.join(' | ')} |`,
    `|---|---:|${BUCKETS.map(() => '---:').join('|')}|`,
    ...Object.entries(f.byClass)
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([cls, c]) => `| ${cls} | ${c.requests} | ${BUCKETS.map((b) => c[b] ?? '').join(' | ')} |`),
    '',
    'By route:',
    '',
    `| route | requests | ${BUCKETS.join(' | ')} | non-envelope |`,
    `|---|---:|${BUCKETS.map(() => '---:').join('|')}|---:|`,
    ...Object.entries(f.byRoute)
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([route, c]) => `| \`${route}\` | ${c.requests} | ${BUCKETS.map((b) => c[b] ?? '').join(' | ')} | ${c['non-envelope'] ?? ''} |`),
    '',
  ];
  if (Object.keys(f.otherStatuses).length)
    out.push(
      `"other" statuses: ${Object.entries(f.otherStatuses)
        .map(([s, c]) => `${s} × ${c}`)
        .join(', ')}.`,
      '',
    );
  if (Object.keys(f.parserByStatus).length) {
    out.push(
      `Answered by Node's HTTP parser (no app code ran, so no envelope): ${Object.entries(f.parserByStatus)
        .map(([s, c]) => `${s} × ${c}`)
        .join(', ')}; ` + `by input: ${f.parserGroups.map((/** @type {any} */ g) => `${cell(g.what)} × ${g.count}`).join(', ')}.`,
      '',
    );
  }
  out.push(...anomalySection('5xx other than 503', f.fiveHundredInputs, f.fiveHundredGroups, f.fiveHundredList));
  out.push(...anomalySection('/api answers not in the envelope', f.nonEnvelopeInputs, f.nonEnvelopeGroups, f.nonEnvelopeList));
  out.push(...anomalySection('requests without an answer', f.noAnswerInputs, f.noAnswerGroups, f.noAnswerList));
  if (f.leakList.length) out.push(...anomalySection('answers that look like a server file', [], [], f.leakList));
  if (f.explained.length) {
    out.push('What the logs say about those requests (error and warn lines with their correlation id):', '');
    for (const e of f.explained.slice(0, 20))
      out.push(
        `- \`${e.route}\` ${e.status} (\`${e.correlationId}\`):`,
        ...e.lines.map((/** @type {string} */ l) => `  - \`${cell(l).replace(/`/g, "'")}\``),
      );
    out.push('');
  }
  out.push(
    `Processes during the fuzz: ${f.processEvents.length ? f.processEvents.map((/** @type {any} */ e) => `${e.part} at ${e.t} s: ${e.message}`).join('; ') : 'no process exited or restarted'}. ` +
      `Health afterwards: ${cell(JSON.stringify(f.healthAfter))}.`,
    '',
  );
  return out;
}

/** @param {string} title @param {any[]} inputs @param {any[]} groups @param {any[]} list */
function anomalySection(title, inputs, groups, list) {
  if (!list.length && !groups.length) return [`No ${title}.`, ''];
  const out = [`### ${title}`, ''];
  if (inputs.length) {
    out.push('By status and input (class: value kind):', '', '| count | routes | status [class: kind] |', '|---:|---:|---|');
    for (const g of inputs.slice(0, 30)) out.push(`| ${g.count} | ${g.routes} | ${cell(g.what)} |`);
    out.push('');
  }
  if (groups.length) {
    out.push('By status, route and input:', '', '| count | status, route [class: kind] |', '|---:|---|');
    for (const g of groups.slice(0, 25)) out.push(`| ${g.count} | ${cell(g.what)} |`);
    if (groups.length > 25) out.push(`| … | ${groups.length - 25} more in the JSON |`);
    out.push('');
  }
  out.push(`The first ${Math.min(20, list.length)}:`, '');
  for (const a of list.slice(0, 20)) {
    out.push(
      `- #${a.i} \`${a.request.method} ${cell(a.request.path).replace(/`/g, "'")}\` [${a.cls}: ${cell(a.kind)}; ${a.credential}] ` +
        `${a.request.contentType ? `content-type \`${cell(a.request.contentType)}\` ` : ''}${a.request.contentEncoding ? `content-encoding \`${cell(a.request.contentEncoding)}\` ` : ''}` +
        `${a.request.bodyBytes ? `body ${a.request.bodyBytes} B \`${cell(a.request.body).slice(0, 120).replace(/`/g, "'")}\` ` : ''}` +
        `→ **${a.response.status || a.response.error}** ${a.response.contentType ? `\`${cell(a.response.contentType)}\` ` : ''}` +
        `\`${cell(a.response.body).slice(0, 160).replace(/`/g, "'")}\` (${a.why.join('; ')})`,
    );
  }
  out.push('');
  return out;
}

/** @param {any} l */
function logSection(l) {
  const out = [
    '## Logs: values a visitor typed',
    '',
    'Every text the fuzz generated carries `zqxf-<run>-<request>`, every contact message of the load `zqxl-<run>-<write>`; each log file of the stack (`logs/*.log`) is searched for them after the run. ' +
      'A hit is traced to the place the value was put in the request and to the field of the (JSON) log line that carried it.',
    '',
    `Log lines with a marker, per file: ${
      Object.entries(l.files)
        .map(([f, c]) => `${f} ${c}`)
        .join(', ') || 'none'
    }. ` +
      `Of these, ${l.fuzz.correlationIdOnly.lines} (from ${l.fuzz.correlationIdOnly.requests} requests) carry it only as the caller's own well-formed \`x-correlation-id\`, which the gateway keeps and every part logs by design; they are not counted below.`,
    '',
  ];
  if (l.fuzz.lines) {
    out.push(
      `Fuzz: ${l.fuzz.lines} lines from ${l.fuzz.requests} requests.`,
      '',
      '| where the request carried the value | requests |',
      '|---|---:|',
      ...Object.entries(l.fuzz.byPlacement).map(([k, c]) => `| ${cell(k)} | ${c} |`),
      '',
      '| log file: field of the line | lines |',
      '|---|---:|',
      ...Object.entries(l.fuzz.byField)
        .sort((a, b) => Number(b[1]) - Number(a[1]))
        .map(([k, c]) => `| ${cell(k)} | ${c} |`),
      '',
      '| route [class] | requests |',
      '|---|---:|',
      ...Object.entries(l.fuzz.byRoute)
        .sort((a, b) => Number(b[1]) - Number(a[1]))
        .slice(0, 30)
        .map(([k, c]) => `| \`${cell(k)}\` | ${c} |`),
      '',
      'Samples:',
      '',
      ...l.fuzz.samples.map((/** @type {string} */ s) => `- \`${cell(s).replace(/`/g, "'")}\``),
      '',
    );
  } else out.push('Fuzz: no log line repeats a value a visitor typed.', '');
  if (l.load.lines) {
    out.push(
      `Load: ${l.load.lines} lines from ${l.load.writes} contact writes, in ${Object.entries(l.load.byField)
        .map(([k, c]) => `${k} (${c})`)
        .join(', ')}.`,
      '',
      ...l.load.samples.slice(0, 5).map((/** @type {string} */ s) => `- \`${cell(s).replace(/`/g, "'")}\``),
      '',
    );
  } else out.push("Load: no log line repeats a contact message's text.", '');
  return out;
}

/** @param {any} x */
function matrixSection(x) {
  const out = [
    '## 2. Admin credential matrix',
    '',
    "Each admin route and `/api/auth/me` twice per credential (the second time within the gateway's verification cache). Requests change nothing even for the admin: reads of a real row, writes with `{}` (400), deletes and the handled flag of an id nobody has (404). " +
      'Goal: the real admin passes (2xx, or a 4xx that is not 401/403); every other credential gets 401 or 403; `/api/auth/me` answers 200 to a valid token with `isAdmin` true only for the admin. ' +
      'The Auth Emulator signs nothing (its tokens are `alg: none`), so in this mode the swapped-e-mail token verifies as the visitor it names; the identity service reads the address from the account, not the token.',
    '',
    'Credentials:',
    '',
    ...x.credentials.map((/** @type {any} */ c) => `- \`${c.id}\`: ${c.label}`),
    '',
    `| route | ${x.credentials.map((/** @type {any} */ c) => c.id).join(' | ')} |`,
    `|---|${x.credentials.map(() => '---').join('|')}|`,
  ];
  for (const route of x.routes) {
    const row = x.credentials.map((/** @type {any} */ c) => {
      const found = x.cells.find((/** @type {any} */ k) => k.route === route && k.credential === c.id);
      if (!found) return '';
      const statuses = [...new Set(found.answers.map((/** @type {any} */ a) => a.status || a.error))].join('/');
      return found.ok ? statuses : `**✗ ${statuses}**`;
    });
    out.push(`| \`${route}\` | ${row.join(' | ')} |`);
  }
  out.push('', 'Per credential:', '', '| credential | answers | statuses | cells off the goal |', '|---|---:|---|---:|');
  for (const c of x.credentials) {
    const cells = x.cells.filter((/** @type {any} */ k) => k.credential === c.id);
    /** @type {Record<string, number>} */
    const tally = {};
    for (const k of cells) for (const a of k.answers) tally[a.status || a.error] = (tally[a.status || a.error] ?? 0) + 1;
    out.push(
      `| \`${c.id}\` | ${cells.reduce((s, k) => s + k.answers.length, 0)} | ${Object.entries(tally)
        .map(([s, v]) => `${s} × ${v}`)
        .join(', ')} | ${cells.filter((/** @type {any} */ k) => !k.ok).length} |`,
    );
  }
  const failed = x.cells.filter((/** @type {any} */ k) => !k.ok);
  if (failed.length) {
    out.push('', 'Off the goal:', '');
    for (const k of failed.slice(0, 40))
      out.push(
        `- \`${k.route}\` × \`${k.credential}\`: ${k.why.join('; ')} (${k.answers.map((/** @type {any} */ a) => `${a.status || a.error} ${a.code ?? ''}`).join(', ')})`,
      );
  }
  out.push('');
  return out;
}

/** @param {any} x @param {any} settings */
function faultSection(x, settings) {
  const out = [
    '## 3. Faults under load',
    '',
    `${settings.loadClients} clients, each in a loop with 25–75 ms between requests: public reads (posts, a post, topics, guides, a topic's posts, search, health, \`/api/auth/me\` with a visitor's token) and every fourth request a \`POST /api/contact\` ` +
      'with its own `Idempotency-Key` and a marker in the message, retried with the same key and body after a 503 or a network error (up to 5 attempts, 300 ms × attempt apart). ' +
      `Beside them a probe of the faulted part asks a route that needs it every 150 ms. Each part in turn is paused (SIGSTOP, ${settings.pauseMs / 1000} s, SIGCONT) and killed (SIGKILL; back when the runner shows a new live pid or says it is ready, waiting at most ${settings.returnTimeoutMs / 1000} s). ` +
      'PostgreSQL gets the signal on its whole process tree (postmaster and backends: pausing only the postmaster leaves open connections working). Pids: `<dataDir>/run/<part>.pid`, else `stack.pid(part)`, else (PostgreSQL) `postmaster.pid`. ' +
      '"needing it" = the routes whose answer depends on the part (content routes on content and PostgreSQL, search on search, contact and the admin counts on engage and PostgreSQL, `/api/auth/me` on identity and PostgreSQL, all on the gateway).',
    '',
    'A request slower than 5 s (or timed out at 10 s) is a hang; for the paused gateway, where nothing can answer before SIGCONT, the limit is the pause plus 1 s.',
    '',
    '| part | signal | pid | down ms | back by | first success after return, ms (≤ 5000) | routes needing it, while down | other routes, while down: not 2xx | max latency ms | hangs | 5xx≠503 | goals |',
    '|---|---|---:|---:|---|---:|---|---:|---:|---:|---:|---|',
  ];
  for (const f of x.faults) {
    if (f.skipped) {
      out.push(`| ${f.part} | ${f.mode} | ${f.pid ?? ''} | | skipped: ${cell(f.skipped)} | | | | | | | ✗ |`);
      continue;
    }
    const missed = Object.entries(f.goals)
      .filter(([, ok]) => !ok)
      .map(([k]) => k);
    out.push(
      `| ${f.part} | ${f.mode} | ${f.pid} | ${f.downMs} | ${f.returnedAt === null ? '**did not come back**' : cell(f.returnedHow)} | ${f.recoveryMs ?? '**none**'} | ${cell(
        Object.entries(f.needingWhileDown)
          .map(([s, c]) => `${s} × ${c}`)
          .join(', ') || '–',
      )} | ${f.othersFailed} | ${f.maxLatencyMs} | ${f.hangs} | ${f.fiveHundreds} | ${missed.length ? `✗ ${missed.join(', ')}` : '✓'} |`,
    );
  }
  const notes = x.faults.filter((/** @type {any} */ f) => !f.skipped);
  if (notes.length) {
    out.push('', 'Details:', '');
    for (const f of notes) {
      const bits = [];
      if (f.unexpectedRoutes.length)
        bits.push(`unexpected while down: ${f.unexpectedRoutes.map((/** @type {string} */ s) => `\`${s}\``).join(', ')}`);
      if (f.fiveHundredRoutes.length) bits.push(`5xx≠503: ${f.fiveHundredRoutes.map((/** @type {string} */ s) => `\`${s}\``).join(', ')}`);
      if (Object.keys(f.recovering).length)
        bits.push(
          `failed after its return, before the first success: ${Object.entries(f.recovering)
            .map(([s, c]) => `${s} × ${c}`)
            .join(', ')}`,
        );
      if (f.readyWhileDown)
        bits.push(
          `/api/health/ready while down: ${
            Object.entries(f.readyWhileDown)
              .map(([s, c]) => `${s} × ${c}`)
              .join(', ') || 'not asked'
          }; 200 again ${f.readyAgainAfterReturnMs ?? '–'} ms after the return`,
        );
      if (f.events.length) bits.push(`runner: ${f.events.map((/** @type {any} */ e) => `+${e.t} ms ${e.part}: ${e.message}`).join('; ')}`);
      if (!f.allUpAfter) bits.push(`still down 30 s later: ${f.stillDownAfter.join(', ')}`);
      out.push(`- ${f.part} ${f.mode}: ${cell(bits.join('. '))}`);
    }
  }
  const w = x.writes;
  const l = x.load;
  out.push(
    '',
    `Load: ${n(l.requests)} requests in ${l.seconds} s (${l.perSecond}/s) plus ${n(l.probes)} probes; statuses ${Object.entries(l.byStatus)
      .map(([s, c]) => `${s} × ${c}`)
      .join(', ')}.`,
    '',
  );
  if (w) {
    out.push(
      `Writes, checked in \`engage.contact_messages\` (${w.readVia}):`,
      '',
      '| writes | acknowledged (201) | retried | gave up | rows | lost (201, no row) | duplicated (> 1 row) | stored, not acknowledged |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| ${w.writes} | ${w.acknowledged} | ${w.retried} | ${w.gaveUp} | ${w.rows} | ${w.lost} | ${w.duplicated} | ${w.storedUnacknowledged} |`,
      '',
    );
    if (w.lostMarkers.length)
      out.push(`Lost: ${w.lostMarkers.map((/** @type {any} */ x) => `\`${x.marker}\` (${x.attempts.join(' → ')})`).join(', ')}.`, '');
    if (w.duplicatedMarkers.length)
      out.push(
        `Duplicated: ${w.duplicatedMarkers.map((/** @type {any} */ x) => `\`${x.marker}\` ${x.rows} rows (${x.attempts.join(' → ')})`).join(', ')}.`,
        '',
      );
  }
  return out;
}
