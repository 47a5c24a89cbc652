/** `/api/customer/{client}/{action}`: the client's calls' paths, which their cache keys start with. */
export const clientPath = (client: string, action: string) =>
  `/api/customer/${encodeURIComponent(client)}/${action}`;
