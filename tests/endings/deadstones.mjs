// Run Sabaki's dead-stone estimator (@sabaki/deadstones) on every position of
// the GNU Go endings corpus and compare it with GNU Go's judgements.
//
// Usage:
//   node deadstones.mjs [--corpus gnugo-endings.jsonl]
//                       [--out deadstones-results.jsonl]
//                       [--modules DIR]   where @sabaki/deadstones is installed
//                                         (npm prefix or its node_modules)
//                       [--iterations N]  default: the library's own default
//                       [--repeats K]     run guess K times per position and
//                                         record how many runs agree with the
//                                         first (the library seeds its Monte
//                                         Carlo from Date.now(), so results
//                                         can vary from run to run)
//                       [--seed S]        reproducible mode: call the package's
//                                         WASM binding (js/wasm.js) directly
//                                         with seed S (S+k for repeat k)
//                                         instead of the Date.now()-seeded
//                                         public guess(); same algorithm
//
// Input: one JSON object per line, as written by make_corpus.py (needs size,
// komi, moves, chinese_score, dead, and preferably black_stones/white_stones;
// without the stone lists the position is rebuilt by replaying the moves).
//
// Output: one JSON object per line: id, size, dead (GTP vertices, sorted by
// column then row), ms (time of one guess call, measured after a warm-up
// call), score (Chinese area score from the estimator's dead list, komi to
// White), plus score_match / dead_match against GNU Go.  A per-size summary
// is printed on stdout.

import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ' // GTP columns skip the letter I

function parseArgs(argv) {
  const args = {
    corpus: path.join(HERE, 'gnugo-endings.jsonl'),
    out: path.join(HERE, 'deadstones-results.jsonl'),
    modules: null,
    iterations: null,
    repeats: 1,
    seed: null,
  }
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '')
    if (!(key in args)) throw new Error(`unknown option ${argv[i]}`)
    const value = argv[++i]
    args[key] = ['iterations', 'repeats', 'seed'].includes(key) ? Number(value) : value
  }
  return args
}

// ---------------------------------------------------------------------------
// Coordinates.  The library's board is data[y][x] with [0, 0] the top-left
// corner; GTP has column letters A.. (no I) from the left and row 1 at the
// bottom.

function toXY(vertex, size) {
  const x = COLUMNS.indexOf(vertex[0].toUpperCase())
  const y = size - Number(vertex.slice(1))
  if (x < 0 || x >= size || y < 0 || y >= size) throw new Error(`bad vertex ${vertex}`)
  return [x, y]
}

function toGtp([x, y], size) {
  return COLUMNS[x] + String(size - y)
}

function sortVertices(list) {
  const key = (v) => COLUMNS.indexOf(v[0]) * 100 + Number(v.slice(1))
  return [...list].sort((a, b) => key(a) - key(b))
}

function emptyBoard(size) {
  return Array.from({ length: size }, () => new Array(size).fill(0))
}

function neighbours(x, y, size) {
  const result = []
  if (x > 0) result.push([x - 1, y])
  if (x < size - 1) result.push([x + 1, y])
  if (y > 0) result.push([x, y - 1])
  if (y < size - 1) result.push([x, y + 1])
  return result
}

// The chain containing (x, y) and whether it has a liberty.
function chainAt(board, x, y) {
  const size = board.length
  const sign = board[y][x]
  const seen = new Set([y * size + x])
  const stack = [[x, y]]
  const stones = []
  let hasLiberty = false
  while (stack.length) {
    const [cx, cy] = stack.pop()
    stones.push([cx, cy])
    for (const [nx, ny] of neighbours(cx, cy, size)) {
      const v = board[ny][nx]
      if (v === 0) hasLiberty = true
      else if (v === sign && !seen.has(ny * size + nx)) {
        seen.add(ny * size + nx)
        stack.push([nx, ny])
      }
    }
  }
  return { stones, hasLiberty }
}

// Rebuild the final position from the move list ("B E5", "W pass", ...),
// removing captured stones (suicide is not expected in the corpus, but a
// suicided chain would be removed too).
function replay(size, moves) {
  const board = emptyBoard(size)
  for (const move of moves) {
    const [colour, vertex] = move.split(' ')
    if (vertex.toLowerCase() === 'pass') continue
    const [x, y] = toXY(vertex, size)
    const sign = colour.toUpperCase() === 'B' ? 1 : -1
    if (board[y][x] !== 0) throw new Error(`occupied vertex in ${move}`)
    board[y][x] = sign
    for (const [nx, ny] of neighbours(x, y, size)) {
      if (board[ny][nx] === -sign) {
        const chain = chainAt(board, nx, ny)
        if (!chain.hasLiberty) for (const [sx, sy] of chain.stones) board[sy][sx] = 0
      }
    }
    const own = chainAt(board, x, y)
    if (!own.hasLiberty) for (const [sx, sy] of own.stones) board[sy][sx] = 0
  }
  return board
}

function boardFromLists(size, black, white) {
  const board = emptyBoard(size)
  for (const v of black) { const [x, y] = toXY(v, size); board[y][x] = 1 }
  for (const v of white) { const [x, y] = toXY(v, size); board[y][x] = -1 }
  return board
}

// ---------------------------------------------------------------------------
// Chinese (area) scoring: remove the dead stones, then every stone counts for
// its colour and every empty region counts for the colour that alone borders
// it; regions bordered by both colours (or by none) count for nobody.
// Returns Black's margin: area(B) - area(W) - komi.

function areaScore(board, deadVertices, komi) {
  const size = board.length
  const b = board.map((row) => row.slice())
  for (const v of deadVertices) { const [x, y] = toXY(v, size); b[y][x] = 0 }
  let black = 0
  let white = 0
  const seen = new Set()
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (b[y][x] === 1) { black++; continue }
      if (b[y][x] === -1) { white++; continue }
      if (seen.has(y * size + x)) continue
      // Flood-fill the empty region and note which colours border it.
      let count = 0
      let touchesBlack = false
      let touchesWhite = false
      const stack = [[x, y]]
      seen.add(y * size + x)
      while (stack.length) {
        const [cx, cy] = stack.pop()
        count++
        for (const [nx, ny] of neighbours(cx, cy, size)) {
          const v = b[ny][nx]
          if (v === 1) touchesBlack = true
          else if (v === -1) touchesWhite = true
          else if (!seen.has(ny * size + nx)) {
            seen.add(ny * size + nx)
            stack.push([nx, ny])
          }
        }
      }
      if (touchesBlack && !touchesWhite) black += count
      else if (touchesWhite && !touchesBlack) white += count
    }
  }
  return black - white - komi
}

// GTP-style result text for a margin: "B+2.5", "W+0.5", "0".
function formatScore(margin) {
  if (margin === 0) return '0'
  return (margin > 0 ? 'B+' : 'W+') + String(Math.abs(margin))
}

function parseScore(text) {
  const t = text.trim().toUpperCase()
  if (t === '0' || t === 'JIGO') return 0
  const m = /^([BW])\+([0-9.]+)$/.exec(t)
  if (!m) throw new Error(`unparsable score ${text}`)
  return (m[1] === 'B' ? 1 : -1) * Number(m[2])
}

function sameSet(a, b) {
  if (a.length !== b.length) return false
  const s = new Set(a)
  return b.every((v) => s.has(v))
}

function median(values) {
  const s = [...values].sort((a, b) => a - b)
  if (!s.length) return NaN
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

// ---------------------------------------------------------------------------

async function main() {
  const args = parseArgs(process.argv.slice(2))
  // Resolve the library from --modules if given, else from this script's
  // folder (ordinary node resolution upwards from there).
  let base = args.modules ? path.resolve(args.modules) : HERE
  if (path.basename(base) === 'node_modules') base = path.dirname(base)
  const require = createRequire(path.join(base, 'noop.js'))
  const deadstones = require('@sabaki/deadstones')
  const options = { finished: true }
  if (args.iterations) options.iterations = args.iterations

  // guess(board, k): dead vertices as [x, y] for the k-th call on a position.
  let guess = (board) => deadstones.guess(board, options)
  if (args.seed !== null) {
    // The binding takes the board flattened row by row, its width, finished,
    // iterations and a seed, and returns flat indices y * width + x.  Its
    // iterations has no default, so use the README's documented 100.
    const binding = require('@sabaki/deadstones/js/wasm.js')
    const iterations = args.iterations || 100
    guess = async (board, k = 0) => {
      const width = board[0].length
      const indices = (await binding).guess(board.flat(), width, true, iterations, args.seed + k)
      return [...indices].map((i) => [i % width, Math.floor(i / width)])
    }
  }

  const records = fs.readFileSync(args.corpus, 'utf8')
    .split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l))

  const out = fs.openSync(args.out, 'w')
  const bySize = new Map()
  let warmedUp = false
  let replayMismatches = 0
  for (const rec of records) {
    const size = rec.size
    const replayed = replay(size, rec.moves)
    let board = replayed
    if (rec.black_stones && rec.white_stones) {
      board = boardFromLists(size, rec.black_stones, rec.white_stones)
      // Cross-check GNU Go's stone lists against our own replay.
      if (JSON.stringify(board) !== JSON.stringify(replayed)) {
        replayMismatches++
        console.error(`${rec.id}: replayed position differs from GNU Go's stone lists`)
      }
    }

    if (!warmedUp) { await guess(board); warmedUp = true }
    const t0 = performance.now()
    const guessed = await guess(board)
    const ms = performance.now() - t0
    const dead = sortVertices(guessed.map((v) => toGtp(v, size)))

    let agreeingRepeats
    if (args.repeats > 1) {
      agreeingRepeats = 1
      for (let i = 1; i < args.repeats; i++) {
        const again = (await guess(board, i)).map((v) => toGtp(v, size))
        if (sameSet(again, dead)) agreeingRepeats++
      }
    }

    const margin = areaScore(board, dead, rec.komi)
    const gnugoMargin = parseScore(rec.chinese_score)
    // Our counter applied to GNU Go's own dead list: checks that this area
    // count agrees with GNU Go's Chinese final_score in the first place.
    const marginWithGnugoDead = areaScore(board, rec.dead, rec.komi)
    const result = {
      id: rec.id,
      size,
      dead,
      ms: Math.round(ms * 1000) / 1000,
      score: formatScore(margin),
      gnugo_score: rec.chinese_score,
      score_match: margin === gnugoMargin,
      dead_match: sameSet(dead, rec.dead),
      score_with_gnugo_dead: formatScore(marginWithGnugoDead),
    }
    if (agreeingRepeats !== undefined) result.repeats_agreeing = `${agreeingRepeats}/${args.repeats}`
    fs.writeSync(out, JSON.stringify(result) + '\n')

    if (!bySize.has(size)) bySize.set(size, [])
    bySize.get(size).push({ ...result, counterOk: marginWithGnugoDead === gnugoMargin, agreeingRepeats })
  }
  fs.closeSync(out)

  const pct = (k, n) => `${k}/${n} (${(100 * k / n).toFixed(1)}%)`
  console.log(`@sabaki/deadstones guess(finished: true${args.iterations ? `, iterations: ${args.iterations}` : ''})` +
    `${args.seed !== null ? ` via its WASM binding, seed ${args.seed}` : ''} vs GNU Go`)
  for (const size of [...bySize.keys()].sort((a, b) => a - b)) {
    const rows = bySize.get(size)
    const n = rows.length
    const withDead = rows.filter((r) => records.find((x) => x.id === r.id).dead.length > 0).length
    console.log(`${size}x${size}: ${n} positions (${withDead} with GNU Go dead stones)`)
    console.log(`  score equals GNU Go chinese final_score: ${pct(rows.filter((r) => r.score_match).length, n)}`)
    console.log(`  dead set equals GNU Go's:                ${pct(rows.filter((r) => r.dead_match).length, n)}`)
    console.log(`  median ms per position:                  ${median(rows.map((r) => r.ms)).toFixed(2)}` +
      ` (range ${Math.min(...rows.map((r) => r.ms)).toFixed(2)}..${Math.max(...rows.map((r) => r.ms)).toFixed(2)})`)
    console.log(`  [check] area count with GNU Go's dead list = its score: ${pct(rows.filter((r) => r.counterOk).length, n)}`)
    if (args.repeats > 1) {
      console.log(`  [stability] all ${args.repeats} runs gave the same dead set: ` +
        pct(rows.filter((r) => r.agreeingRepeats === args.repeats).length, n))
    }
  }
  if (replayMismatches) console.log(`replay mismatches with GNU Go stone lists: ${replayMismatches}`)
}

main().catch((err) => { console.error(err); process.exit(1) })
