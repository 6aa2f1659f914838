/**
 * The inputs the deal form has mounted in the bench's 1,440 × 900 viewport while a field of the 300- or
 * 1,000-field deal is typed into (42 text, 9 select and 6 date inputs, counted in the browser): the size
 * of the grid floor, a screen of bare inputs (bench/page/scenarios.tsx).
 */
export const GRID_INPUTS = 57;
