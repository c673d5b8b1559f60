// The shapes of the JSON the wasm module hands the page (crates/web).

/**
 * @typedef {object} GameChoice
 * @property {string} id
 * @property {string} name
 * @property {number[]} players
 */

/**
 * @typedef {object} Choices
 * @property {GameChoice[]} games
 * @property {string[]} sets
 * @property {string[]} modes
 */

/**
 * @typedef {object} Setup
 * @property {string} game
 * @property {number} [players]
 * @property {number} [deploySeed]
 * @property {string} [sets]
 * @property {string} [mode]
 * @property {number} [seed]
 * @property {string[][]} [armies] Lytharian Chess: each entrant's troop ids (empty: the sample)
 * @property {string[][]} [decks] Lytharian Chess: each entrant's deck ids (empty: the sample)
 * @property {string[]} [seats] `person` or `cpu:N` per seat
 */

/**
 * @typedef {object} Lineup
 * @property {string[][]} armies
 * @property {string[][]} decks
 */

/**
 * @typedef {object} Problem
 * @property {string} field `armies.0`, `decks.1`, `mode` or `setup`
 * @property {string} rule the seed's rule broken (`LY-3.1`), or ''
 * @property {string} message
 */

/**
 * @typedef {object} Status
 * @property {number} players
 * @property {string[]} seatNames
 * @property {number | null} toAct
 * @property {string | null} outcome
 * @property {number} ply
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {boolean} hiddenInformation
 * @property {boolean} hex
 * @property {string | null} prompt the game's question to the seat to act
 */

/**
 * @typedef {object} MoveInfo
 * @property {string} text
 * @property {string | null} from
 * @property {string | null} to
 * @property {string[]} cells
 * @property {string} description
 * @property {string | null} group
 * @property {string | null} target the cell the move aims at (its end, else the cell its notation names)
 */

/**
 * @typedef {object} RecordLine
 * @property {number} turn
 * @property {number} seat
 * @property {string | null} [notation]
 * @property {string} description
 */

/**
 * @typedef {object} Stat
 * @property {string} name
 * @property {number} value
 * @property {number | null} [max]
 */

/**
 * @typedef {object} Item
 * @property {string} id
 * @property {string} name
 * @property {string} kind
 * @property {number | null} [cost] absent where the item has no cost
 * @property {string} [text]
 * @property {Stat[]} [values]
 */

/**
 * @typedef {object} Zone
 * @property {string} name
 * @property {number} size
 * @property {Item[]} items
 */

/**
 * @typedef {object} CellLabel
 * @property {string} id
 * @property {string} name
 * @property {string} label
 */

/**
 * @typedef {object} InfoLine
 * @property {string} label
 * @property {string} value
 */

/**
 * @typedef {object} SideView
 * @property {number} player
 * @property {string} name
 * @property {boolean} active
 * @property {InfoLine[]} info
 * @property {Zone[]} [zones]
 */

/**
 * @typedef {object} View
 * @property {number | null} to_act
 * @property {SideView[]} sides
 * @property {InfoLine[]} info
 */

/**
 * @typedef {object} SeatView
 * @property {View} view
 * @property {CellLabel[]} cells
 */

/**
 * @typedef {object} CpuRequest
 * @property {number} id
 * @property {string} save
 * @property {number} level
 * @property {number} seed
 */

/**
 * @typedef {object} CpuReply
 * @property {number} id
 * @property {string | null} text
 * @property {number} ms
 * @property {string} [error]
 */

export {};
