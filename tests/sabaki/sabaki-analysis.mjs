// Drives ishi's analysis with @sabaki/gtp as Sabaki and Lizzie do: a
// 19x19 position, `lz-analyze W 10` read line by line, interrupted by the
// next command (protocol_version, as Sabaki sends); `kata-analyze`; a
// `kata-genmove_analyze` that ends with `play`; and Lizzie's way, with ids,
// no colour, and `name` to stop. Every line is read by a parser written
// here from Sabaki's rules (docs/guides/engine-analysis-integration.md and
// src/modules/analysis.js), itself checked first on lines of KataGo's
// documentation (docs/GTP_Extensions.md).
//
// Usage: node sabaki-analysis.mjs ENGINE [--bench N]
// With --bench, N rounds of the latencies only: from the command to its
// first info line, and from the next command to the end of the stream;
// their medians and ranges are printed.
// Exit status 0 when every check passes, 1 when one fails, 77 (a skip; 1
// where ISHI_REQUIRE_INTEGRATION is set) when @sabaki/gtp is missing.

import path from 'node:path'

let gtp
try {
  gtp = (await import('@sabaki/gtp')).default
} catch (err) {
  if (err.code !== 'ERR_MODULE_NOT_FOUND') throw err
  const required = process.env.ISHI_REQUIRE_INTEGRATION
  console.log(`@sabaki/gtp is not installed: ${required ? 'failed' : 'skipped'}`)
  process.exit(required ? 1 : 77)
}
const {Controller} = gtp

const engine = path.resolve(process.argv[2] || '')
const benchIndex = process.argv.indexOf('--bench')
const rounds = benchIndex > 0 ? Number(process.argv[benchIndex + 1]) : 0

let checks = 0
function check(condition, message) {
  checks++
  if (!condition) {
    console.error(`FAILED: ${message}`)
    process.exit(1)
  }
}

// Nothing may hang; a sanitizer build takes some 50 s where a release
// build takes 2.
setTimeout(() => {
  console.error('FAILED: the session took more than 300 s')
  process.exit(1)
}, 300000).unref()

// --- A parser by Sabaki's rules ---
// A line is segments, each starting with `info`; a segment is key-value
// pairs and then `pv` with the vertices after it, nothing else after them
// (Sabaki drops such a segment); move, visits and winrate are needed, and
// a segment for `pass` is dropped. lz- win rates are integers in ten
// thousandths, kata- ones decimals in [0, 1]; both read as percentages.
const VERTEX = /^([A-HJ-Za-hj-z]\d+|pass)$/
function parseLine(line, dialect) {
  const segments = []
  for (const text of line.split(/\s*info\s+/).slice(1)) {
    const tokens = text.trim().split(/\s+/)
    const at = tokens.indexOf('pv')
    if (at < 0 || at % 2 !== 0) continue
    const pv = tokens.slice(at + 1)
    if (!pv.every(v => VERTEX.test(v))) continue
    const fields = {}
    for (let i = 0; i < at; i += 2) fields[tokens[i]] = tokens[i + 1]
    const {move, visits, winrate} = fields
    if (move == null || visits == null || winrate == null || move === 'pass') continue
    const float = dialect === 'kata'
    if (!(float ? /^(0|1)(\.\d+)?$/ : /^\d+$/).test(winrate)) continue
    segments.push({
      move,
      visits: +visits,
      winrate: float ? +winrate * 100 : +winrate / 100,
      fields,
      pv: pv.slice(0, pv.includes('pass') ? pv.indexOf('pass') : pv.length),
    })
  }
  return segments
}

// Two segments of each of KataGo's documented lines.
const lzDoc = 'info move E4 visits 1178 winrate 4802 prior 2211 lcb 4781 order 0 pv E4 E3 F3 D3 ' +
  'F4 P4 P3 O3 Q3 O4 K3 Q6 S6 E16 E17 info move P16 visits 1056 winrate 4796 prior 2206 lcb ' +
  '4769 order 1 pv P16 P17 O17 Q17 O16 E16 E17 F17 D17 F16 K17 D14 B14 P3'
const kataDoc = 'info move E4 visits 487 utility -0.0408357 winrate 0.480018 scoreMean -0.611848 ' +
  'scoreStdev 24.7058 scoreLead -0.611848 scoreSelfplay -0.515178 prior 0.221121 lcb 0.477221 ' +
  'utilityLcb -0.0486664 order 0 pv E4 E3 F3 D3 F4 P4 P3 O3 Q3 O4 K3 Q6 S6 E16 E17 info move ' +
  'P16 visits 470 utility -0.0414945 winrate 0.479712 scoreMean -0.63075 scoreStdev 24.7179 ' +
  'scoreLead -0.63075 scoreSelfplay -0.5221 prior 0.220566 lcb 0.47657 utilityLcb -0.0502929 ' +
  'order 1 pv P16 P17 O17 Q17 O16 E17 H17 D15 C15 D14 C13 D13 C12 D12'
{
  const lz = parseLine(lzDoc, 'lz')
  check(lz.length === 2 && lz[0].move === 'E4' && lz[0].visits === 1178 &&
    lz[0].winrate === 48.02 && lz[1].pv.length === 14, 'the parser on KataGo\'s lz- line')
  const kata = parseLine(kataDoc, 'kata')
  check(kata.length === 2 && Math.abs(kata[1].winrate - 47.9712) < 1e-9 &&
    kata[0].fields.scoreLead === '-0.611848', 'the parser on KataGo\'s kata- line')
  check(parseLine(lzDoc + ' rootInfo visits 5', 'lz').length === 1,
    'the parser keeps a segment with something after its pv')
  check(parseLine(lzDoc, 'kata').length === 0, 'the parser reads integers as kata- rates')
}

// --- The engine ---
function start(args) {
  const controller = new Controller(engine, args, {cwd: path.dirname(engine)})
  const stderr = []
  controller.on('stderr', ({content}) => stderr.push(content))
  controller.start()
  return {controller, stderr}
}

async function ok(controller, name, ...args) {
  const response = await controller.sendCommand({name, args})
  check(!response.error, `'${[name, ...args].join(' ')}' failed: ${response.content}`)
  return response.content
}

// Sends an analysis command, collects its lines as they come, and once
// `lines` info lines have come sends `stop` (a command) to end it. Returns
// the lines, the two responses and the latencies in milliseconds.
async function analyse(controller, command, lines, stop) {
  const got = []
  let firstAt = null
  let stopSentAt = null
  let endAt = null
  let stopResponse = null
  const sentAt = performance.now()
  const response = await controller.sendCommand(command, ({line, end}) => {
    const now = performance.now()
    if (end) {
      endAt = now
      return
    }
    if (!line.startsWith('info ')) return
    got.push(line)
    if (firstAt == null) firstAt = now
    if (got.length === lines && stop && stopSentAt == null) {
      stopSentAt = performance.now()
      stopResponse = controller.sendCommand(stop)
    }
  })
  return {
    response,
    lines: got,
    stop: stopResponse && (await stopResponse),
    first: firstAt - sentAt,
    stopped: stopSentAt == null ? null : endAt - stopSentAt,
  }
}

const {controller, stderr} = start(['--seed', '3', '--player', 'mcts'])
await ok(controller, 'boardsize', '19')
await ok(controller, 'clear_board')
for (const [c, v] of [['B', 'Q16'], ['W', 'D4'], ['B', 'Q3'], ['W', 'D16'], ['B', 'R10']])
  await ok(controller, 'play', c, v)

const median = xs => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const range = xs => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)}`

if (rounds > 0) {
  const first = []
  const stopped = []
  for (let i = 0; i < rounds; i++) {
    const r = await analyse(controller, {name: 'lz-analyze', args: ['W', '10']}, 2,
      {name: 'protocol_version'})
    first.push(r.first)
    stopped.push(r.stopped)
  }
  console.log(`19x19 lz-analyze W 10, ${rounds} rounds: first line ${median(first).toFixed(1)} ms ` +
    `[${range(first)}], stream ended ${median(stopped).toFixed(1)} ms [${range(stopped)}] ` +
    'after the next command was written')
  await controller.stop(3000)
  process.exit(0)
}

// 1. Sabaki's analysis: lz-analyze W 10, five lines, then protocol_version.
const lz = await analyse(controller, {name: 'lz-analyze', args: ['W', '10']}, 5,
  {name: 'protocol_version'})
check(!lz.response.error, `lz-analyze failed: ${lz.response.content}`)
check(lz.lines.length >= 5, `lz-analyze gave ${lz.lines.length} lines`)
check(lz.stop && !lz.stop.error && lz.stop.content === '2', 'protocol_version after the stream')
for (const line of lz.lines) {
  const segments = parseLine(line, 'lz')
  check(segments.length >= 1 && segments.length === line.split('info move').length - 1,
    `a line Sabaki cannot read whole: ${line.slice(0, 200)}`)
  for (const s of segments)
    check(s.winrate >= 0 && s.winrate <= 100 && s.pv[0] === s.move && s.visits >= 1,
      `a segment: ${JSON.stringify(s)}`)
  const visits = segments.map(s => s.visits)
  check(visits.every((v, i) => i === 0 || v <= visits[i - 1]), 'moves not most played first')
}
const counts = lz.lines.map(l => parseLine(l, 'lz')[0].visits)
check(counts[counts.length - 1] > counts[0], 'the search did not go on between lines')
check(lz.first < 1000 && lz.stopped < 1000,
  `latencies: first line ${lz.first} ms, stopped ${lz.stopped} ms`)

// 2. kata-analyze: decimal win rates.
const kata = await analyse(controller, {name: 'kata-analyze', args: ['W', '5']}, 3,
  {name: 'name'})
check(!kata.response.error && kata.lines.length >= 3, 'kata-analyze')
check(kata.stop && kata.stop.content === 'ishi', 'name after kata-analyze')
for (const line of kata.lines.slice(1)) {
  const segments = parseLine(line, 'kata')
  check(segments.length >= 1 && segments.every(s => isFinite(+s.fields.scoreLead)),
    `a kata- line with its score leads: ${line.slice(0, 200)}`)
}

// 3. kata-genmove_analyze: lines while it chooses, then play, played.
await ok(controller, 'ishi-param', 'playouts', '3000')
const gen = await analyse(controller, {name: 'kata-genmove_analyze', args: ['W', '5']}, 0, null)
check(!gen.response.error, `kata-genmove_analyze failed: ${gen.response.content}`)
const last = gen.response.content.trim().split('\n').pop()
const played = /^play ([A-HJ-T]\d+)$/.exec(last)
check(played != null, `kata-genmove_analyze ended with '${last}'`)
check((await ok(controller, 'color', played[1])) === 'white', 'the move was not played')
check(gen.lines.length >= 1, 'kata-genmove_analyze gave no line')

// 4. Lizzie: ids come back, no colour, name stops it.
const lizzie = await analyse(controller, {id: 41, name: 'lz-analyze', args: ['10']}, 2,
  {id: 42, name: 'name'})
check(lizzie.response.id === 41 && !lizzie.response.error, 'Lizzie\'s lz-analyze id')
check(lizzie.stop.id === 42 && lizzie.stop.content === 'ishi', 'Lizzie\'s name id')
check(parseLine(lizzie.lines[0], 'lz').length >= 1, 'Lizzie\'s line')

await controller.stop(3000)
check(stderr.length === 0, `stderr: ${stderr.join(' | ')}`)
console.log(`ok: ${checks} checks; 19x19 lz-analyze: ${lz.lines.length} lines, first ` +
  `${lz.first.toFixed(1)} ms, stream ended ${lz.stopped.toFixed(1)} ms after protocol_version`)
