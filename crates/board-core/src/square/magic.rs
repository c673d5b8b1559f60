//! Fancy magic bitboards for rook and bishop attacks, built at compile time.
//!
//! For each square, the relevant occupancy (the squares of its rays minus the
//! board edge) is multiplied by a magic number; the top bits index that
//! square's slice of one shared table. The magic numbers were found offline
//! by a sparse random search (seeded xorshift, "fancy" magics with the
//! minimal shift); the table itself is computed here in `const` code, so no
//! build script and no run-time initialisation are needed. The whole table is
//! padded to a power of two so that lookups index with a mask instead of a
//! bounds check.

#[rustfmt::skip]
const ROOK_MAGICS: [u64; 64] = [
    0x2080002080400010,
    0x00c0002001401000,
    0x2100110008402002,
    0x0880080081041000,
    0x0200020020041008,
    0x2300040008010012,
    0x0c00283004008201,
    0x0180010000407a80,
    0x0168800080400020,
    0x0010400040201000,
    0x1001002001001048,
    0x1001002408100100,
    0x0801000408010012,
    0x4001000209000400,
    0x08a20004c8020001,
    0x2002801145002280,
    0x0080860021004200,
    0x001000c009402002,
    0x00b0002004002800,
    0x100a808010020800,
    0x8101010008000410,
    0x0244008002000480,
    0x0000040010810208,
    0x2000020000448534,
    0x4104400480008033,
    0x0000810100204000,
    0x0440430900200010,
    0x4600240900100100,
    0x0060080080040080,
    0x0001000300080400,
    0x0004084400011002,
    0x0023040200008041,
    0x0580050043002080,
    0x0400804002802008,
    0x0001002001004010,
    0x1000200901001000,
    0x4410800801800c00,
    0xa012003806001004,
    0x0020100104008802,
    0x0004808402000041,
    0x0010400170898000,
    0x0080500020004004,
    0x1040408012020020,
    0x8010040008004040,
    0x2001080100110004,
    0x0000020004008080,
    0x0021010810040002,
    0x0800008c43020024,
    0x0000800021005100,
    0x0070201040008080,
    0x0000d04282006a00,
    0x0010014400080240,
    0x0001080110050100,
    0x0012000810240600,
    0x0402000801040200,
    0x028100108a004100,
    0x0050800300102045,
    0x8208210040120882,
    0x8010600101183441,
    0x020b000910006045,
    0x0241001002480005,
    0x0081000400880241,
    0x0000009008024124,
    0x0048122980410402,
];
#[rustfmt::skip]
const BISHOP_MAGICS: [u64; 64] = [
    0x0848020822040013,
    0x8010a40085821200,
    0x0008008430840822,
    0x0808048108040000,
    0x1304042100008104,
    0x5001012010204023,
    0x81048801b8200420,
    0x200a008084012000,
    0x0040102001042084,
    0x840a505042428020,
    0x0000700102202920,
    0x44101c0c10800002,
    0x0040040422000000,
    0x0180020802090202,
    0x4020020811041202,
    0x000104308c042000,
    0x4140661002424400,
    0x0028012008010460,
    0x0188062102002a00,
    0x0014004840102008,
    0x0105000290400002,
    0x8001022200410400,
    0x104a041918013446,
    0x008a000082008238,
    0x04a0060008100430,
    0x0008220008820801,
    0x2508041208005010,
    0x4008080200202020,
    0x2441001013004000,
    0x0030008060407000,
    0x4008108000420800,
    0x0012021050290100,
    0x0210080482200500,
    0xcc01112048100480,
    0x0020402806500440,
    0x00048e0080580080,
    0x0040102020020080,
    0x0028010440080807,
    0x4601041108008800,
    0x8040810e04104200,
    0x901210110400088a,
    0xa003080212081050,
    0x00c1004048401004,
    0x900000a014400800,
    0x0008021040405401,
    0x4020008206002090,
    0x0004190424030100,
    0x0424008a02026250,
    0x8004088250900040,
    0x1c00430088a04200,
    0x0001020094040001,
    0x8040210020880061,
    0x2010040450442032,
    0x0800840850044001,
    0x0004040802140004,
    0x0004080a04222020,
    0x8088802110022000,
    0x1081a10416114400,
    0x0205010a24060820,
    0x0000000720411080,
    0x1008000208430400,
    0x580c026028810840,
    0x802020441020a110,
    0x12c0022401020018,
];

/// Rook and bishop ray directions as (file, rank) steps.
pub(crate) const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
pub(crate) const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// The attack set of a slider on `sq` along `dirs`, stopping at (and
/// including) the first occupied square of each ray. Slow; for tables and tests.
pub(crate) const fn slow_slider(sq: u8, occ: u64, dirs: &[(i8, i8); 4]) -> u64 {
    let mut attacks = 0u64;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let mut f = (sq & 7) as i8 + df;
        let mut r = (sq >> 3) as i8 + dr;
        while f >= 0 && f < 8 && r >= 0 && r < 8 {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occ & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
        d += 1;
    }
    attacks
}

/// The relevant-occupancy mask: the rays without their last square.
const fn relevant_mask(sq: u8, dirs: &[(i8, i8); 4]) -> u64 {
    let mut mask = 0u64;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let mut f = (sq & 7) as i8 + df;
        let mut r = (sq >> 3) as i8 + dr;
        while f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8 {
            mask |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
        d += 1;
    }
    mask
}

/// One square's magic entry.
#[derive(Clone, Copy)]
pub(crate) struct Magic {
    pub(crate) mask: u64,
    pub(crate) magic: u64,
    pub(crate) shift: u32,
    pub(crate) offset: u32,
}

const fn build_entries(magics: &[u64; 64], dirs: &[(i8, i8); 4], start: u32) -> ([Magic; 64], u32) {
    let mut out = [Magic {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    }; 64];
    let mut offset = start;
    let mut sq = 0;
    while sq < 64 {
        let mask = relevant_mask(sq as u8, dirs);
        let bits = mask.count_ones();
        out[sq] = Magic {
            mask,
            magic: magics[sq],
            shift: 64 - bits,
            offset,
        };
        offset += 1 << bits;
        sq += 1;
    }
    (out, offset)
}

const ROOK_BUILD: ([Magic; 64], u32) = build_entries(&ROOK_MAGICS, &ROOK_DIRS, 0);
const BISHOP_BUILD: ([Magic; 64], u32) = build_entries(&BISHOP_MAGICS, &BISHOP_DIRS, ROOK_BUILD.1);

/// Rook entries, by square index.
pub(crate) static ROOK: [Magic; 64] = ROOK_BUILD.0;
/// Bishop entries, by square index.
pub(crate) static BISHOP: [Magic; 64] = BISHOP_BUILD.0;

/// The table size, rounded up to a power of two (for mask indexing).
pub(crate) const TABLE_SIZE: usize = (BISHOP_BUILD.1 as usize).next_power_of_two();
/// `index & TABLE_MASK` is always in bounds.
pub(crate) const TABLE_MASK: usize = TABLE_SIZE - 1;

const fn fill(table: &mut [u64; TABLE_SIZE], entries: &[Magic; 64], dirs: &[(i8, i8); 4]) {
    let mut sq = 0;
    while sq < 64 {
        let e = entries[sq];
        // Carry-rippler over every subset of the mask.
        let mut occ = 0u64;
        loop {
            let idx = e.offset as usize + (occ.wrapping_mul(e.magic) >> e.shift) as usize;
            table[idx] = slow_slider(sq as u8, occ, dirs);
            occ = occ.wrapping_sub(e.mask) & e.mask;
            if occ == 0 {
                break;
            }
        }
        sq += 1;
    }
}

/// The shared attack table of both piece kinds.
#[allow(long_running_const_eval)]
pub(crate) static TABLE: [u64; TABLE_SIZE] = {
    let mut table = [0u64; TABLE_SIZE];
    fill(&mut table, &ROOK_BUILD.0, &ROOK_DIRS);
    fill(&mut table, &BISHOP_BUILD.0, &BISHOP_DIRS);
    table
};

/// Looks `occ` up in `entry`'s slice of the table.
#[inline(always)]
pub(crate) fn lookup(entry: &Magic, occ: u64) -> u64 {
    let idx = entry.offset as usize
        + ((occ & entry.mask).wrapping_mul(entry.magic) >> entry.shift) as usize;
    TABLE[idx & TABLE_MASK]
}
