// The two ways the courses repositories take a statement's rows.

/** The first row, or undefined when there is none. */
export async function first<T>(rows: Promise<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/** The one row a write returns. */
export async function only<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('the write returned no row');
  return row;
}
