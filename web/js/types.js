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
 * @property {string[]} [seats] `person` or `cpu:N` per seat
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
 */

/**
 * @typedef {object} MoveInfo
 * @property {string} text
 * @property {string | null} from
 * @property {string | null} to
 * @property {string[]} cells
 * @property {string} description
 * @property {string | null} group
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
 * @property {number | null} cost
 * @property {string} text
 * @property {Stat[]} values
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
