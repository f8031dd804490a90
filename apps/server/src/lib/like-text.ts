/** LIKE treats % and _ as wildcards: a search for them means the characters themselves. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
