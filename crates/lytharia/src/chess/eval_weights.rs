//! The chess evaluation's weights (middlegame, endgame), in centipawns,
//! in the order of `eval::at`. Written by the `chess_tune` example
//! (see docs/ai.md, "Stronger chess"); edit by re-tuning.

#[rustfmt::skip]
pub(super) const WEIGHTS: [[i16; 2]; 378] = [
    // material: pawn, knight, bishop, rook, queen, king
    [66, 95], [360, 353], [369, 375], [434, 637], [1039, 1072], [0, 0],
    // piece-square tables: pawn, a1-d1, a2-d2, ..., a8-d8
    [0, 0], [0, 0], [0, 0], [0, 0], [-11, 12], [11, 13], [2, 20], [-14, 27],
    [-12, 4], [1, 4], [0, 8], [-8, 10], [-8, 8], [-2, 12], [14, 0], [15, -6],
    [11, 11], [8, 16], [15, 8], [24, 0], [34, 16], [29, 27], [32, 28], [35, 17],
    [47, 31], [-21, 87], [68, 70], [104, 61], [0, 0], [0, 0], [0, 0], [0, 0],
    // piece-square tables: knight
    [-55, -44], [-36, -20], [-34, -6], [-12, -4], [-36, -10], [-13, -25], [-16, -13], [-11, -3],
    [-28, -10], [-6, -8], [-11, 6], [-2, 12], [-5, 0], [13, 4], [11, 13], [2, 20],
    [16, -14], [14, 6], [5, 27], [10, 23], [-19, -24], [14, 8], [15, 4], [29, 17],
    [-12, -32], [-9, -15], [29, -15], [-9, 2], [-107, -91], [-26, -15], [-39, -7], [-25, -14],
    // piece-square tables: bishop
    [-9, 1], [20, -17], [-26, 4], [-10, -2], [8, -19], [16, -16], [9, -10], [-6, 2],
    [-3, -7], [14, -6], [6, 16], [-1, 17], [18, -25], [3, 0], [7, 15], [18, 13],
    [-5, -4], [13, 5], [8, 12], [20, 18], [4, -6], [31, -6], [19, -5], [17, 4],
    [-26, 2], [-28, 12], [4, 3], [6, 1], [-37, -1], [-9, -8], [-53, 21], [-39, -5],
    // piece-square tables: rook
    [-14, -16], [-11, -5], [-3, -10], [12, -21], [-35, 0], [-21, -9], [-12, -4], [-5, -7],
    [-14, 0], [3, -5], [-9, 5], [-3, -1], [-17, 13], [4, 12], [-10, 21], [0, 7],
    [-8, 24], [0, 19], [8, 17], [10, 14], [6, 20], [12, 10], [19, 10], [41, 1],
    [4, 1], [-14, 10], [25, 0], [31, -1], [35, 7], [5, 29], [30, 17], [20, 15],
    // piece-square tables: queen
    [-29, -17], [-6, -15], [-1, -53], [1, -43], [2, -35], [12, -50], [10, -44], [14, -36],
    [4, -30], [3, 2], [-1, 11], [-2, 1], [-2, -18], [5, 11], [-1, 27], [-10, 37],
    [9, -12], [-14, 45], [-3, 41], [-21, 61], [-6, 9], [12, 24], [10, 29], [14, 33],
    [-15, 10], [-24, 13], [6, 21], [2, 17], [-32, -11], [-16, -10], [4, 4], [10, -2],
    // piece-square tables: king
    [11, -67], [7, -47], [-9, -44], [-23, -51], [16, -50], [1, -34], [-38, -25], [-47, -21],
    [-26, -38], [-9, -31], [-42, -26], [-44, -18], [-64, -12], [-38, -14], [-75, -10], [-86, -2],
    [-67, -2], [-51, 9], [-76, 6], [-103, 13], [-73, 7], [-61, 33], [-81, 35], [-100, 33],
    [-86, -3], [-96, 56], [-102, 51], [-96, 27], [-121, -11], [-122, 1], [-115, 4], [-115, 2],
    // mobility: knight, by safe squares
    [-23, -31], [-7, -15], [1, 8], [5, 14], [11, 21], [16, 24], [19, 20], [21, 15],
    [9, 7],
    // mobility: bishop
    [-20, -30], [-8, -21], [1, -9], [6, 1], [9, 8], [8, 14], [9, 17], [8, 19],
    [11, 21], [8, 19], [11, 14], [-9, 16], [15, 21], [-7, 9],
    // mobility: rook
    [-18, -29], [-11, -20], [-8, -11], [-4, -2], [-5, 5], [0, 6], [0, 12], [1, 15],
    [2, 20], [3, 27], [6, 23], [4, 30], [8, 35], [-12, 42], [26, 21],
    // mobility: queen
    [-17, -28], [-12, -22], [-9, -30], [-5, -39], [-3, -41], [-5, -16], [-5, 0], [-3, 4],
    [-2, 4], [0, 14], [-1, 20], [1, 16], [1, 27], [1, 32], [4, 24], [-1, 33],
    [-1, 28], [12, 16], [14, 11], [10, 10], [18, 5], [24, 3], [15, 9], [8, 2],
    [14, 28], [10, 19], [14, 27], [15, 30],
    // rook on an open, a half-open file
    [25, -4], [15, 6],
    // bishop pair; isolated, doubled, backward pawn
    [36, 49], [-5, -2], [-11, -22], [0, 0],
    // connected pawn by rank
    [0, 0], [8, -2], [15, 6], [14, 10], [27, 21], [53, 56], [64, 55], [0, 0],
    // passed pawn by rank
    [0, 0], [30, 35], [1, 31], [-30, 51], [13, 57], [76, 74], [97, 130], [0, 0],
    // passed pawn: enemy king's distance to the stop square, by rank
    [0, 0], [-8, -6], [-7, 1], [-3, 10], [-6, 19], [-10, 33], [-4, 38], [0, 25],
    // passed pawn: own king's distance to the stop square, by rank
    [0, 0], [-1, -1], [4, -5], [8, -15], [4, -19], [-2, -24], [3, -32], [0, -10],
    // passed pawn blocked, by rank
    [0, 0], [-4, 3], [-8, -6], [-5, -13], [-10, -11], [-6, -12], [-43, -73], [0, 0],
    // knight, bishop, rook, queen attacked by a pawn
    [60, 28], [53, 43], [66, 27], [47, 2],
    // rook, queen attacked by a minor piece
    [53, 9], [39, 11],
    // hanging piece
    [19, 15],
    // knight, bishop on an outpost
    [18, 12], [17, 8],
    // pawn shield
    [15, -14],
    // king on an open, a half-open file
    [-27, -4], [-7, -2],
    // attacked square next to the king
    [4, 3],
    // tempo
    [25, 12],
    // king danger: per attack unit, per unit squared / 16
    [-3, 1], [4, -1],
    // safe check by a knight, bishop, rook, queen
    [59, 0], [9, 29], [45, 9], [22, 75],
    // pawn shield by file: nearest own pawn 1, 2, 3+ ranks ahead, none
    [2, 4], [7, -3], [3, -8], [-11, 6],
    // pawn storm by file: nearest enemy pawn 1, 2, 3, 4 ranks ahead
    [28, -17], [-16, -8], [-5, -2], [2, 0],
    // rook on the seventh rank
    [0, 26],
    // passed pawn with an empty, an unattacked way, per (rank - 1)^2
    [-1, 3], [-1, 4],
    // king attacker (two or more): knight, bishop, rook, queen
    [17, -7], [8, 2], [2, 0], [-4, 11],
    // weak square next to the enemy king
    [9, 1],
    // minor piece attacked by a minor piece
    [11, 26],
    // attacked by a rook: minor piece, queen
    [22, 15], [46, 13],
    // piece attacked by a safe pawn push
    [14, 14],
    // behind a passed pawn: own rook or queen, enemy's
    [8, 30], [-11, -55],
    // unstoppable passed pawn
    [0, 369],
    // minor piece behind a pawn
    [4, 16],
    // pawn on a bishop's colour
    [-3, -3],
    // pinned pawn, knight, bishop, rook, queen
    [-4, 8], [-18, -15], [-6, -14], [-13, -7], [-12, -5],
    // king protector: knight's, bishop's distance to its king
    [-3, -2], [-2, -1],
    // knight, bishop can reach an outpost
    [14, 7], [8, 2],
    // trapped rook: castling right left, none
    [5, -4], [-32, -10],
    // king attacks a loose piece
    [23, 26],
    // unsafe check only
    [3, 12],
    // attacked square of the enemy king's flank
    [3, -2],
    // weak unopposed pawn
    [-7, -12],
    // pawn blocked by a pawn on its fifth, sixth rank
    [-9, -6], [-4, 4],
    // connected pawn opposed
    [-6, 0],
    // enemy pawn on a bishop's diagonals
    [-5, 4],
    // queen infiltrated
    [5, 2],
    // knight can attack the queen from a safe square
    [5, -4],
    // king on a flank without pawns
    [-3, -37],
    // king's distance to its nearest pawn
    [-7, -5],
];
