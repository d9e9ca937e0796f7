/** The calculation editor's path; the wizard feature owns that page (config/paths.ts has no entry yet). */
export const editPath = (id: number | string) => `/calculations/edit/${id}`;
