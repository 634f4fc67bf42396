/**
 * A message takes two or three lines (57 or 77 px): estimating rows near that keeps the footer
 * from jumping down once the rows are measured (a layout shift Lighthouse counts).
 */
export const ESTIMATED_ROW_HEIGHT = 72;
