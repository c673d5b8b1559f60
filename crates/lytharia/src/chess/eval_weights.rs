//! The chess evaluation's weights (middlegame, endgame), in centipawns,
//! in the order of `eval::at`. Written by the `chess_tune` example
//! (see docs/ai.md, "Stronger chess"); edit by re-tuning.

#[rustfmt::skip]
pub(super) const WEIGHTS: [[i16; 2]; 378] = [
    // material: pawn, knight, bishop, rook, queen, king
    [66, 96], [359, 358], [368, 379], [431, 640], [1036, 1074], [0, 0],
    // piece-square tables: pawn, a1-d1, a2-d2, ..., a8-d8
    [0, 0], [0, 0], [0, 0], [0, 0], [-10, 11], [11, 12], [2, 20], [-14, 26],
    [-12, 4], [0, 4], [-1, 8], [-9, 10], [-7, 9], [-2, 12], [14, -1], [15, -6],
    [11, 12], [9, 18], [14, 10], [25, 1], [35, 16], [29, 27], [32, 27], [34, 18],
    [50, 33], [-19, 85], [67, 69], [100, 60], [0, 0], [0, 0], [0, 0], [0, 0],
    // piece-square tables: knight
    [-56, -43], [-36, -19], [-34, -6], [-15, -6], [-36, -11], [-16, -26], [-17, -12], [-12, -3],
    [-27, -10], [-5, -9], [-11, 4], [-2, 11], [-4, 0], [12, 4], [11, 13], [2, 20],
    [18, -14], [15, 6], [6, 26], [10, 22], [-15, -23], [15, 6], [13, 8], [30, 16],
    [-9, -30], [-9, -15], [29, -14], [-9, 3], [-108, -89], [-27, -14], [-41, -7], [-25, -12],
    // piece-square tables: bishop
    [-7, 0], [16, -17], [-26, 3], [-11, -3], [8, -19], [17, -17], [8, -11], [-6, 1],
    [-3, -6], [15, -5], [6, 16], [-1, 16], [18, -26], [4, 0], [7, 14], [18, 14],
    [-4, -3], [12, 5], [9, 13], [21, 19], [3, -7], [28, -3], [18, -3], [20, 2],
    [-25, 3], [-27, 13], [4, 4], [6, 1], [-40, -1], [-11, -7], [-55, 20], [-40, -3],
    // piece-square tables: rook
    [-13, -17], [-11, -5], [-2, -9], [11, -21], [-33, 0], [-19, -10], [-12, -3], [-5, -6],
    [-13, -1], [5, -5], [-8, 5], [-5, 0], [-16, 13], [2, 14], [-8, 20], [-2, 11],
    [-8, 23], [0, 20], [5, 18], [8, 15], [3, 19], [13, 11], [20, 9], [42, 0],
    [4, -1], [-15, 10], [25, -1], [31, -2], [33, 9], [5, 28], [29, 16], [18, 17],
    // piece-square tables: queen
    [-27, -18], [-7, -17], [-2, -52], [1, -45], [6, -35], [12, -49], [10, -44], [14, -36],
    [3, -30], [4, 0], [-1, 11], [-2, 4], [-3, -17], [5, 11], [0, 27], [-10, 39],
    [8, -14], [-15, 43], [-5, 42], [-22, 61], [-7, 8], [10, 24], [7, 30], [14, 33],
    [-15, 9], [-24, 14], [7, 21], [1, 18], [-31, -10], [-14, -10], [5, 4], [11, 0],
    // piece-square tables: king
    [14, -69], [8, -49], [-6, -48], [-22, -50], [18, -54], [1, -36], [-37, -27], [-50, -21],
    [-27, -40], [-12, -31], [-41, -29], [-47, -17], [-64, -13], [-38, -15], [-75, -12], [-87, 0],
    [-66, -1], [-52, 8], [-78, 5], [-104, 17], [-71, 9], [-62, 33], [-83, 31], [-102, 34],
    [-85, 1], [-97, 56], [-102, 53], [-96, 29], [-120, -9], [-121, 4], [-115, 5], [-112, 8],
    // mobility: knight, by safe squares
    [-23, -32], [-6, -15], [1, 8], [6, 15], [11, 22], [16, 24], [19, 20], [21, 17],
    [6, 9],
    // mobility: bishop
    [-19, -28], [-7, -19], [2, -9], [7, 1], [9, 8], [8, 15], [9, 18], [9, 19],
    [10, 21], [7, 20], [11, 14], [-11, 16], [15, 19], [-9, 9],
    // mobility: rook
    [-18, -28], [-11, -17], [-8, -9], [-4, -1], [-6, 5], [-1, 7], [0, 12], [1, 15],
    [2, 20], [1, 27], [5, 24], [3, 30], [9, 34], [-10, 40], [27, 20],
    // mobility: queen
    [-15, -28], [-11, -21], [-8, -30], [-4, -41], [-2, -40], [-4, -15], [-4, 0], [-2, 3],
    [-1, 5], [1, 16], [-1, 21], [1, 18], [1, 27], [0, 34], [4, 25], [-3, 34],
    [-2, 30], [9, 20], [13, 13], [9, 8], [17, 3], [23, -1], [14, 6], [7, 0],
    [13, 27], [9, 18], [14, 26], [15, 30],
    // rook on an open, a half-open file
    [26, -4], [15, 5],
    // bishop pair; isolated, doubled, backward pawn
    [36, 48], [-5, -1], [-11, -24], [0, 1],
    // connected pawn by rank
    [0, 0], [9, -2], [16, 6], [15, 10], [28, 20], [54, 56], [69, 64], [0, 0],
    // passed pawn by rank
    [0, 0], [28, 33], [-5, 31], [-36, 49], [8, 50], [74, 70], [96, 129], [0, 0],
    // passed pawn: enemy king's distance to the stop square, by rank
    [0, 0], [-7, -6], [-6, 0], [-4, 10], [-6, 19], [-10, 33], [-4, 37], [0, 25],
    // passed pawn: own king's distance to the stop square, by rank
    [0, 0], [-1, -1], [4, -5], [9, -14], [5, -17], [-2, -23], [3, -31], [0, -10],
    // passed pawn blocked, by rank
    [0, 0], [-5, 4], [-8, -6], [-4, -11], [-10, -9], [-8, -10], [-42, -76], [0, 0],
    // knight, bishop, rook, queen attacked by a pawn
    [60, 31], [51, 45], [67, 28], [47, 1],
    // rook, queen attacked by a minor piece
    [54, 12], [39, 12],
    // hanging piece
    [19, 11],
    // knight, bishop on an outpost
    [18, 12], [17, 8],
    // pawn shield
    [15, -13],
    // king on an open, a half-open file
    [-25, -4], [-6, -3],
    // attacked square next to the king
    [5, 3],
    // tempo
    [25, 12],
    // king danger: per attack unit, per unit squared / 16
    [-3, 1], [4, -1],
    // safe check by a knight, bishop, rook, queen
    [61, 0], [11, 30], [47, 9], [22, 81],
    // pawn shield by file: nearest own pawn 1, 2, 3+ ranks ahead, none
    [2, 3], [7, -3], [3, -8], [-11, 7],
    // pawn storm by file: nearest enemy pawn 1, 2, 3, 4 ranks ahead
    [24, -17], [-16, -8], [-4, -2], [2, 0],
    // rook on the seventh rank
    [0, 28],
    // passed pawn with an empty, an unattacked way, per (rank - 1)^2
    [-1, 3], [-1, 4],
    // king attacker (two or more): knight, bishop, rook, queen
    [20, -9], [10, 0], [4, 0], [-2, 13],
    // weak square next to the enemy king
    [9, 0],
    // minor piece attacked by a minor piece
    [10, 29],
    // attacked by a rook: minor piece, queen
    [22, 16], [53, 15],
    // piece attacked by a safe pawn push
    [14, 15],
    // behind a passed pawn: own rook or queen, enemy's
    [8, 28], [-7, -58],
    // unstoppable passed pawn
    [0, 356],
    // minor piece behind a pawn
    [4, 16],
    // pawn on a bishop's colour
    [-3, -3],
    // pinned pawn, knight, bishop, rook, queen
    [-5, 12], [-22, -25], [-8, -23], [-23, -12], [-21, -9],
    // king protector: knight's, bishop's distance to its king
    [-4, -3], [-1, -1],
    // knight, bishop can reach an outpost
    [15, 8], [8, 2],
    // trapped rook: castling right left, none
    [5, -7], [-35, -13],
    // king attacks a loose piece
    [34, 30],
    // unsafe check only
    [3, 13],
    // attacked square of the enemy king's flank
    [3, -2],
    // weak unopposed pawn
    [-7, -13],
    // pawn blocked by a pawn on its fifth, sixth rank
    [-8, -7], [-5, 5],
    // connected pawn opposed
    [-6, 1],
    // enemy pawn on a bishop's diagonals
    [-5, 5],
    // queen infiltrated
    [7, 3],
    // knight can attack the queen from a safe square
    [6, -5],
    // king on a flank without pawns
    [1, -48],
    // king's distance to its nearest pawn
    [-7, -5],
];
