// An LZMA decoder for the playground's WebAssembly module.
//
// Why: the page's budget is its bytes on the wire (issue 38: at most 400 KB
// gzipped), and a static host (GitHub Pages, a plain nginx) serves the
// module gzipped at best. LZMA packs this module a quarter tighter than gzip
// -9 does, so scripts/build_web_site.sh ships `core_bg.wasm.lzma` and the page
// unpacks it here, once, before it compiles the module (docs/web.md says
// what it costs). The npm package keeps its plain `core_bg.wasm`.
//
// The input is xz's `--format=lzma` file ("LZMA_Alone"): a properties byte
// (lc, lp, pb), the dictionary size, the unpacked size (all ones when it is
// not known, and the stream then ends with the end marker), then the range
// coder's stream. Every read is bounds-checked: a truncated or corrupt file
// throws an Error that says where, never loops or writes past its output.

const PROB_INIT = 1024; // half of the 11-bit probability range
const STATES = 12;
const POS_STATES_MAX = 16; // 1 << pb, pb at most 4
const END_POS_MODEL = 14; // distance slots up to here use the position models
const FULL_DISTANCES = 128;
const ALIGN_BITS = 4;
const MATCH_MIN = 2;

// The range coder's state is two unsigned 32-bit words held as int32 in a
// typed array (V8 keeps neither a heap number nor a boxed field for them);
// `^ SIGN` turns the unsigned comparison into a signed one.
const SIGN = -0x80000000;

class RangeDecoder {
  constructor(bytes, at) {
    if (bytes.length < at + 5) throw new Error("lzma: the stream is shorter than the range coder's first five bytes");
    if (bytes[at] !== 0) throw new Error(`lzma: byte ${at} should be 0, the range coder's first byte`);
    this.bytes = bytes;
    this.at = at + 5;
    // [range, code]
    this.s = new Int32Array([-1, (bytes[at + 1] << 24) | (bytes[at + 2] << 16) | (bytes[at + 3] << 8) | bytes[at + 4]]);
  }

  next() {
    if (this.at >= this.bytes.length) throw new Error(`lzma: the stream ends early, at byte ${this.at}`);
    return this.bytes[this.at++];
  }

  bit(probs, i) {
    const s = this.s;
    let range = s[0];
    let code = s[1];
    const p = probs[i];
    const bound = Math.imul(range >>> 11, p);
    let b;
    if ((code ^ SIGN) < (bound ^ SIGN)) {
      range = bound;
      probs[i] = p + ((2048 - p) >>> 5);
      b = 0;
    } else {
      range = (range - bound) | 0;
      code = (code - bound) | 0;
      probs[i] = p - (p >>> 5);
      b = 1;
    }
    if ((range ^ SIGN) < (0x1000000 ^ SIGN)) {
      range <<= 8;
      code = (code << 8) | this.next();
    }
    s[0] = range;
    s[1] = code;
    return b;
  }

  direct(count) {
    const s = this.s;
    let range = s[0];
    let code = s[1];
    let r = 0;
    for (let i = 0; i < count; i++) {
      range >>>= 1;
      let b = 0;
      if ((code ^ SIGN) >= (range ^ SIGN)) {
        code = (code - range) | 0;
        b = 1;
      }
      r = (r << 1) | b;
      if ((range ^ SIGN) < (0x1000000 ^ SIGN)) {
        range <<= 8;
        code = (code << 8) | this.next();
      }
    }
    s[0] = range;
    s[1] = code;
    return r >>> 0;
  }

  // A bit tree of `count` bits at probs[base + 1 ...], most significant first.
  tree(probs, base, count) {
    let m = 1;
    for (let i = 0; i < count; i++) m = (m << 1) | this.bit(probs, base + m);
    return m - (1 << count);
  }

  // The same, least significant bit first.
  reverse(probs, base, count) {
    let m = 1;
    let r = 0;
    for (let i = 0; i < count; i++) {
      const b = this.bit(probs, base + m);
      m = (m << 1) | b;
      r |= b << i;
    }
    return r;
  }
}

// A match length: a choice bit, a second, then 3, 3 or 8 bits.
class LengthDecoder {
  constructor() {
    this.choice = new Uint16Array(2).fill(PROB_INIT);
    this.low = new Uint16Array(POS_STATES_MAX << 3).fill(PROB_INIT);
    this.mid = new Uint16Array(POS_STATES_MAX << 3).fill(PROB_INIT);
    this.high = new Uint16Array(256).fill(PROB_INIT);
  }

  decode(rc, posState) {
    if (rc.bit(this.choice, 0) === 0) return rc.tree(this.low, posState << 3, 3);
    if (rc.bit(this.choice, 1) === 0) return 8 + rc.tree(this.mid, posState << 3, 3);
    return 16 + rc.tree(this.high, 0, 8);
  }
}

// `out` doubled until it holds `need` bytes (an unknown unpacked size only).
function grown(out, need) {
  let length = out.length * 2;
  while (length < need) length *= 2;
  const bigger = new Uint8Array(length);
  bigger.set(out);
  return bigger;
}

/**
 * Unpacks an LZMA_Alone file (xz --format=lzma).
 * @param {Uint8Array} input the file
 * @returns {Uint8Array} what it holds
 */
export function unlzma(input) {
  if (input.length < 13) throw new Error("lzma: the file is shorter than its 13-byte header");
  let props = input[0];
  if (props >= 9 * 5 * 5) throw new Error(`lzma: properties byte ${props} is out of range`);
  const lc = props % 9;
  props = (props / 9) | 0;
  const lp = props % 5;
  const pb = (props / 5) | 0;
  const dictSize = Math.max(4096, (input[1] | (input[2] << 8) | (input[3] << 16) | (input[4] << 24)) >>> 0);
  let known = false;
  let size = 0;
  for (let i = 12; i >= 5; i--) {
    if (input[i] !== 0xff) known = true;
    size = size * 256 + input[i];
  }
  if (known && size > 2 ** 31) throw new Error(`lzma: an unpacked size of ${size} bytes is more than this page will hold`);
  // The unpacked size when the header gives it; else grown by doubling, from
  // a bound that LZMA's ratio on code rarely passes.
  let out = new Uint8Array(known ? size : input.length * 4);
  let pos = 0;
  const limit = known ? size : Infinity;

  const rc = new RangeDecoder(input, 13);
  const literals = new Uint16Array(0x300 << (lc + lp)).fill(PROB_INIT);
  const isMatch = new Uint16Array(STATES << 4).fill(PROB_INIT);
  const isRep = new Uint16Array(STATES).fill(PROB_INIT);
  const isRepG0 = new Uint16Array(STATES).fill(PROB_INIT);
  const isRepG1 = new Uint16Array(STATES).fill(PROB_INIT);
  const isRepG2 = new Uint16Array(STATES).fill(PROB_INIT);
  const isRep0Long = new Uint16Array(STATES << 4).fill(PROB_INIT);
  const posSlots = new Uint16Array(4 << 6).fill(PROB_INIT);
  const posModels = new Uint16Array(1 + FULL_DISTANCES - END_POS_MODEL).fill(PROB_INIT);
  const align = new Uint16Array(1 << ALIGN_BITS).fill(PROB_INIT);
  const lengths = new LengthDecoder();
  const repLengths = new LengthDecoder();
  const pbMask = (1 << pb) - 1;
  const lpMask = (1 << lp) - 1;
  let state = 0;
  let rep0 = 0;
  let rep1 = 0;
  let rep2 = 0;
  let rep3 = 0;

  while (pos < limit) {
    const posState = pos & pbMask;
    if (rc.bit(isMatch, (state << 4) | posState) === 0) {
      // A literal, coded against the previous byte (and, after a match, the
      // byte at the last distance).
      const prev = pos > 0 ? out[pos - 1] : 0;
      const base = 0x300 * (((pos & lpMask) << lc) + (prev >> (8 - lc)));
      let symbol = 1;
      if (state >= 7) {
        if (rep0 >= pos) throw new Error(`lzma: distance ${rep0 + 1} reaches before the start, at output byte ${pos}`);
        let matchByte = out[pos - rep0 - 1];
        while (symbol < 0x100) {
          const matchBit = (matchByte >> 7) & 1;
          matchByte <<= 1;
          const b = rc.bit(literals, base + ((1 + matchBit) << 8) + symbol);
          symbol = (symbol << 1) | b;
          if (matchBit !== b) break;
        }
      }
      while (symbol < 0x100) symbol = (symbol << 1) | rc.bit(literals, base + symbol);
      if (pos === out.length) out = grown(out, pos + 1);
      out[pos++] = symbol & 0xff;
      state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
      continue;
    }
    let len;
    if (rc.bit(isRep, state) === 0) {
      // A match at a new distance.
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      len = lengths.decode(rc, posState);
      state = state < 7 ? 7 : 10;
      const slot = rc.tree(posSlots, Math.min(len, 3) << 6, 6);
      if (slot < 4) {
        rep0 = slot;
      } else {
        const direct = (slot >> 1) - 1;
        let dist = ((2 | (slot & 1)) << direct) >>> 0;
        if (slot < END_POS_MODEL) {
          dist += rc.reverse(posModels, dist - slot, direct);
        } else {
          dist += rc.direct(direct - ALIGN_BITS) * (1 << ALIGN_BITS);
          dist += rc.reverse(align, 0, ALIGN_BITS);
        }
        rep0 = dist >>> 0;
        if (rep0 === 0xffffffff) {
          // The end marker.
          if (known && pos !== size) throw new Error(`lzma: the end marker comes at byte ${pos} of ${size}`);
          break;
        }
      }
    } else if (rc.bit(isRepG0, state) === 0) {
      if (rc.bit(isRep0Long, (state << 4) | posState) === 0) {
        // One byte at the last distance.
        if (rep0 >= pos) throw new Error(`lzma: distance ${rep0 + 1} reaches before the start, at output byte ${pos}`);
        state = state < 7 ? 9 : 11;
        if (pos === out.length) out = grown(out, pos + 1);
        out[pos] = out[pos - rep0 - 1];
        pos++;
        continue;
      }
      len = repLengths.decode(rc, posState);
      state = state < 7 ? 8 : 11;
    } else {
      let dist;
      if (rc.bit(isRepG1, state) === 0) {
        dist = rep1;
      } else {
        if (rc.bit(isRepG2, state) === 0) {
          dist = rep2;
        } else {
          dist = rep3;
          rep3 = rep2;
        }
        rep2 = rep1;
      }
      rep1 = rep0;
      rep0 = dist;
      len = repLengths.decode(rc, posState);
      state = state < 7 ? 8 : 11;
    }
    len += MATCH_MIN;
    if (rep0 >= pos || rep0 >= dictSize) {
      throw new Error(`lzma: distance ${rep0 + 1} reaches before the start or the dictionary, at output byte ${pos}`);
    }
    if (pos + len > limit) throw new Error(`lzma: a match runs past the unpacked size, at output byte ${pos}`);
    if (pos + len > out.length) out = grown(out, pos + len);
    for (let from = pos - rep0 - 1, end = pos + len; pos < end; ) out[pos++] = out[from++];
  }
  return known ? out : out.subarray(0, pos);
}
