/** The DataGrid's column header (56 px) and footer (53 px with its rule), and its two borders. */
const GRID_FRAME_HEIGHT = 56 + 53 + 2;

/**
 * The height a grid takes with `rows` rows of `rowHeight` px: what its loading placeholder holds,
 * so that the grid replaces it without moving what is below it.
 */
export const gridRoom = (rows: number, rowHeight: number) => GRID_FRAME_HEIGHT + rows * rowHeight;
