/** The DataGrid's default row height, which the members grid keeps (its photos are 36 px). */
export const MEMBER_ROW_HEIGHT = 52;
