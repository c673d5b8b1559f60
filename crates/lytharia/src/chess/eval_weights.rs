//! The chess evaluation's weights (middlegame, endgame), in centipawns,
//! in the order of `eval::at`. Written by the `chess_tune` example
//! (see docs/ai.md, "Stronger chess"); edit by re-tuning.

#[rustfmt::skip]
pub(super) const WEIGHTS: [[i16; 2]; 378] = [
    // material: pawn, knight, bishop, rook, queen, king
    [67, 94], [360, 354], [369, 373], [430, 638], [1037, 1071], [0, 0],
    // piece-square tables: pawn, a1-d1, a2-d2, ..., a8-d8
    [0, 0], [0, 0], [0, 0], [0, 0], [-11, 14], [12, 12], [2, 20], [-15, 29],
    [-12, 4], [1, 3], [0, 7], [-8, 9], [-8, 8], [-1, 12], [14, 0], [16, -7],
    [11, 14], [7, 16], [15, 8], [24, 1], [33, 17], [28, 24], [32, 29], [38, 14],
    [46, 29], [-20, 89], [67, 69], [105, 64], [0, 0], [0, 0], [0, 0], [0, 0],
    // piece-square tables: knight
    [-55, -44], [-36, -19], [-33, -6], [-12, -5], [-36, -11], [-13, -24], [-16, -14], [-12, -3],
    [-29, -9], [-8, -8], [-11, 7], [-3, 12], [-4, 1], [13, 4], [10, 13], [3, 19],
    [19, -17], [14, 5], [5, 28], [10, 22], [-19, -24], [16, 11], [16, 2], [29, 18],
    [-14, -32], [-8, -15], [27, -15], [-9, 2], [-109, -92], [-25, -14], [-37, -7], [-26, -15],
    // piece-square tables: bishop
    [-9, 1], [19, -16], [-26, 4], [-10, -2], [7, -22], [17, -18], [10, -9], [-7, 4],
    [-4, -7], [13, -7], [5, 16], [-1, 16], [18, -26], [3, 2], [6, 17], [19, 11],
    [-5, -4], [13, 5], [7, 13], [20, 19], [8, -4], [31, -8], [20, -6], [18, 4],
    [-25, 1], [-29, 11], [3, 3], [6, 1], [-35, 0], [-9, -9], [-53, 21], [-39, -6],
    // piece-square tables: rook
    [-14, -16], [-11, -6], [-3, -10], [11, -21], [-34, -2], [-22, -11], [-13, -3], [-6, -7],
    [-11, 0], [2, -5], [-12, 5], [-4, 0], [-18, 12], [5, 10], [-12, 22], [0, 7],
    [-5, 25], [0, 20], [8, 19], [9, 16], [6, 22], [10, 10], [20, 10], [42, 0],
    [3, 0], [-14, 10], [27, 1], [32, -1], [34, 7], [6, 29], [31, 17], [19, 14],
    // piece-square tables: queen
    [-28, -17], [-6, -15], [-2, -54], [1, -43], [1, -36], [11, -50], [10, -44], [14, -36],
    [4, -30], [4, 2], [-1, 13], [-2, 0], [-2, -18], [6, 11], [-2, 27], [-8, 37],
    [8, -11], [-16, 45], [-4, 41], [-21, 60], [-6, 8], [12, 25], [10, 30], [14, 34],
    [-15, 10], [-24, 12], [5, 21], [4, 18], [-32, -11], [-16, -10], [3, 3], [9, -3],
    // piece-square tables: king
    [9, -67], [6, -47], [-8, -45], [-22, -51], [16, -50], [1, -33], [-37, -25], [-45, -21],
    [-26, -40], [-9, -33], [-41, -26], [-45, -19], [-64, -11], [-39, -14], [-75, -10], [-85, -4],
    [-69, -4], [-52, 9], [-75, 6], [-105, 12], [-73, 7], [-61, 34], [-82, 36], [-99, 36],
    [-86, -3], [-96, 55], [-101, 52], [-96, 30], [-121, -11], [-122, 1], [-114, 4], [-115, 3],
    // mobility: knight, by safe squares
    [-24, -32], [-6, -16], [1, 9], [5, 15], [11, 22], [16, 24], [19, 20], [22, 14],
    [10, 7],
    // mobility: bishop
    [-19, -29], [-7, -22], [2, -9], [6, 2], [9, 8], [9, 14], [9, 17], [8, 19],
    [10, 21], [8, 18], [11, 15], [-9, 17], [14, 19], [-7, 8],
    // mobility: rook
    [-19, -30], [-11, -21], [-8, -11], [-4, -3], [-5, 5], [0, 7], [-1, 12], [1, 16],
    [1, 19], [4, 26], [5, 24], [4, 31], [8, 36], [-13, 43], [26, 22],
    // mobility: queen
    [-17, -28], [-12, -22], [-10, -31], [-5, -39], [-3, -42], [-5, -17], [-5, 0], [-3, 6],
    [-2, 5], [0, 15], [-1, 21], [1, 16], [1, 28], [3, 32], [5, 24], [-2, 32],
    [-1, 27], [11, 15], [14, 10], [10, 10], [18, 5], [24, 4], [15, 8], [8, 2],
    [14, 28], [10, 19], [14, 28], [15, 30],
    // rook on an open, a half-open file
    [24, -3], [15, 5],
    // bishop pair; isolated, doubled, backward pawn
    [37, 49], [-5, -1], [-11, -23], [0, 1],
    // connected pawn by rank
    [0, 0], [8, -2], [14, 8], [14, 10], [28, 21], [53, 56], [64, 53], [0, 0],
    // passed pawn by rank
    [0, 0], [30, 35], [1, 31], [-29, 52], [15, 58], [78, 73], [98, 131], [0, 0],
    // passed pawn: enemy king's distance to the stop square, by rank
    [0, 0], [-7, -7], [-7, 0], [-2, 9], [-7, 18], [-11, 33], [-3, 39], [0, 25],
    // passed pawn: own king's distance to the stop square, by rank
    [0, 0], [-1, -1], [4, -5], [6, -14], [5, -19], [-4, -23], [3, -33], [0, -10],
    // passed pawn blocked, by rank
    [0, 0], [-5, 3], [-7, -6], [-7, -14], [-11, -12], [-4, -13], [-42, -73], [0, 0],
    // knight, bishop, rook, queen attacked by a pawn
    [60, 28], [53, 43], [67, 27], [48, 2],
    // rook, queen attacked by a minor piece
    [52, 9], [39, 11],
    // hanging piece
    [18, 16],
    // knight, bishop on an outpost
    [18, 10], [16, 7],
    // pawn shield
    [15, -14],
    // king on an open, a half-open file
    [-29, -3], [-7, -1],
    // attacked square next to the king
    [5, 2],
    // tempo
    [25, 12],
    // king danger: per attack unit, per unit squared / 16
    [-3, 1], [4, -1],
    // safe check by a knight, bishop, rook, queen
    [60, 0], [9, 29], [45, 8], [22, 74],
    // pawn shield by file: nearest own pawn 1, 2, 3+ ranks ahead, none
    [2, 4], [8, -3], [3, -9], [-11, 7],
    // pawn storm by file: nearest enemy pawn 1, 2, 3, 4 ranks ahead
    [31, -17], [-16, -7], [-5, -3], [2, -1],
    // rook on the seventh rank
    [1, 26],
    // passed pawn with an empty, an unattacked way, per (rank - 1)^2
    [-1, 3], [-1, 4],
    // king attacker (two or more): knight, bishop, rook, queen
    [16, -7], [8, 3], [3, -1], [-5, 10],
    // weak square next to the enemy king
    [9, 0],
    // minor piece attacked by a minor piece
    [11, 26],
    // attacked by a rook: minor piece, queen
    [23, 14], [45, 13],
    // piece attacked by a safe pawn push
    [14, 15],
    // behind a passed pawn: own rook or queen, enemy's
    [8, 30], [-12, -55],
    // unstoppable passed pawn
    [0, 371],
    // minor piece behind a pawn
    [4, 17],
    // pawn on a bishop's colour
    [-3, -2],
    // pinned pawn, knight, bishop, rook, queen
    [-3, 7], [-18, -16], [-6, -14], [-13, -6], [-13, -6],
    // king protector: knight's, bishop's distance to its king
    [-3, -2], [-1, -1],
    // knight, bishop can reach an outpost
    [15, 6], [9, 2],
    // trapped rook: castling right left, none
    [5, -3], [-32, -11],
    // king attacks a loose piece
    [23, 25],
    // unsafe check only
    [4, 12],
    // attacked square of the enemy king's flank
    [3, -2],
    // weak unopposed pawn
    [-6, -13],
    // pawn blocked by a pawn on its fifth, sixth rank
    [-9, -7], [-2, 3],
    // connected pawn opposed
    [-6, -1],
    // enemy pawn on a bishop's diagonals
    [-5, 5],
    // queen infiltrated
    [6, 2],
    // knight can attack the queen from a safe square
    [6, -4],
    // king on a flank without pawns
    [-4, -37],
    // king's distance to its nearest pawn
    [-7, -4],
];
