//! The chess evaluation's weights (middlegame, endgame), in centipawns,
//! in the order of `eval::at`. Written by the `chess_tune` example
//! (see docs/ai.md, "Stronger chess"); edit by re-tuning.

#[rustfmt::skip]
pub(super) const WEIGHTS: [[i16; 2]; 378] = [
    // material: pawn, knight, bishop, rook, queen, king
    [70, 87], [359, 344], [368, 366], [437, 630], [1040, 1070], [0, 0],
    // piece-square tables: pawn, a1-d1, a2-d2, ..., a8-d8
    [0, 0], [0, 0], [0, 0], [0, 0], [-12, 13], [11, 14], [5, 24], [-15, 29],
    [-11, 4], [1, 5], [3, 10], [-5, 11], [-9, 7], [-1, 11], [15, 3], [17, -6],
    [5, 9], [5, 11], [16, 3], [22, -4], [33, 14], [27, 24], [33, 28], [39, 17],
    [43, 28], [-23, 86], [69, 72], [109, 64], [0, 0], [0, 0], [0, 0], [0, 0],
    // piece-square tables: knight
    [-54, -45], [-40, -23], [-34, -5], [-9, -2], [-36, -9], [-9, -23], [-15, -14], [-9, -4],
    [-35, -9], [-8, -9], [-9, 9], [1, 13], [-7, -1], [15, 3], [11, 15], [6, 20],
    [13, -14], [12, 3], [4, 28], [7, 22], [-23, -25], [15, 11], [16, -3], [27, 18],
    [-15, -34], [-8, -13], [31, -15], [-9, 1], [-104, -94], [-25, -16], [-36, -7], [-25, -17],
    // piece-square tables: bishop
    [-12, 1], [24, -16], [-25, 4], [-11, -1], [10, -20], [16, -16], [12, -8], [-5, 4],
    [-3, -8], [13, -5], [4, 15], [-1, 19], [17, -25], [0, -1], [4, 17], [18, 10],
    [-6, -7], [13, 7], [4, 10], [18, 16], [8, -4], [35, -9], [20, -9], [13, 5],
    [-28, 1], [-30, 10], [4, 1], [7, 0], [-34, 0], [-7, -8], [-51, 22], [-38, -8],
    // piece-square tables: rook
    [-16, -16], [-13, -5], [-4, -9], [13, -21], [-36, -1], [-26, -9], [-14, -5], [-5, -6],
    [-15, 2], [1, -6], [-11, 3], [-1, -2], [-17, 12], [6, 8], [-13, 21], [3, 4],
    [-6, 26], [1, 18], [12, 15], [14, 14], [10, 22], [10, 9], [16, 11], [38, 2],
    [4, 4], [-11, 11], [26, 2], [30, -1], [38, 5], [5, 29], [30, 17], [22, 12],
    // piece-square tables: queen
    [-30, -15], [-4, -12], [0, -54], [-1, -40], [-3, -35], [11, -51], [8, -44], [14, -35],
    [7, -29], [1, 5], [-2, 10], [-2, -4], [0, -19], [6, 11], [-3, 27], [-8, 35],
    [11, -10], [-15, 47], [-1, 40], [-19, 61], [-3, 10], [13, 24], [13, 29], [12, 32],
    [-14, 11], [-25, 12], [4, 20], [3, 16], [-34, -12], [-18, -10], [3, 3], [9, -5],
    // piece-square tables: king
    [5, -64], [3, -46], [-21, -40], [-18, -56], [13, -46], [3, -32], [-36, -20], [-40, -20],
    [-26, -38], [-5, -32], [-42, -20], [-40, -19], [-63, -9], [-37, -11], [-74, -5], [-85, -5],
    [-69, -5], [-51, 10], [-74, 9], [-103, 7], [-75, 2], [-60, 33], [-79, 40], [-98, 32],
    [-87, -7], [-95, 55], [-102, 48], [-97, 25], [-122, -13], [-123, -2], [-115, 3], [-118, -4],
    // mobility: knight, by safe squares
    [-28, -31], [-8, -16], [0, 7], [5, 13], [11, 21], [16, 24], [20, 19], [24, 12],
    [12, 3],
    // mobility: bishop
    [-22, -32], [-11, -24], [0, -10], [4, 1], [7, 9], [9, 12], [10, 17], [9, 19],
    [11, 20], [10, 17], [13, 15], [-6, 14], [15, 22], [-6, 9],
    // mobility: rook
    [-22, -31], [-13, -25], [-9, -15], [-4, -5], [-4, 5], [2, 7], [1, 11], [1, 16],
    [4, 19], [8, 26], [8, 25], [8, 30], [7, 38], [-15, 44], [24, 23],
    // mobility: queen
    [-19, -28], [-15, -23], [-13, -30], [-8, -37], [-6, -42], [-7, -16], [-6, 0], [-4, 6],
    [-3, 2], [0, 12], [0, 18], [1, 13], [2, 27], [5, 30], [5, 24], [1, 31],
    [1, 25], [15, 12], [15, 9], [11, 12], [19, 7], [26, 8], [16, 12], [8, 4],
    [14, 29], [11, 21], [14, 28], [15, 30],
    // rook on an open, a half-open file
    [24, -1], [15, 7],
    // bishop pair; isolated, doubled, backward pawn
    [40, 50], [-9, -7], [-13, -18], [-5, -3],
    // connected pawn by rank
    [0, 0], [2, -3], [11, 6], [10, 10], [23, 22], [52, 55], [60, 46], [0, 0],
    // passed pawn by rank
    [0, 0], [33, 38], [7, 32], [-22, 54], [20, 69], [78, 77], [98, 131], [0, 0],
    // passed pawn: enemy king's distance to the stop square, by rank
    [0, 0], [-6, -6], [-8, 2], [-3, 10], [-8, 19], [-11, 33], [1, 39], [0, 25],
    // passed pawn: own king's distance to the stop square, by rank
    [0, 0], [-3, -3], [4, -7], [6, -15], [5, -20], [-4, -24], [1, -34], [0, -10],
    // passed pawn blocked, by rank
    [0, 0], [-4, 2], [-8, -6], [-5, -15], [-11, -15], [-3, -14], [-44, -70], [0, 0],
    // knight, bishop, rook, queen attacked by a pawn
    [59, 26], [54, 41], [64, 25], [47, 3],
    // rook, queen attacked by a minor piece
    [52, 5], [36, 10],
    // hanging piece
    [19, 22],
    // knight, bishop on an outpost
    [17, 11], [16, 9],
    // pawn shield
    [15, -14],
    // king on an open, a half-open file
    [-32, -9], [-9, 0],
    // attacked square next to the king
    [0, 5],
    // tempo
    [26, 11],
    // king danger: per attack unit, per unit squared / 16
    [-2, 0], [4, -1],
    // safe check by a knight, bishop, rook, queen
    [53, -1], [6, 28], [41, 5], [20, 65],
    // pawn shield by file: nearest own pawn 1, 2, 3+ ranks ahead, none
    [3, 6], [7, -3], [3, -9], [-11, 5],
    // pawn storm by file: nearest enemy pawn 1, 2, 3, 4 ranks ahead
    [34, -14], [-15, -5], [-6, 0], [3, -1],
    // rook on the seventh rank
    [2, 25],
    // passed pawn with an empty, an unattacked way, per (rank - 1)^2
    [-1, 3], [-1, 4],
    // king attacker (two or more): knight, bishop, rook, queen
    [13, -3], [6, 6], [3, 2], [-5, 7],
    // weak square next to the enemy king
    [10, 2],
    // minor piece attacked by a minor piece
    [13, 20],
    // attacked by a rook: minor piece, queen
    [23, 14], [33, 9],
    // piece attacked by a safe pawn push
    [13, 13],
    // behind a passed pawn: own rook or queen, enemy's
    [9, 30], [-13, -45],
    // unstoppable passed pawn
    [0, 383],
    // minor piece behind a pawn
    [5, 18],
    // pawn on a bishop's colour
    [-3, -2],
    // pinned pawn, knight, bishop, rook, queen
    [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    // king protector: knight's, bishop's distance to its king
    [0, 0], [0, 0],
    // knight, bishop can reach an outpost
    [0, 0], [0, 0],
    // trapped rook: castling right left, none
    [0, 0], [0, 0],
    // king attacks a loose piece
    [0, 0],
    // unsafe check only
    [0, 0],
    // attacked square of the enemy king's flank
    [0, 0],
    // weak unopposed pawn
    [0, 0],
    // pawn blocked by a pawn on its fifth, sixth rank
    [0, 0], [0, 0],
    // connected pawn opposed
    [0, 0],
    // enemy pawn on a bishop's diagonals
    [0, 0],
    // queen infiltrated
    [0, 0],
    // knight can attack the queen from a safe square
    [0, 0],
    // king on a flank without pawns
    [0, 0],
    // king's distance to its nearest pawn
    [0, 0],
];
