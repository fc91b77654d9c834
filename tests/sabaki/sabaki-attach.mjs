// Drives ishi with @sabaki/gtp, the GTP controller inside Sabaki, the way
// Sabaki does: attach (name, version, protocol_version, list_commands),
// sync games through the library's ControllerStateTracker (komi,
// boardsize, clear_board, set_free_handicap, and undo/play written all at
// once, without ids), genmove, and quit within Sabaki's 3 s timeout.
//
// Usage: node sabaki-attach.mjs ENGINE
// Exit status 0 when every check passes, 1 when one fails, 77 (a skip, for
// meson; 1 where ISHI_REQUIRE_INTEGRATION is set) when @sabaki/gtp is not
// installed: npm ci --prefix tests/sabaki.

import path from 'node:path'

let gtp
try {
  gtp = (await import('@sabaki/gtp')).default
} catch (err) {
  if (err.code !== 'ERR_MODULE_NOT_FOUND') throw err
  // As tests/integration/gtpclient.py skipped(): CI requires the package.
  const required = process.env.ISHI_REQUIRE_INTEGRATION
  console.log(`@sabaki/gtp is not installed: ${required ? 'failed' : 'skipped'}`)
  process.exit(required ? 1 : 77)
}
const {Controller, ControllerStateTracker} = gtp

const engine = path.resolve(process.argv[2] || '')
const QUIT_TIMEOUT = 3000 // Sabaki's gtp.engine_quit_timeout

let checks = 0
function check(condition, message) {
  checks++
  if (!condition) {
    console.error(`FAILED: ${message}`)
    process.exit(1)
  }
}

// Nothing here may hang: Sabaki would show a frozen engine.
setTimeout(() => {
  console.error('FAILED: the session took more than 60 s')
  process.exit(1)
}, 60000).unref()

// Like Sabaki: spawned in the engine's folder, stderr shown as it comes.
function start(args) {
  const controller = new Controller(engine, args, {cwd: path.dirname(engine)})
  const traffic = {sent: [], received: [], stderr: [], maxInFlight: 0}
  controller.on('command-sent', ({command}) => {
    traffic.sent.push(command)
    traffic.maxInFlight = Math.max(traffic.maxInFlight, controller.commands.length)
  })
  controller.on('response-received', ({command, response}) =>
    traffic.received.push({command, response})
  )
  controller.on('stderr', ({content}) => traffic.stderr.push(content))
  controller.start()
  return {controller, traffic}
}

const show = c => [c.name, ...(c.args || [])].join(' ')

async function ok(controller, name, ...args) {
  const response = await controller.sendCommand({name, args})
  check(!response.error, `'${show({name, args})}' failed: ${response.content}`)
  return response.content
}

const sameStones = async (a, b, what) => {
  for (const colour of ['black', 'white'])
    check(
      (await ok(a, 'list_stones', colour)) === (await ok(b, 'list_stones', colour)),
      `${what}: ${colour} stones differ from the game synced`
    )
}

// A scratch ishi plays random games; the engine under test must take them
// through the tracker exactly.
const scratch = start(['--seed', '2']).controller
async function randomMoves(first, count) {
  const moves = []
  for (let i = 0; i < count; i++) {
    const colour = (i + first) % 2 ? 'W' : 'B'
    const vertex = await ok(scratch, 'genmove', colour)
    moves.push({name: 'play', args: [colour, vertex.toUpperCase()]})
  }
  return moves
}

const {controller, traffic} = start(['--seed', '1'])
const tracker = new ControllerStateTracker(controller)

// 1. Attach: Sabaki's four commands, written at once.
const [name, version, protocol, list] = await Promise.all(
  ['name', 'version', 'protocol_version', 'list_commands'].map(n =>
    controller.sendCommand({name: n})
  )
)
check(!name.error && name.content === 'ishi', `name: ${name.content}`)
check(!version.error && /^\d+\.\d+/.test(version.content), `version: ${version.content}`)
check(!protocol.error && protocol.content === '2', `protocol_version: ${protocol.content}`)
const commands = list.content.split('\n').map(x => x.trim())
for (const needed of ['undo', 'set_free_handicap', 'genmove', 'komi', 'boardsize'])
  check(commands.includes(needed), `list_commands lacks ${needed}`)
// Sabaki analyses with the first of analyze, kata-analyze, lz-analyze it
// finds, and reads the win rate's form from the name; the bare names are
// KataGo's floats, which older Sabaki reads as integers: not listed.
for (const listed of ['kata-analyze', 'lz-analyze', 'kata-genmove_analyze', 'lz-genmove_analyze'])
  check(commands.includes(listed), `list_commands lacks ${listed}`)
for (const absent of ['analyze', 'genmove_analyze'])
  check(!commands.includes(absent), `list_commands lists ${absent}`)
check(await tracker.knowsCommand('undo'), 'the tracker does not see undo')

// 2. A 19x19 handicap game: komi, boardsize, clear_board, set_free_handicap
//    and 80 plays, the plays written all at once.
const handicap = {name: 'set_free_handicap', args: ['D16', 'D4', 'Q16', 'Q4']}
await ok(scratch, 'boardsize', '19')
await ok(scratch, 'clear_board')
await ok(scratch, ...[handicap.name, ...handicap.args])
let history = [handicap, ...(await randomMoves(1, 80))]
let sentBefore = traffic.sent.length
await tracker.sync({komi: 0.5, boardsize: [19, 19], history})
let synced = traffic.received.slice(-(traffic.sent.length - sentBefore))
check(synced.every(r => !r.response.error),
  `sync failed: ${synced.filter(r => r.response.error).map(r => show(r.command)).join(', ')}`)
const names = traffic.sent.slice(sentBefore).map(c => c.name)
for (const needed of ['komi', 'boardsize', 'clear_board', 'set_free_handicap'])
  check(names.includes(needed), `the first sync sent no ${needed}`)
check(traffic.maxInFlight >= 20, `plays were not pipelined (at most ${traffic.maxInFlight} in flight)`)
check((await ok(controller, 'get_komi')) === '0.5', 'komi was not set')
await sameStones(controller, scratch, 'after the first sync')

// 3. Another variation from move 60: undo 21 moves, play 15 new ones, all
//    written at once, as Sabaki does when the user clicks elsewhere in the
//    game tree.
await ok(scratch, 'gg-undo', '21')
const before = history
history = [...history.slice(0, 60), ...(await randomMoves(0, 15))]
let shared = 60
while (show(history[shared]) === show(before[shared])) shared++
sentBefore = traffic.sent.length
await tracker.sync({komi: 0.5, boardsize: [19, 19], history})
const variation = traffic.sent.slice(sentBefore)
check(variation.filter(c => c.name === 'undo').length === before.length - shared,
  `expected ${before.length - shared} undos, sent: ${variation.map(show).join(', ')}`)
check(!variation.some(c => c.name === 'clear_board'), 'an undo failed: the tracker replayed all')
check(traffic.received.slice(-variation.length).every(r => !r.response.error), 'undo/play failed')
await sameStones(controller, scratch, 'after undo and replay')

// 4. genmove through the tracker, then the tracker's history has the move.
const move = await tracker.queueCommand({name: 'genmove', args: ['B']})
check(!move.error && /^([A-HJ-T]([1-9]|1[0-9])|pass)$/.test(move.content),
  `genmove answered '${move.content}'`)
const last = tracker.state.history[tracker.state.history.length - 1]
check(last.name === 'play' && last.args[0] === 'B', 'the tracker did not record the genmove')
if (move.content !== 'pass')
  check((await ok(controller, 'color', move.content)) === 'black', 'genmove did not play')

// 5. Errors are errors, and the responses after them stay in step: an
//    illegal play, an unknown command, a bad vertex, pipelined with others.
const [occupied, unknown, bad, after, board, nameAgain] = await Promise.all([
  controller.sendCommand({name: 'play', args: ['W', 'D4']}),
  controller.sendCommand({name: 'sabaki-genmovelog'}),
  controller.sendCommand({name: 'play', args: ['B', 'Z99']}),
  controller.sendCommand({name: 'protocol_version'}),
  controller.sendCommand({name: 'showboard'}),
  controller.sendCommand({name: 'name'}),
])
check(occupied.error && occupied.content === 'illegal move', `occupied: ${occupied.content}`)
check(unknown.error && unknown.content === 'unknown command', `unknown: ${unknown.content}`)
check(bad.error && bad.content === 'syntax error', `bad vertex: ${bad.content}`)
check(!after.error && after.content === '2', 'out of step after errors')
check(!board.error && board.content.split('\n').length >= 21, 'showboard')
check(!nameAgain.error && nameAgain.content === 'ishi', 'out of step after showboard')

// 6. A history the engine must refuse (a play on an occupied point):
//    the tracker's sync must fail as a failure, not hang or succeed.
let refused = null
try {
  await tracker.sync({komi: 0.5, boardsize: [19, 19], history: [
    {name: 'play', args: ['B', 'K10']}, {name: 'play', args: ['W', 'K10']}]})
} catch (err) {
  refused = err.message
}
check(refused === 'History cannot be replayed on engine', `bad history: ${refused}`)

// 7. A new 9x9 game with new komi: boardsize and a full replay.
await ok(scratch, 'boardsize', '9')
await ok(scratch, 'clear_board')
history = await randomMoves(0, 40)
sentBefore = traffic.sent.length
await tracker.sync({komi: 6.5, boardsize: [9, 9], history})
check(traffic.received.slice(-(traffic.sent.length - sentBefore)).every(r => !r.response.error),
  '9x9 sync failed')
check((await ok(controller, 'query_boardsize')) === '9', 'board size not changed')
check((await ok(controller, 'get_komi')) === '6.5', 'komi not changed')
await sameStones(controller, scratch, 'after the 9x9 sync')
// Passes, as Sabaki sends them, end the game.
history = [...history, {name: 'play', args: ['B', 'pass']}, {name: 'play', args: ['W', 'pass']}]
await tracker.sync({komi: 6.5, boardsize: [9, 9], history})
check(/^(B\+|W\+|0$)/.test(await ok(controller, 'final_score')), 'final_score')

// 8. quit: answered, and the engine gone well within Sabaki's timeout.
let exitCode = null
controller.process.once('exit', code => (exitCode = code))
const started = Date.now()
await controller.stop(QUIT_TIMEOUT)
const took = Date.now() - started
const quit = traffic.received[traffic.received.length - 1]
check(quit.command.name === 'quit' && !quit.response.error, 'quit was not answered')
check(took < 1000 && exitCode === 0, `quit took ${took} ms, exit status ${exitCode}`)
check(traffic.stderr.length === 0, `stderr: ${traffic.stderr.join(' | ')}`)
await scratch.stop(QUIT_TIMEOUT)

console.log(
  `ok: ${checks} checks, ${traffic.sent.length} commands, ` +
    `up to ${traffic.maxInFlight} in flight, quit in ${took} ms`
)
